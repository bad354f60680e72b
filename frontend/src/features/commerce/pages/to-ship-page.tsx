// /my-orders-to-ship, spec section 2: the to-ship items with a type badge (prize red) and boxes;
// Ship the orders → /confirm-shipping with the selected ids ('Please Select Item to be shipped'
// when none). Tabs to the shipping and received lists; back to /profile. Orders still waiting for
// payment approval, or cancelled ('admin does not approve this order'), are listed below; one still
// waiting can be cancelled by the shopper (issue 39), and money due back or refunded is shown.
import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { PackageOpen } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMMK } from '@/lib/format';
import { CommerceHeader } from '../components/commerce-header';
import { LoadError } from '@/components/ui/load-error';
import { OrderTabs } from '../components/order-tabs';
import { Thumb } from '../components/thumb';
import { TypeBadge } from '../components/order-badges';
import { useFormatDateTime } from '@/lib/use-format-date-time';
import { shipSelectionProblem } from '../payment-rules';
import { toggleId } from '../cart-selection';
import { commerceMessages as m } from '../messages';
import { MyOrdersQuery, ToShipItemsQuery } from '../queries';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import '../commerce.css';
import { VariantLabel } from '../components/variant-label';

export default function ToShipPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(ToShipItemsQuery, { fetchPolicy: 'cache-and-network' });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const items = data?.toShipItems ?? [];

  function ship() {
    const ids = items.map((item) => item.id).filter((id) => selected.has(id));
    const rule = shipSelectionProblem(ids);
    if (rule) return setProblem(intl.formatMessage(rule));
    navigate('/confirm-shipping', { state: { ids } });
  }

  return (
    <Page className="cm-page cm-page--with-bar">
      <CommerceHeader title={intl.formatMessage(m.myOrdersTitle)} backTo="/profile" />
      <OrderTabs />
      {loading && !data ? (
        <div style={{ display: 'grid', gap: 10 }} aria-busy="true">
          <Skeleton height={88} />
          <Skeleton height={88} />
        </div>
      ) : error && !data ? (
        <LoadError onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={<PackageOpen size={40} />} title={intl.formatMessage(m.nothingToShip)} text={intl.formatMessage(m.nothingToShipText)} />
      ) : (
        <ul className="cm-lines" role="list">
          {items.map((item) => (
            <li key={item.id} className="cm-card cm-line" data-testid="to-ship-item">
              <label className="cm-line__check">
                <input
                  type="checkbox"
                  checked={selected.has(item.id)}
                  onChange={() => setSelected(toggleId(selected, item.id))}
                  aria-label={intl.formatMessage(m.selectLine, { name: item.product.name })}
                />
              </label>
              <Thumb src={item.product.featureImage} size={64} />
              <div className="cm-line__body">
                <span className="cm-line__name">{item.product.name}</span>
                <VariantLabel variant={item.variant} />
                <span className="cm-muted">{item.product.category}</span>
                <div className="cm-line__qty">
                  <span className="price">{formatMMK(item.product.actualPrice)}</span>
                  <span className="cm-muted">{intl.formatMessage(m.qtyTimes, { qty: item.qty })}</span>
                  <TypeBadge type={item.type} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <OrderPayments />
      <div className="cm-bar">
        <span className="cm-bar__total">{intl.formatMessage(m.itemCount, { count: selected.size })}</span>
        <Button size="lg" onClick={ship}>
          {intl.formatMessage(m.shipOrders)}
        </Button>
      </div>
      <AlertDialog open={problem !== null} type="warning" text={problem} onClose={() => setProblem(null)} />
    </Page>
  );
}

/** The shopper's orders that wait for payment approval or were cancelled. */
function OrderPayments() {
  const intl = useIntl();
  const formatDate = useFormatDateTime();
  const { data } = useQuery(MyOrdersQuery, { fetchPolicy: 'cache-and-network' });
  const [cancelling, setCancelling] = useState<number | null>(null);
  const orders = (data?.myOrders ?? []).filter((order) => order.status !== 'APPROVED' || order.refunds.length > 0 || order.returns.length > 0);
  if (orders.length === 0) return null;
  return (
    <section className="cm-card" aria-labelledby="cm-order-payments">
      <h2 id="cm-order-payments" className="cm-card__title">
        {intl.formatMessage(m.orderPayments)}
      </h2>
      <ul className="cm-order-lines" role="list">
        {orders.map((order) => (
          <li key={order.orderId} className="cm-payment-order" data-testid="order-payment">
            <div className="cm-payment-order__row">
              <strong>
                {intl.formatMessage(m.orderId)} #{order.orderId}
              </strong>
              {order.status === 'APPROVED' ? (
                order.refunds.length > 0 && <span className="cm-status cm-status--cancelled">{intl.formatMessage(m.refundedTag)}</span>
              ) : (
                <span className={`cm-status cm-status--${order.status === 'CANCELLED' ? 'cancelled' : 'processing'}`}>
                  {intl.formatMessage(order.status === 'CANCELLED' ? m.paymentCancelled : m.paymentPending)}
                </span>
              )}
            </div>
            <span className="cm-muted">
              {formatDate(order.orderDate)} · {formatMMK(order.totalPrice)}
            </span>
            <span className="cm-muted">{order.orderItems.map((item) => `${item.product.name}${item.variant ? ` (${item.variant.label})` : ''} x ${item.qty}`).join(', ')}</span>
            {order.status === 'CANCELLED' && (
              <span className="cm-error-text">
                {order.statusMessage ?? intl.formatMessage(m.notApproved)}
                {order.cancelReason ? ` — ${intl.formatMessage(m.reason, { reason: order.cancelReason })}` : ''}
              </span>
            )}
            {order.refunds.map((refund) => (
              <span key={refund.id} className="cm-muted" data-testid="order-refund">
                {refund.status === 'DUE'
                  ? intl.formatMessage(m.refundDue, { amount: formatMMK(refund.amount) })
                  : intl.formatMessage(m.refundSent, { amount: formatMMK(refund.amount), method: refund.method ?? '' })}
              </span>
            ))}
            {order.returns.map((asked) => (
              <span key={asked.id} className="cm-muted" data-testid="order-return">
                {intl.formatMessage(m.returnLine, {
                  id: asked.id,
                  status: intl.formatMessage(asked.status === 'REQUESTED' ? m.returnRequested : asked.status === 'APPROVED' ? m.returnApproved : m.returnRejected),
                  reason: asked.rejectReason ?? asked.reasonText,
                })}
              </span>
            ))}
            {order.cancellable && (
              <Button variant="outline" size="sm" onClick={() => setCancelling(order.orderId)}>
                {intl.formatMessage(m.cancelOrder)}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {cancelling !== null && <CancelOrderDialog orderId={cancelling} onClose={() => setCancelling(null)} />}
    </section>
  );
}
