// /confirm-order, spec section 2: buy now (navigation state {product, qty} from the product page)
// or the cart (state {cartLineIds}: the selected lines; no state: the whole cart). Billing info,
// order lines, total, payment choice with the merchant accounts, the payment screenshot, Submit;
// or cash on delivery (no screenshot: the shopper pays the courier).
// Server errors show in an error dialog; success goes to /order-success with the order.
// An account with no phone (made with Facebook) is sent to /add-phone first (useRequirePhone),
// and so is a PHONE_REQUIRED refusal; the buy-now state comes back with it.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { useRequirePhone } from '@/components/auth/phone-required';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMMK } from '@/lib/format';
import { saleAhead, salePriceAt, useNow } from '@/lib/sale';
import { serverErrorText } from '@/lib/server-error';
import { CommerceHeader } from '../components/commerce-header';
import { InfoRow } from '../components/info-row';
import { LoadError } from '@/components/ui/load-error';
import { Thumb } from '../components/thumb';
import { PaymentSection } from '@/components/payment/payment-section';
import { formatAddress, readCartLineIds } from '../navigation-state';
import { isImageFile } from '@/lib/image-file';
import { paymentProblem } from '../payment-rules';
import { readBuyNow } from '@/lib/buy-now-state';
import { commerceMessages as m } from '../messages';
import { BillingInfoQuery, BuyNowMutation, CART_REFETCH, CartQuery, CheckoutMutation } from '../queries';
import '../commerce.css';
import { VariantLabel } from '../components/variant-label';
import { DiscountRow, VoucherField, type AppliedVoucher } from '../components/voucher-field';

interface Line {
  key: string;
  name: string;
  variant?: { label: string } | null;
  image?: string | null;
  /** What one unit costs now (a flash sale's price inside its window). */
  price: number;
  qty: number;
  /** Added during a flash sale that has ended since: the normal price is charged. */
  saleEnded?: boolean;
}

