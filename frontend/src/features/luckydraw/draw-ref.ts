// Which draw /lucky-draw-detail shows (spec section 2): from the navigation state or the URL, and
// the link to it; the live result's polling period.

/** Spec §9: the live result is asked for every 10 s while the lucky number is not set. */
export const LIVE_POLL_MS = 10_000;

export interface DrawRef {
  id: number;
  /** The purchase to ask the live result for (absent on a deep link). */
  ticketId: number | null;
  /** Where the shopper came from: 'LuckyDrawLive', 'history', ... (the back link's tab). */
  origin: string | null;
}

const asId = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value) && Number(value) > 0) return Number(value);
  return null;
};

/** The draw from the navigation state ({ id, ticket_id, origin }) or the URL (?id=&ticket_id=). */
export function readDrawRef(state: unknown, search: URLSearchParams): DrawRef | null {
  const s = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  const id = asId(s.id) ?? asId(search.get('id'));
  if (id === null) return null;
  return {
    id,
    ticketId: asId(s.ticket_id) ?? asId(s.ticketId) ?? asId(search.get('ticket_id')),
    origin: typeof s.origin === 'string' ? s.origin : null,
  };
}

/** The detail's URL and state for a draw (the URL alone is enough to come back to it). */
export function drawLink(id: number, ticketId: number | null, origin: string) {
  return {
    to: `/lucky-draw-detail?id=${id}${ticketId !== null ? `&ticket_id=${ticketId}` : ''}`,
    state: { id, ticket_id: ticketId, origin },
  };
}
