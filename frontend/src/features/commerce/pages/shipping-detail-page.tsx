// /my-orders-shipping-detail (state {id}), spec section 2: tabs to the three lists; shipping id,
// status, item count, total price, payment, order date; progress steps To Ship, Shipping,
// Received; once on the way with a courier (issue 38), the Delivery card (courier, phone, tracking
// number with copy, Track parcel); the items (image, name, category, price, type, status, weight in
// kg). The Received button is hidden once received and enabled only when approved; after it,
// 'Success' and /my-orders-received. A received parcel's items can be returned (Return items:
// ReturnDialog, issue 39).
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Check } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMMK } from '@/lib/format';
import { serverErrorText } from '@/lib/server-error';
import { CommerceHeader } from '../components/commerce-header';
import { InfoRow } from '../components/info-row';
import { LoadError } from '@/components/ui/load-error';
import { OrderTabs } from '../components/order-tabs';
import { ShippingStatusBadge, TypeBadge } from '../components/order-badges';
import { Thumb } from '../components/thumb';
import { useFormatDateTime } from '@/lib/use-format-date-time';
import { progressStep } from '../order-status';
import { readId } from '../navigation-state';
import { commerceMessages as m } from '../messages';
import { ConfirmReceivedMutation, ShippingOrderQuery } from '../queries';
import '../commerce.css';
import { VariantLabel } from '../components/variant-label';
import { ReturnDialog } from '../components/return-dialog';
import { CourierSection } from '../components/courier-section';

export default function ShippingDetailPage() {
  const id = readId(useLocation().state);
  if (id === null) return <Navigate to="/my-orders-shipping" replace />;
  return <ShippingDetail id={id} />;
}

