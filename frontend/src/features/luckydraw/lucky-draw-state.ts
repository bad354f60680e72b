// What /lucky-draw is opened with (spec section 2): the tab, a buy request, and the list's page
// size and progress bar.

/** Spec §9: the ticket list's page size. */
export const TICKETS_PER_PAGE = 20;

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

/** How much of a batch is sold, 0 to 100 (for the progress bar). */
export function soldPercent(total: number, remaining: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round(((total - remaining) / total) * 100)));
}
