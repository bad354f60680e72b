// The 'get token' tab: token packs in a two-column grid (photo, name, tokens in the pack, price)
// with a Buy now button each, infinite scroll and 'No more items to load' at the end. Buy now
// sends a visitor to /signin and a shopper to /confirm-order with the pack and quantity 1, the
// same navigation state as the product page's Buy now (doc 001 §2, §5).
import { Coins, PackageX } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ProductImage } from '@/components/ui/product-image';
import { PagedProductGrid } from '@/components/ui/paged-product-grid';
import type { TokenProductFieldsFragment } from '@/gql/graphql';
import { useAuth } from '@/lib/auth';
import { formatMMK } from '@/lib/format';
import { usePagedList } from '@/lib/use-paged-list';
import { buyNowState } from '../token-page-rules';
import { walletMessages as m } from '../messages';
import { TokenProductsQuery } from '../queries';

const FIRST_PAGE = { page: 1, perPage: 20 };

export function TokenProductCard({ product, onBuy, eager }: { product: TokenProductFieldsFragment; onBuy: () => void; eager?: boolean }) {
  const intl = useIntl();
  return (
    <article className="product-card wl-pack" data-testid="token-product">
      <Link to={`/product-detail?id=${encodeURIComponent(product.slug)}`} className="wl-pack__link">
        <ProductImage src={product.featureImage} alt={product.name} size={320} eager={eager} className="product-card__image" />
        <div className="product-card__body">
          <h3 className="product-card__name">{product.name}</h3>
          {product.token != null && (
            <span className="wl-pack__tokens">
              <Coins size={16} aria-hidden />
              {intl.formatMessage(m.tokens, { count: product.token })}
            </span>
          )}
          <span className="price product-card__price">{formatMMK(product.actualPrice)}</span>
        </div>
      </Link>
      <div className="wl-pack__action">
        <Button size="sm" block onClick={onBuy}>
          {intl.formatMessage(m.buyNow)}
        </Button>
      </div>
    </article>
  );
}

export function TokenProductGrid() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { isSignedIn } = useAuth();
  const list = usePagedList(TokenProductsQuery, FIRST_PAGE, 'products');

  function buy(product: TokenProductFieldsFragment) {
    if (!isSignedIn) return navigate('/signin');
    navigate('/confirm-order', { state: buyNowState(product) });
  }

  return (
    <PagedProductGrid
      list={list}
      testId="token-products"
      failedText={intl.formatMessage(m.loadFailed)}
      empty={<EmptyState icon={<PackageX size={40} />} title={intl.formatMessage(m.noProducts)} text={intl.formatMessage(m.noProductsText)} />}
      renderItem={(product, index) => <TokenProductCard key={product.id} product={product} eager={index < 2} onBuy={() => buy(product)} />}
    />
  );
}
