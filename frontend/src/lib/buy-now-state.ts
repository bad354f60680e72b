// The navigation state of Buy now: what /confirm-order reads and what the product page and the
// token page send ({ product, qty }).

export interface BuyNowOrderState {
  product: {
    id: number;
    name: string;
    actualPrice: number;
    featureImage?: string | null;
    category?: string;
    type?: string;
    /** The flash sale, if any (issue 40): the page shows its price inside the window. */
    salePrice?: number | null;
    saleStartsAt?: string | null;
    saleEndsAt?: string | null;
  };
  qty: number;
  /** The size / colour chosen on the product page (issue 37); absent for a product without options. */
  variant?: { id: number; label: string; price: number; salePrice?: number | null; image?: string | null };
}

export function readBuyNow(state: unknown): BuyNowOrderState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Partial<BuyNowOrderState>;
  if (!s.product || typeof s.product.id !== 'number' || typeof s.qty !== 'number') return null;
  const v = s.variant;
  const variant = v && typeof v.id === 'number' && typeof v.label === 'string' && typeof v.price === 'number' ? v : undefined;
  return { product: s.product, qty: Math.max(1, Math.floor(s.qty)), ...(variant ? { variant } : {}) };
}
