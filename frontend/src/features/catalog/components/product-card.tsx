// A product in a two-column grid: square photo, name on two lines at most, category in grey,
// price in red with MMK (during a flash sale the sale price, the regular one struck through and
// the time left). Opens /product-detail?id={slug}.
import { Suspense, lazy } from 'react';
import { Link } from 'react-router-dom';
import type { ProductCardFieldsFragment } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { ProductImage } from '@/components/ui/product-image';

// Few cards have a sale: its price and countdown download with the first card that has one
// (the home page's first download has no room for them); until then the card shows its price.
const SalePrice = lazy(() => import('@/components/sale/sale-price'));

export function ProductCard({ product, eager }: { product: ProductCardFieldsFragment; eager?: boolean }) {
  const price = <span className="price product-card__price">{formatMMK(product.actualPrice)}</span>;
  return (
    <Link to={`/product-detail?id=${encodeURIComponent(product.slug)}`} className="product-card" data-testid="product-card">
      <ProductImage src={product.featureImage} alt={product.name} size={320} eager={eager} className="product-card__image" />
      <div className="product-card__body">
        <h3 className="product-card__name">{product.name}</h3>
        <span className="product-card__category">{product.category}</span>
        {product.salePrice == null ? (
          price
        ) : (
          <Suspense fallback={price}>
            <SalePrice regular={product.actualPrice} sale={product} className="product-card__price" />
          </Suspense>
        )}
      </div>
    </Link>
  );
}
