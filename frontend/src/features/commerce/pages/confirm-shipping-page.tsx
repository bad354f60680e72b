// /confirm-shipping, spec section 2: shipping address, the selected to-ship items (ids in the
// navigation state), the total shipping fee, a notice, payment choice, screenshot and Confirm.
// Success goes to /shipping-order-success with the shipping order.
// An account with no phone (made with Facebook) is sent to /add-phone first (useRequirePhone),
// and so is a PHONE_REQUIRED refusal; the selected items come back with it.
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
import { serverErrorText } from '@/lib/server-error';
import { CommerceHeader } from '../components/commerce-header';
import { Thumb } from '../components/thumb';
import { VariantLabel } from '../components/variant-label';
import { TypeBadge } from '../components/order-badges';
import { PaymentSection } from '@/components/payment/payment-section';
import { formatAddress, readIds } from '../navigation-state';
import { isImageFile } from '@/lib/image-file';
import { paymentProblem } from '../payment-rules';
import { commerceMessages as m } from '../messages';
import { BillingInfoQuery, CreateShippingOrderMutation, ShippingPriceQuery, ToShipItemsQuery } from '../queries';
import '../commerce.css';

export default function ConfirmShippingPage() {
  const ids = readIds(useLocation().state);
  if (!ids) return <Navigate to="/my-orders-to-ship" replace />;
  return <ConfirmShipping ids={ids} />;
}

function ConfirmShipping({ ids }: { ids: number[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const items = useQuery(ToShipItemsQuery, { fetchPolicy: 'cache-and-network' });
  const price = useQuery(ShippingPriceQuery, { variables: { orderItemIds: ids }, fetchPolicy: 'network-only' });
  const billing = useQuery(BillingInfoQuery, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CreateShippingOrderMutation, { refetchQueries: ['CommerceToShipItems', 'CommerceShippingOrders'] });
  const [paymentId, setPaymentId] = useState<number | null>(null);
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [paymentReference, setPaymentReference] = useState<string | null>(null);
  const { handlePhoneError } = useRequirePhone(billing.data?.me);
  const selected = (items.data?.toShipItems ?? []).filter((item) => ids.includes(item.id));
  const address = formatAddress(billing.data?.me);

  function chooseScreenshot(file: File | null) {
    setScreenshot(file);
    setProblem(file && !isImageFile(file) ? intl.formatMessage(m.imagesOnly) : null);
  }

  async function submit() {
    const rule = paymentProblem({ paymentId, screenshot });
    if (rule) return setProblem(intl.formatMessage(rule));
    setProblem(null);
    setSending(true);
    try {
      const result = await create({ variables: { orderItemIds: ids, paymentId, paymentScreenshot: screenshot, paymentReference } });
      const shippingOrder = result.data?.createShippingOrder;
      if (shippingOrder) navigate('/shipping-order-success', { state: { shippingOrder }, replace: true });
      else setSending(false);
    } catch (e) {
      setSending(false);
      if (!handlePhoneError(e)) setFailure(serverErrorText(e, intl));
    }
  }

  return (
    <Page className="cm-page cm-page--with-bar">
      <CommerceHeader title={intl.formatMessage(m.confirmShippingTitle)} backTo="/my-orders-to-ship" />
      <section className="cm-card" aria-labelledby="cm-ship-address">
        <div className="cm-card__head">
          <h2 id="cm-ship-address" className="cm-card__title">
            {intl.formatMessage(m.shippingInfo)}
          </h2>
          <Link to="/edit-shipping-info" className="cm-link">
            {intl.formatMessage(m.editAddress)}
          </Link>
        </div>
        {billing.data ? (
          <dl className="cm-info">
            <InfoLine label={intl.formatMessage(m.name)} value={billing.data.me.name} />
            <InfoLine label={intl.formatMessage(m.phone)} value={billing.data.me.phone ?? ''} />
            <InfoLine label={intl.formatMessage(m.shippingAddress)} value={address || intl.formatMessage(m.noAddress)} />
          </dl>
        ) : (
          <Skeleton height={64} />
        )}
      </section>
      <section className="cm-card" aria-labelledby="cm-ship-items">
        <h2 id="cm-ship-items" className="cm-card__title">
          {intl.formatMessage(m.selectedItems)}
        </h2>
        {items.loading && !items.data ? (
          <Skeleton height={64} />
        ) : (
          <ul className="cm-order-lines" role="list">
            {selected.map((item) => (
              <li key={item.id} className="cm-order-line" data-testid="ship-item">
                <Thumb src={item.product.featureImage} size={56} />
                <div className="cm-order-line__body">
                  <span className="cm-line__name">{item.product.name}</span>
                  <VariantLabel variant={item.variant} />
                  <span className="cm-muted">
                    {intl.formatMessage(m.qtyTimes, { qty: item.qty })} · {intl.formatMessage(m.kg, { kg: item.product.kg })}
                  </span>
                </div>
                <TypeBadge type={item.type} />
              </li>
            ))}
          </ul>
        )}
        <div className="cm-total-row">
          <span>{intl.formatMessage(m.shippingFee)}</span>
          <span className="price" data-testid="shipping-fee">
            {price.data ? formatMMK(price.data.shippingPrice) : price.error ? '—' : <Skeleton width={80} height={18} />}
          </span>
        </div>
      </section>
      <p className="cm-notice" role="note">
        {intl.formatMessage(m.shippingNotice)}
      </p>
      <PaymentSection
        paymentId={paymentId}
        onPaymentChange={(id) => {
          setPaymentId(id);
          setProblem(null);
        }}
        qr={{ kind: 'SHIPPING_FEE', amount: price.data?.shippingPrice ?? 0, onReference: setPaymentReference }}
        screenshot={screenshot}
        onScreenshotChange={chooseScreenshot}
        error={problem}
      />
      <div className="cm-bar">
        <div className="cm-bar__total">
          <span>{intl.formatMessage(m.shippingFee)}</span>
          <span className="price">{price.data ? formatMMK(price.data.shippingPrice) : '—'}</span>
        </div>
        <Button size="lg" loading={sending} onClick={() => void submit()}>
          {intl.formatMessage(m.confirm)}
        </Button>
      </div>
      <AlertDialog
        open={failure !== null || (price.error !== undefined && !price.data)}
        type="error"
        text={failure ?? (price.error ? serverErrorText(price.error, intl) : null)}
        onClose={() => (failure !== null ? setFailure(null) : navigate('/my-orders-to-ship'))}
      />
    </Page>
  );
}

function InfoLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="cm-info-row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