export default function ConfirmOrderPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const buyNow = readBuyNow(location.state);
  const cartLineIds = readCartLineIds(location.state);
  const cart = useQuery(CartQuery, { skip: buyNow !== null, fetchPolicy: 'cache-and-network' });
  const billing = useQuery(BillingInfoQuery, { fetchPolicy: 'cache-and-network' });
  const refetchOptions = { refetchQueries: CART_REFETCH };
  const [checkout] = useMutation(CheckoutMutation, refetchOptions);
  const [buy] = useMutation(BuyNowMutation, refetchOptions);
  const [paymentId, setPaymentId] = useState<number | null>(null);
  const [atTheDoor, setAtTheDoor] = useState(false);
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [paymentReference, setPaymentReference] = useState<string | null>(null);
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null);
  const { handlePhoneError } = useRequirePhone(billing.data?.me);
  // Buy now prices the product here, from its sale fields: the page ticks while a sale is ahead,
  // so the line goes back to the normal price when the sale ends (the server charges its own clock).
  const buyNowRegular = buyNow ? (buyNow.variant?.price ?? buyNow.product.actualPrice) : 0;
  const buyNowSalePrice = buyNow ? (buyNow.variant ? buyNow.variant.salePrice : buyNow.product.salePrice) : null;
  const now = useNow(buyNow !== null && saleAhead({ ...buyNow.product, salePrice: buyNowSalePrice }, Date.now()));

  let lines: Line[] = [];
  if (buyNow) {
    lines = [
      {
        key: `p${buyNow.product.id}`,
        name: buyNow.product.name,
        variant: buyNow.variant,
        image: buyNow.variant?.image ?? buyNow.product.featureImage,
        price: salePriceAt(buyNow.product, buyNowRegular, now, buyNowSalePrice) ?? buyNowRegular,
        qty: buyNow.qty,
      },
    ];
  } else if (cart.data) {
    lines = cart.data.cart.lines
      .filter((line) => line.product.available && (cartLineIds === null || cartLineIds.includes(line.id)))
      .map((line) => ({
        key: `c${line.id}`,
        name: line.product.name,
        variant: line.variant,
        image: line.product.featureImage,
        price: line.unitPrice,
        qty: line.qty,
        saleEnded: line.saleEnded,
      }));
  }
  const goods = lines.reduce((sum, line) => sum + line.price * line.qty, 0);
  // What is paid: the server's figure once a voucher is applied (the QR and the receipt check use it).
  const total = voucher ? voucher.total : goods;

  if (!buyNow && cart.loading && !cart.data) return <ConfirmSkeleton />;
  if (!buyNow && cart.error && !cart.data) {
    return (
      <Page className="cm-page">
        <LoadError onRetry={() => void cart.refetch()} />
      </Page>
    );
  }
  if (!buyNow && cart.data && lines.length === 0 && !sending) return <Navigate to="/cart-list" replace />;

  function chooseScreenshot(file: File | null) {
    setScreenshot(file);
    setProblem(file && !isImageFile(file) ? intl.formatMessage(m.imagesOnly) : null);
  }

  async function submit() {
    // Cash on delivery sends no screenshot, even one chosen before switching to it.
    const paymentScreenshot = atTheDoor ? null : screenshot;
    const reference = atTheDoor ? null : paymentReference;
    const voucherCode = voucher?.code ?? null;
    const rule = paymentProblem({ paymentId, screenshot }, atTheDoor);
    if (rule) {
      setProblem(intl.formatMessage(rule));
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const order = buyNow
        ? (await buy({ variables: { paymentId, paymentScreenshot, paymentReference: reference, productId: buyNow.product.id, qty: buyNow.qty, variantId: buyNow.variant?.id, voucherCode } })).data?.buyNow
        : (await checkout({ variables: { paymentId, paymentScreenshot, paymentReference: reference, cartLineIds: cartLineIds ?? undefined, voucherCode } })).data?.checkout;
      if (order) navigate('/order-success', { state: { order }, replace: true });
      else setSending(false);
    } catch (e) {
      setSending(false);
      if (!handlePhoneError(e)) setFailure(serverErrorText(e, intl));
    }
  }

  const me = billing.data?.me;
  const address = formatAddress(me);

  return (
    <Page className="cm-page cm-page--with-bar">
      <CommerceHeader title={intl.formatMessage(m.confirmOrderTitle)} backTo={buyNow ? undefined : '/cart-list'} />
      <section className="cm-card" aria-labelledby="cm-billing">
        <div className="cm-card__head">
          <h2 id="cm-billing" className="cm-card__title">
            {intl.formatMessage(m.billingInfo)}
          </h2>
          <Link to="/edit-shipping-info" className="cm-link">
            {intl.formatMessage(m.editAddress)}
          </Link>
        </div>
        {me ? (
          <dl className="cm-info">
            <InfoRow label={intl.formatMessage(m.name)}>{me.name}</InfoRow>
            <InfoRow label={intl.formatMessage(m.phone)}>{me.phone}</InfoRow>
            <InfoRow label={intl.formatMessage(m.address)} testId="billing-address">
              {address || <span className="cm-muted">{intl.formatMessage(m.noAddress)}</span>}
            </InfoRow>
          </dl>
        ) : (
          <Skeleton height={72} />
        )}
      </section>
      <section className="cm-card" aria-labelledby="cm-items">
        <h2 id="cm-items" className="cm-card__title">
          {intl.formatMessage(m.orderItems)}
        </h2>
        <ul className="cm-order-lines" role="list">
          {lines.map((line) => (
            <li key={line.key} className="cm-order-line" data-testid="order-line">
              <Thumb src={line.image} size={56} />
              <div className="cm-order-line__body">
                <span className="cm-line__name">{line.name}</span>
                <VariantLabel variant={line.variant} />
                <span className="cm-muted">
                  {formatMMK(line.price)} {intl.formatMessage(m.qtyTimes, { qty: line.qty })}
                </span>
                {line.saleEnded && (
                  <span className="cm-line__note" data-testid="sale-ended">
                    {intl.formatMessage(m.saleEnded)}
                  </span>
                )}
              </div>
              <span className="cm-order-line__sum">{formatMMK(line.price * line.qty)}</span>
            </li>
          ))}
        </ul>
        {voucher && <DiscountRow voucher={voucher} />}
        <div className="cm-total-row">
          <span>{intl.formatMessage(voucher ? m.amountDue : m.total)}</span>
          <span className="price" data-testid="order-total">
            {formatMMK(total)}
          </span>
        </div>
        <VoucherField
          lines={buyNow ? { productId: buyNow.product.id, variantId: buyNow.variant?.id, qty: buyNow.qty } : { cartLineIds }}
          applied={voucher}
          onApplied={(applied) => {
            setVoucher(applied);
            // A QR made for the old amount no longer fits: the payment section makes a new one.
            setPaymentReference(null);
          }}
        />
      </section>
      <PaymentSection
        paymentId={paymentId}
        onPaymentChange={(id, cod) => {
          setPaymentId(id);
          setAtTheDoor(cod);
          setProblem(null);
        }}
        cashOnDelivery={{ total }}
        qr={{ kind: 'ORDER', amount: total, onReference: setPaymentReference }}
        screenshot={screenshot}
        onScreenshotChange={chooseScreenshot}
        error={problem}
      />
      <div className="cm-bar">
        <div className="cm-bar__total">
          <span>{intl.formatMessage(m.total)}</span>
          <span className="price">{formatMMK(total)}</span>
        </div>
        <Button size="lg" loading={sending} onClick={() => void submit()}>
          {intl.formatMessage(m.submit)}
        </Button>
      </div>
      <AlertDialog open={failure !== null} type="error" text={failure} onClose={() => setFailure(null)} />
    </Page>
  );
}

function ConfirmSkeleton() {
  return (
    <Page className="cm-page">
      <div aria-busy="true" style={{ display: 'grid', gap: 12 }}>
        <Skeleton height={32} width="50%" />
        <Skeleton height={96} />
        <Skeleton height={120} />
        <Skeleton height={120} />
      </div>
    </Page>
  );
}
