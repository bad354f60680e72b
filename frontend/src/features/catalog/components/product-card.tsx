// A product in a two-column grid: square photo, name on two lines at most, category in grey,
// price in red with MMK. Opens /product-detail?id={slug}.
import { Link } from 'react-router-dom';
import type { ProductCardFieldsFragment } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { ProductImage } from '@/components/ui/product-image';

export function ProductCard({ product, eager }: { product: ProductCardFieldsFragment; eager?: boolean }) {
  return (
    <Link to={`/product-detail?id=${encodeURIComponent(product.slug)}`} className="product-card" data-testid="product-card">
      <ProductImage src={product.featureImage} alt={product.name} size={320} eager={eager} className="product-card__image" />
      <div className="product-card__body">
        <h3 className="product-card__name">{product.name}</h3>
        <span className="product-card__category">{product.category}</span>
        <span className="price product-card__price">{formatMMK(product.actualPrice)}</span>
      </div>
    </Link>
  );
}
