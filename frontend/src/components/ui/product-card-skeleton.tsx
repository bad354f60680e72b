// The grey shape of a product card (the .product-card styles in index.css) while a product list
// loads: the catalogue's grid and the token page's packs.
import { Skeleton } from './skeleton';

export function ProductCardSkeleton() {
  return (
    <div className="product-card" aria-hidden>
      <Skeleton height="auto" radius={0} className="product-card__image" />
      <div className="product-card__body">
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
        <Skeleton height={12} width="40%" />
        <Skeleton height={16} width="55%" />
      </div>
    </div>
  );
}
