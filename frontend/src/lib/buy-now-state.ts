// The navigation state of Buy now: what /confirm-order reads and what the product page and the
// token page send ({ product, qty }).

export interface BuyNowOrderState {
  product: { id: number; name: string; actualPrice: number; featureImage?: string | null; category?: string; type?: string };
  qty: number;
}

export function readBuyNow(state: unknown): BuyNowOrderState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Partial<BuyNowOrderState>;
  if (!s.product || typeof s.product.id !== 'number' || typeof s.qty !== 'number') return null;
  return { product: s.product, qty: Math.max(1, Math.floor(s.qty)) };
}
