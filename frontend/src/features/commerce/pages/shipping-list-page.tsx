// /my-orders-shipping (every shipping order) and /my-orders-received (status received), spec
// section 2: Shipping ID, status (label and colour), item count, shipping price, order date, and the
// courier once on the way (issue 38); a tap opens /my-orders-shipping-detail with the id in the
// navigation state.
import { useQuery } from '@apollo/client';
import { ChevronRight, Truck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMMK } from '@/lib/format';
import { CommerceHeader } from '../components/commerce-header';
import { LoadError } from '@/components/ui/load-error';
import { OrderTabs } from '../components/order-tabs';
import { ShippingStatusBadge } from '../components/order-badges';
import { useFormatDateTime } from '@/lib/use-format-date-time';
import { commerceMessages as m } from '../messages';
import { ShippingOrdersQuery } from '../queries';
import '../commerce.css';

export function ShippingList({ received }: { received: boolean }) {
  const intl = useIntl();
  const formatDate = useFormatDateTime();
  const { data, loading, error, refetch } = useQuery(ShippingOrdersQuery, {
    variables: { status: received ? 'RECEIVED' : undefined },
    fetchPolicy: 'cache-and-network',
  });
  const orders = data?.shippingOrders ?? [];

  return (
    <Page className="cm-page">
      <CommerceHeader title={intl.formatMessage(m.myOrdersTitle)} backTo="/profile" />
      <OrderTabs />
      {loading && !data ? (
        <div style={{ display: 'grid', gap: 10 }} aria-busy="true">
          <Skeleton height={96} />
          <Skeleton height={96} />
        </div>
      ) : error && !data ? (
        <LoadError onRetry={() => void refetch()} />
      ) : orders.length === 0 ? (
        <EmptyState icon={<Truck size={40} />} title={intl.formatMessage(received ? m.noReceived : m.noShipping)} />
      ) : (
        <ul className="cm-lines" role="list">
          {orders.map((order) => (
            <li key={order.id}>
              <Link to="/my-orders-shipping-detail" state={{ id: order.id }} className="cm-card cm-ship-card" data-testid="shipping-order">
                <div className="cm-ship-card__row">
                  <span>
                    <span className="cm-muted">{intl.formatMessage(m.shippingId)} </span>
                    <strong data-testid="shipping-order-id">{order.shippingOrderId}</strong>
                  </span>
                  <ShippingStatusBadge status={order.status} />
                </div>
                {order.courier && (
                  <div className="cm-ship-card__row cm-muted" data-testid="shipping-order-courier">
                    <span>{intl.formatMessage(m.courierOf, { courier: order.courier })}</span>
                  </div>
                )}
                {order.codAmount != null && (
                  <div className="cm-ship-card__row" data-testid="shipping-order-cod">
                    <strong>{intl.formatMessage(m.codToPay, { amount: formatMMK(order.codAmount) })}</strong>
                  </div>
                )}
                <div className="cm-ship-card__row cm-muted">
                  <span>{intl.formatMessage(m.itemCount, { count: order.shippingOrderItems })}</span>
                  <span className="price">{formatMMK(order.shippingPrice)}</span>
                </div>
                <div className="cm-ship-card__row cm-muted">
                  <span>
                    {intl.formatMessage(received && order.receivedDate ? m.receivedDate : m.orderDate)}:{' '}
                    {formatDate(received && order.receivedDate ? order.receivedDate : order.orderDate)}
                  </span>
                  <ChevronRight size={18} aria-hidden />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

export default function ShippingListPage() {
  return <ShippingList received={false} />;
}