function ShippingDetail({ id }: { id: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const formatDate = useFormatDateTime();
  const { data, loading, error, refetch } = useQuery(ShippingOrderQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [confirmReceived, confirming] = useMutation(ConfirmReceivedMutation, { refetchQueries: ['CommerceShippingOrders'] });
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [returning, setReturning] = useState(false);
  const [asked, setAsked] = useState<string | null>(null);

  async function received() {
    try {
      await confirmReceived({ variables: { id } });
      setDone(intl.formatMessage(m.success));
    } catch (e) {
      setFailure(serverErrorText(e, intl));
    }
  }

  const order = data?.shippingOrder;
  const steps = [m.tabToShip, m.tabShipping, m.tabReceived];
  const step = order ? progressStep(order.status) : 0;
  const totalPrice = order ? order.orderItems.reduce((sum, item) => sum + item.product.actualPrice * item.qty, 0) : 0;

  return (
    <Page className="cm-page cm-page--with-bar">
      <CommerceHeader title={intl.formatMessage(m.shippingDetailTitle)} backTo="/my-orders-shipping" />
      <OrderTabs />
      {loading && !data ? (
        <div style={{ display: 'grid', gap: 10 }} aria-busy="true">
          <Skeleton height={140} />
          <Skeleton height={96} />
        </div>
      ) : error && !data ? (
        error.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND') ? (
          <EmptyState title={intl.formatMessage(m.notFound)} />
        ) : (
          <LoadError onRetry={() => void refetch()} />
        )
      ) : order ? (
        <>
          <section className="cm-card">
            <dl className="cm-info">
              <InfoRow label={intl.formatMessage(m.shippingId)} testId="shipping-id">
                {order.shippingOrderId}
              </InfoRow>
              <InfoRow label={intl.formatMessage(m.status)}>
                <ShippingStatusBadge status={order.status} />
              </InfoRow>
              <InfoRow label={intl.formatMessage(m.items)}>{intl.formatMessage(m.itemCount, { count: order.orderItems.length })}</InfoRow>
              <InfoRow label={intl.formatMessage(m.totalPrice)}>{formatMMK(totalPrice)}</InfoRow>
              <InfoRow label={intl.formatMessage(m.shippingPrice)}>{formatMMK(order.shippingPrice)}</InfoRow>
              <InfoRow label={intl.formatMessage(m.payment)}>{order.payment}</InfoRow>
              <InfoRow label={intl.formatMessage(m.orderDate)}>{formatDate(order.orderDate)}</InfoRow>
              {order.receivedDate ? <InfoRow label={intl.formatMessage(m.receivedDate)}>{formatDate(order.receivedDate)}</InfoRow> : null}
            </dl>
            {order.codAmount != null && (
              <p className="cm-cod" data-testid="shipping-cod">
                <strong>{intl.formatMessage(m.codToPay, { amount: formatMMK(order.codAmount) })}</strong>
              </p>
            )}
            {order.status === 'REJECTED' && (
              <p className="cm-error-text">
                {intl.formatMessage(m.rejected)}
                {order.rejectReason ? ` ${intl.formatMessage(m.reason, { reason: order.rejectReason })}` : ''}
              </p>
            )}
          </section>
          <ol className="cm-card cm-steps" aria-label={intl.formatMessage(m.progress)}>
            {steps.map((label, i) => (
              <li key={label.id} className="cm-step" data-done={i <= step || undefined} aria-current={i === step ? 'step' : undefined}>
                <span className="cm-step__dot" aria-hidden>
                  {i <= step ? <Check size={14} /> : i + 1}
                </span>
                <span className="cm-step__label">{intl.formatMessage(label)}</span>
              </li>
            ))}
          </ol>
          <CourierSection order={order} />
          <ul className="cm-lines" role="list">
            {order.orderItems.map((item) => (
              <li key={item.id} className="cm-card cm-line cm-line--detail" data-testid="shipping-item">
                <Thumb src={item.product.featureImage} size={64} />
                <div className="cm-line__body">
                  <span className="cm-line__name">{item.product.name}</span>
                  <VariantLabel variant={item.variant} />
                  <span className="cm-muted">{item.product.category}</span>
                  <div className="cm-line__qty">
                    <span className="price">{formatMMK(item.product.actualPrice)}</span>
                    <span className="cm-muted">{intl.formatMessage(m.qtyTimes, { qty: item.qty })}</span>
                  </div>
                  <div className="cm-line__qty">
                    <TypeBadge type={item.type} />
                    <ShippingStatusBadge status={item.status} />
                    <span className="cm-muted">
                      {intl.formatMessage(m.weight)}: {intl.formatMessage(m.kg, { kg: item.product.kg })}
                    </span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {order.status === 'RECEIVED' && order.orderItems.some((item) => item.type === 'product') && (
            <div className="cm-bar">
              <Button size="lg" variant="outline" onClick={() => setReturning(true)}>
                {intl.formatMessage(m.returnButton)}
              </Button>
            </div>
          )}
          {returning && (
            <ReturnDialog
              items={order.orderItems.filter((item) => item.type === 'product').map((item) => ({ id: item.id, name: item.variant ? `${item.product.name} (${item.variant.label})` : item.product.name }))}
              onClose={() => setReturning(false)}
              onAsked={(returnId) => {
                setReturning(false);
                setAsked(intl.formatMessage(m.returnAsked, { id: returnId }));
              }}
            />
          )}
          {order.status !== 'RECEIVED' && (
            <div className="cm-bar">
              <span className="cm-bar__total">
                <ShippingStatusBadge status={order.status} />
              </span>
              <Button size="lg" disabled={order.status !== 'APPROVED'} loading={confirming.loading} onClick={() => void received()}>
                {intl.formatMessage(m.receivedButton)}
              </Button>
            </div>
          )}
        </>
      ) : null}
      <AlertDialog open={done !== null} type="success" text={done} onClose={() => navigate('/my-orders-received')} />
      <AlertDialog open={failure !== null} type="error" text={failure} onClose={() => setFailure(null)} />
      <AlertDialog open={asked !== null} type="success" text={asked} onClose={() => setAsked(null)} />
    </Page>
  );
}
