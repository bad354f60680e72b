// /product-detail?id={slug} (doc 000 §2): breadcrumb, photos, price, add to cart, stars and
// reviews with 'Rate this product' (the review dialog in its product-rating form, its own chunk;
// a visitor goes to /signin), quantity and total, description, and the Buy now / Buy token bar.
// A missing id or an unknown product shows 'No product found' with Go Back (doc 001 §2); an empty
// id goes back to /. A product the phone has not saved, opened offline, says so (with Try again),
// never 'No product found' (lib/read-failure.ts).
import { Suspense, lazy, useDeferredValue, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { ShoppingCart } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ProductNotFound } from '@/components/review/product-not-found';
import type { ReviewValues } from '@/components/review/review-dialog';
import { Page } from '@/components/ui/page';
import { LoadError } from '@/components/ui/load-error';
import { OfflineState } from '@/components/ui/offline-state';
import { LazyAlertDialog } from '@/components/ui/lazy-alert-dialog';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { Skeleton } from '@/components/ui/skeleton';
import type { ProductDetailQuery as ProductDetailData } from '@/gql/graphql';
import { useAuth } from '@/lib/auth';
import { formatMMK } from '@/lib/format';
import { saleAhead, salePriceAt, useNow } from '@/lib/sale';
import { SalePrice } from '@/components/sale/sale-price';
import { prefetchQuery } from '@/lib/prefetch';
import { isNotFound, isOffline } from '@/lib/read-failure';
import { Breadcrumb } from '../components/breadcrumb';
import { ProductGallery } from '../components/product-gallery';
import { ProductReviews } from '../components/product-reviews';
import { VariantPicker } from '../components/variant-picker';
import { emptyChoice, firstUnchosen, stockHint, variantFor, type Choice } from '../variant-choice';
import { catalogPageMessages as m } from '../page-messages';
import { AddToCartMutation, ProductDetailQuery, RateProductMutation } from '../queries';

const ReviewDialog = lazy(() => import('@/components/review/review-dialog'));

export type ProductDetail = ProductDetailData['product'];

/** The chosen variant as Buy now hands it to /confirm-order (its label "41 / Black"). */
export interface BuyNowVariant {
  id: number;
  label: string;
  /** Its price outside any sale. */
  price: number;
  /** Its flash sale price (in the product's window), if it has one. */
  salePrice?: number | null;
  image?: string | null;
}

/** Navigation state of Buy now: /confirm-order reads the product, the variant and the quantity. */
export interface BuyNowState {
  product: ProductDetail;
  qty: number;
  variant?: BuyNowVariant;
}

/** Navigation state of Buy token: /lucky-draw opens its buy-ticket modal for this product. */
export interface BuyTokenState {
  data: 'allPrizes';
  showBuyTicketModal: true;
  selectedProduct: ProductDetail;
  buytokenid: number;
  fromProductDetail: true;
}

/** The product a visit opens on, asked for as soon as this chunk arrives (lib/prefetch.ts). */
export function prefetch(url: URL) {
  const slug = url.searchParams.get('id');
  if (slug?.trim()) prefetchQuery(ProductDetailQuery, { slug });
}

export default function ProductDetailPage() {
  const [params] = useSearchParams();
  const slug = params.get('id');
  if (slug === null) return <ProductNotFound />;
  if (slug.trim() === '') return <Navigate to="/" replace />;
  return <ProductDetailView key={slug} slug={slug} />;
}

function ProductDetailView({ slug }: { slug: string }) {
  const intl = useIntl();
  const { data: answer, loading, error, refetch } = useQuery(ProductDetailQuery, { variables: { slug } });
  // The product renders from a deferred copy of the answer: Apollo's update is rendered in one
  // go, and the whole product view is the page's longest task on a slow phone; deferred, the
  // skeleton stays a moment longer while React renders the product in slices.
  const data = useDeferredValue(answer);

  if ((loading && !answer) || (answer && !data)) return <ProductSkeleton />;
  if (error && !data) {
    // Only the server's NOT_FOUND means no such product; offline, the phone has not saved it.
    if (isNotFound(error)) return <ProductNotFound />;
    if (isOffline()) {
      return (
        <Page>
          <OfflineState onRetry={() => void refetch().catch(() => undefined)} />
        </Page>
      );
    }
    return (
      <Page>
        <LoadError onRetry={() => void refetch()} message={error.networkError ? error.networkError.message : error.message} />
      </Page>
    );
  }
  if (!data) return <ProductNotFound />;
  return <ProductView product={data.product} refetch={refetch} />;
}

