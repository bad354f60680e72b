// The navigation states the cart, checkout and shipping screens send each other, and the one-line
// address they show.

export interface CartOrderState {
  /** The selected cart lines (`CartLine.id`). */
  cartLineIds: number[];
}

export function readCartLineIds(state: unknown): number[] | null {
  if (typeof state !== 'object' || state === null) return null;
  const ids = (state as Partial<CartOrderState>).cartLineIds;
  return Array.isArray(ids) && ids.every((id) => typeof id === 'number') ? ids : null;
}

/** `{ ids }` (to-ship item ids) for /confirm-shipping; `{ id }` for the detail page. */
export function readIds(state: unknown): number[] | null {
  if (typeof state !== 'object' || state === null) return null;
  const ids = (state as { ids?: unknown }).ids;
  return Array.isArray(ids) && ids.every((id) => typeof id === 'number') && ids.length > 0 ? (ids as number[]) : null;
}

export function readId(state: unknown): number | null {
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as { id?: unknown }).id;
  return typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null;
}

/** One line of the shipping address from the profile. */
export function formatAddress(me: { address?: string | null; township?: { name: string } | null; region?: { name: string } | null; postalCode?: string | null } | null | undefined): string {
  if (!me) return '';
  return [me.address, me.township?.name, me.region?.name, me.postalCode].filter((part) => part && part.trim()).join(', ');
}
