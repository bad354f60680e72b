// The winners pages' rules that need no React, kept here so they can be unit tested.

/**
 * The draw id of /prize-winner-detail: `?id={drawId}` (doc 001 §2), else the navigation state's
 * `id` (or the `luckydrawid` other screens send). Null when there is none or it is not a number.
 */
export function readDrawId(search: string | null, state: unknown): number | null {
  const fromState =
    typeof state === 'object' && state !== null
      ? ((state as { id?: unknown }).id ?? (state as { luckydrawid?: unknown }).luckydrawid ?? (state as { luckyDrawId?: unknown }).luckyDrawId)
      : undefined;
  for (const value of [search, fromState]) {
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
    if (typeof value === 'string' && /^\d+$/.test(value.trim()) && Number(value) > 0) return Number(value);
  }
  return null;
}

/** Where a winner card leads: the draw's detail, with the id in the URL and the state. */
export function detailLink(id: number): { to: string; state: { id: number } } {
  return { to: `/prize-winner-detail?id=${id}`, state: { id } };
}
