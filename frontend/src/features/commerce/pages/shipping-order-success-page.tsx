// /shipping-order-success, spec section 2: shipping id, address, order date, the fixed estimated
// arrival '2 to 3 days', items with quantities, pay date and the shipping price in MMK; a button
// to /my-orders-shipping. The shipping order comes in the navigation state.
import { CircleCheck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import type { CommerceShippingOrderFragment } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { InfoRow } from '../components/info-row';
import { useFormatDateTime } from '@/lib/use-format-date-time';
import { commerceMessages as m } from '../messages';
import { paymentMessages } from '@/components/payment/messages';
import '../commerce.css';
import { VariantLabel } from '../components/variant-label';

export default function ShippingOrderSuccessPage() {
  const intl = useIntl();
  const formatDate = useFormatDateTime();
  const order = (useLocation().state as { shippingOrder?: CommerceShippingOrderFragment } | null)?.shippingOrder;
  if (!order) return <Navigate to="/my-orders-shipping" replace />;

  return (
    <Page className="cm-page">
      <div className="cm-success">
        <CircleCheck size={56} aria-hidden />
        <h1 className="cm-header__title">{intl.formatMessage(m.shippingSuccessTitle)}</h1>
      </div>
      <section className="cm-card">
        <dl className="cm-info">
          <InfoRow label={intl.formatMessage(m.shippingId)} testId="shipping-id">
            {order.shippingOrderId}
          </InfoRow>
          <InfoRow label={intl.formatMessage(m.shippingAddress)}>{order.shippingAddress}</InfoRow>
          <InfoRow label={intl.formatMessage(m.orderDate)}>{formatDate(order.orderDate)}</InfoRow>
          <InfoRow label={intl.formatMessage(m.estimatedArrival)}>{intl.formatMessage(m.arrivalDays)}</InfoRow>
          <InfoRow label={intl.formatMessage(m.payDate)}>{formatDate(order.orderDate)}</InfoRow>
          <InfoRow label={intl.formatMessage(paymentMessages.paymentMethod)}>{order.payment}</InfoRow>
        </dl>
      </section>
      <section className="cm-card" aria-labelledby="cm-ship-success-items">
        <h2 id="cm-ship-success-items" className="cm-card__title">
          {intl.formatMessage(m.orderItems)}
        </h2>
        <ul className="cm-order-lines" role="list">
          {order.orderItems.map((item) => (
            <li key={item.id} className="cm-order-line" data-testid="ship-item">
              <div className="cm-order-line__body">
                <span className="cm-line__name">{item.product.name}</span>
                <VariantLabel variant={item.variant} />
              </div>
              <span className="cm-order-line__sum">{intl.formatMessage(m.qtyTimes, { qty: item.qty })}</span>
            </li>
          ))}
        </ul>
        <div className="cm-total-row">
          <span>{intl.formatMessage(m.shippingPrice)}</span>
          <span className="price" data-testid="shipping-price">
            {formatMMK(order.shippingPrice)}
          </span>
        </div>
      </section>
      <Link to="/my-orders-shipping" className="ui-button ui-button--primary ui-button--lg ui-button--block">
        {intl.formatMessage(m.goShipping)}
      </Link>
    </Page>
  );
}
