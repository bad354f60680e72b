// The lucky-draw rules that do not need React (spec sections 2, 4, 5, 9), kept here so they can be
// unit tested: the ticket count rules, the transfer payment rules, the navigation states of
// /lucky-draw and /lucky-draw-detail, and small readers of the server's fields.
import type { MessageDescriptor } from 'react-intl';
import { luckyDrawMessages as m } from './messages';

/** Spec §9: the ticket count is applied 1 s after the last keystroke. */
export const TICKET_COUNT_DEBOUNCE_MS = 1000;
/** Spec §9: the count input's max attribute. */
export const TICKET_COUNT_MAX = 1_000_000;
/** Spec §9: the ticket list's page size. */
export const TICKETS_PER_PAGE = 20;
/** Spec §9: the live result is asked for every 10 s while the lucky number is not set. */
export const LIVE_POLL_MS = 10_000;
/** Spec §9: the waiting animation shows another sold number every 100 ms. */
export const RANDOM_CYCLE_MS = 100;

// ---------- Ticket count (spec §5) ----------

/** What the count input keeps of a keystroke: digits only (so never negative), at most 7 of them. */
export function ticketCountDigits(text: string): string {
  return text.replace(/\D+/g, '').slice(0, String(TICKET_COUNT_MAX).length);
}

/** The count typed so far; empty is 0. */
export function parseTicketCount(digits: string): number {
  return digits === '' ? 0 : Number.parseInt(digits, 10);
}

export type CountProblemKind = 'invalid' | 'remaining' | 'tokens';

export interface CountProblem {
  kind: CountProblemKind;
  message: MessageDescriptor;
}

export interface CountFacts {
  count: number;
  remaining: number;
  /** Tokens per ticket. */
  cost: number;
  /** The shopper's tokens; null when unknown (signed out, still loading): not checked then. */
  balance: number | null;
}

/**
 * The first rule a ticket count breaks: count <= 0 'Please enter a valid amount'; more than the
 * remaining tickets 'Not enough remaining tickets'; cost x count above the balance, the
 * token-not-enough text (the ticket modal then offers /token). Pass `tokens: false` when the
 * tickets are paid by transfer, where the balance does not matter.
 */
export function ticketCountProblem(facts: CountFacts, { tokens = true }: { tokens?: boolean } = {}): CountProblem | null {
  const { count, remaining, cost, balance } = facts;
  if (!Number.isFinite(count) || count <= 0) return { kind: 'invalid', message: m.invalidAmount };
  if (count > remaining) return { kind: 'remaining', message: m.notEnoughTickets };
  if (tokens && balance !== null && cost * count > balance) return { kind: 'tokens', message: m.notEnoughTokens };
  return null;
}

// ---------- Transfer payment (spec §5) ----------

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** A payment method ('Please select payment'), then an image ('Please select Payment Image'), images only. */
export function transferProblem({ paymentId, image }: { paymentId: number | null; image: File | null }): MessageDescriptor | null {
  if (paymentId === null) return m.paymentRequired;
  if (image === null) return m.imageRequired;
  if (!isImageFile(image)) return m.imagesOnly;
  return null;
}

// ---------- /lucky-draw navigation state (spec §2) ----------

export type DrawTab = 'all' | 'history' | 'live' | 'prizes';

/**
 * What may open /lucky-draw: `data` ('allPrizes' or 'history', e.g. the bottom navigation),
 * `activeTab`, and the buy modal to open (`showBuyTicketModal`, `selectedProduct`, `buytokenid`;
 * from the product page `fromProductDetail`, where `buytokenid` is the catalogue product's id).
 */
export interface LuckyDrawState {
  data?: 'allPrizes' | 'history';
  activeTab?: string;
  showBuyTicketModal?: boolean;
  selectedProduct?: unknown;
  buytokenid?: number;
  fromProductDetail?: boolean;
}

const TAB_NAMES: Record<string, DrawTab> = {
  all: 'all',
  allprizes: 'all',
  luckydraw: 'all',
  history: 'history',
  live: 'live',
  luckydrawlive: 'live',
  prizes: 'prizes',
  myprizes: 'prizes',
};

/** A tab by any of the names the app uses for it ('LuckyDrawLive', 'history', 'allPrizes'...). */
export function tabByName(name: unknown): DrawTab | null {
  return typeof name === 'string' ? (TAB_NAMES[name.replace(/[\s_-]+/g, '').toLowerCase()] ?? null) : null;
}

export interface BuyRequest {
  /** A ticket product id, or with `byProductId` a catalogue product id. */
  id: number;
  byProductId: boolean;
  /** The card the caller already had (shown until the list has the fresh one). */
  selected: unknown;
}

export function readLuckyDrawState(state: unknown, signedIn: boolean): { tab: DrawTab; buy: BuyRequest | null } {
  const s = (typeof state === 'object' && state !== null ? state : {}) as LuckyDrawState;
  // Only a signed-in shopper has the personal tabs.
  const wanted = tabByName(s.activeTab) ?? tabByName(s.data) ?? 'all';
  const tab = signedIn ? wanted : 'all';
  const id = typeof s.buytokenid === 'number' ? s.buytokenid : null;
  const buy = s.showBuyTicketModal && id !== null ? { id, byProductId: s.fromProductDetail === true, selected: s.selectedProduct ?? null } : null;
  return { tab, buy };
}

// ---------- /lucky-draw-detail (spec §2) ----------

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

/** How much of a batch is sold, 0 to 100 (for the progress bar). */
export function soldPercent(total: number, remaining: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round(((total - remaining) / total) * 100)));
}
