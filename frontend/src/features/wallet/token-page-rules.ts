// The token page's rules that need no React, kept here so they can be unit tested.
import type { BuyNowOrderState } from '@/lib/buy-now-state';

export type WalletTab = 'get' | 'history';

/** The tab in the URL (`?tab=history`); history only for a signed-in shopper (doc 001 §2). */
export function readTab(value: string | null, signedIn: boolean): WalletTab {
  return value === 'history' && signedIn ? 'history' : 'get';
}

/** The history's change text: one rule for every balance (lib/signed-amount). */
export { signedAmount } from '@/lib/signed-amount';

/**
 * The navigation state of Buy now, the same `{ product, qty }` the product page sends to
 * /confirm-order; a token pack is always bought one at a time (doc 001 §9: quantity fixed at 1).
 */
export function buyNowState(product: BuyNowOrderState['product']): BuyNowOrderState {
  return { product, qty: 1 };
}