function ProductView({ product, refetch }: { product: ProductDetail; refetch: () => Promise<unknown> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { isSignedIn } = useAuth();
  const [qty, setQty] = useState(1);
  const [added, setAdded] = useState<{ qty: number; name: string } | null>(null);
  // The cart list and the top bar's badge reload after an add (spec section 4).
  const [add, adding] = useMutation(AddToCartMutation, { refetchQueries: ['CommerceCart', 'ShellCartCount'] });
  const [rate] = useMutation(RateProductMutation);
  const [rating, setRating] = useState(false);
  const isTokenProduct = product.type === 'TOKEN_PRODUCT';
  // Options (issue 37): nothing is chosen at first; the price, photo and stock follow the full choice.
  const hasOptions = product.options.length > 0;
  // Kept as value positions, so a language change (values in another language) keeps the choice.
  const [chosenAt, setChosenAt] = useState<(number | null)[]>(() => emptyChoice(product.options).map(() => null));
  const choice: Choice = product.options.map((option, i) => (chosenAt[i] != null ? (option.values[chosenAt[i]!] ?? null) : null));
  const setChoice = (next: Choice) => setChosenAt(next.map((value, i) => (value === null ? null : product.options[i].values.indexOf(value))));
  const variant = hasOptions ? variantFor(product.variants, choice) : null;
  const missing = hasOptions ? firstUnchosen(choice) : -1;
  const blocked = hasOptions && (missing >= 0 || !variant || !variant.available);
  const regular = variant ? variant.price : product.actualPrice;
  const salePrice = variant ? variant.salePrice : product.salePrice;
  // Ticks while a sale is on or ahead, so the total follows the countdown to its end.
  const now = useNow(saleAhead({ ...product, salePrice }, Date.now()));
  const price = salePriceAt(product, regular, now, salePrice) ?? regular;
  const stock = stockHint(variant);
  const baseImages = [product.featureImage, ...product.productImages].filter((src): src is string => Boolean(src));
  const images = variant?.image ? [variant.image, ...baseImages.filter((src) => src !== variant.image)] : baseImages;
  const chooseHint = missing >= 0 ? intl.formatMessage(m.chooseOption, { option: product.options[missing].name }) : null;

  async function addToCart() {
    if (!isSignedIn) return navigate('/signin');
    try {
      if (blocked) return;
      const result = await add({ variables: { input: { productId: product.id, qty, variantId: variant?.id } } });
      const line = result.data?.addToCart.lines.find((l) => l.product.id === product.id);
      setAdded({ qty, name: line?.product.name ?? product.name });
    } catch {
      // Spec section 8: an add-to-cart failure shows nothing.
    }
  }

  function openRating() {
    if (!isSignedIn) return navigate('/signin');
    setRating(true);
  }

  /** Rates the product, then asks for it again so the stars, the count and the reviews change. */
  async function sendRating({ rating: stars, comment }: ReviewValues) {
    await rate({ variables: { productId: product.id, rating: stars, comment } });
    await refetch().catch(() => undefined);
  }

  function buyNow() {
    if (!isSignedIn) return navigate('/signin');
    if (blocked) return;
    const chosen: BuyNowVariant | undefined = variant
      ? { id: variant.id, label: variant.optionValues.join(' / '), price: variant.price, salePrice: variant.salePrice, image: variant.image }
      : undefined;
    navigate('/confirm-order', { state: { product, qty, variant: chosen } satisfies BuyNowState });
  }

  function buyToken() {
    if (!isSignedIn) return navigate('/signin');
    const state: BuyTokenState = {
      data: 'allPrizes',
      showBuyTicketModal: true,
      selectedProduct: product,
      buytokenid: product.id,
      fromProductDetail: true,
    };
    navigate('/lucky-draw', { state });
  }

  return (
    <div className="pd-page">
      <div className="page" style={{ paddingBottom: 0 }}>
        <Breadcrumb items={[{ label: product.category, to: `/category?category_id=${product.categoryId}` }, { label: product.name }]} />
      </div>
      <ProductGallery name={product.name} images={images} />
      <div className="page" style={{ paddingTop: 0 }}>
        <section className="section pd-info">
          <h1 className="pd-name">{product.name}</h1>
          <span className="pd-category">{product.category}</span>
          <div className="pd-price-row">
            <SalePrice regular={regular} sale={product} salePrice={salePrice} className="pd-price" testId="price" upcoming />
            {!isTokenProduct && (
              <button
                type="button"
                className="ui-icon-button pd-cart-button"
                onClick={() => void addToCart()}
                disabled={adding.loading || blocked}
                aria-label={intl.formatMessage(m.addToCart)}
                aria-describedby={chooseHint ? 'pd-choose-hint' : undefined}
              >
                <ShoppingCart size={22} aria-hidden />
              </button>
            )}
          </div>
          {hasOptions && <VariantPicker options={product.options} variants={product.variants} choice={choice} onChange={setChoice} />}
          {stock && (
            <span className={`pd-stock${stock.kind === 'soldOut' ? ' pd-stock--out' : ''}`} data-testid="stock" role="status">
              {stock.kind === 'soldOut' ? intl.formatMessage(m.soldOut) : intl.formatMessage(m.onlyLeft, { count: stock.count })}
            </span>
          )}
          {chooseHint && (
            <span id="pd-choose-hint" className="pd-hint" data-testid="choose-hint">
              {chooseHint}
            </span>
          )}
          <ProductReviews ratingAverage={product.ratingAverage} reviews={product.reviews} onRate={openRating} />
        </section>
        <section className="section pd-qty">
          <QuantityStepper value={qty} onChange={setQty} label={intl.formatMessage(m.quantity)} />
          <div className="pd-total">
            <span>{intl.formatMessage(m.total)}</span>
            <span className="price" data-testid="total">
              {formatMMK(price * qty)}
            </span>
          </div>
        </section>
        {product.description && (
          <section className="section" aria-labelledby="pd-description">
            <h2 id="pd-description" className="section-title">
              {intl.formatMessage(m.description)}
            </h2>
            {/* Sanitised by the server when saved (schema: "Sanitised HTML"). */}
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.description }} />
          </section>
        )}
      </div>
      <div className="pd-actions">
        <Button size="lg" onClick={buyNow} disabled={blocked} aria-describedby={chooseHint ? 'pd-choose-hint' : undefined}>
          {intl.formatMessage(m.buyNow)}
        </Button>
        {!isTokenProduct && (
          <Button size="lg" variant="outline" onClick={buyToken}>
            {intl.formatMessage(m.buyToken)}
          </Button>
        )}
      </div>
      {rating && (
        <Suspense fallback={null}>
          <ReviewDialog open kind="rating" subject={product.name} onClose={() => setRating(false)} onSubmit={sendRating} />
        </Suspense>
      )}
      <LazyAlertDialog
        open={added !== null}
        onClose={() => setAdded(null)}
        type="success"
        text={added ? intl.formatMessage(m.addedToCart, added) : null}
      />
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div className="pd-page" aria-busy="true">
      <div className="page" style={{ display: 'grid', gap: 12 }}>
        <Skeleton height={16} width="70%" />
        <div style={{ display: 'flex', gap: 10, overflow: 'hidden' }}>
          <Skeleton width="67%" height="auto" className="pd-skeleton-photo" />
          <Skeleton width="30%" height="auto" className="pd-skeleton-photo" />
        </div>
        <Skeleton height={22} width="85%" />
        <Skeleton height={28} width="45%" />
        <Skeleton height={44} />
        <Skeleton height={90} />
      </div>
    </div>
  );
}
