// /order-success, spec section 2: order id, order date, shipping address, items with quantities,
// payment method and total price (the order comes in the navigation state); a button leads to
// /lucky-draw-all-prize.
import { CircleCheck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import type { CommerceOrderFragment } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { InfoRow } from '../components/info-row';
import { useFormatDateTime } from '@/lib/use-format-date-time';
import { commerceMessages as m } from '../messages';
import { paymentMessages } from '@/components/payment/messages';
import '../commerce.css';
import { VariantLabel } from '../components/variant-label';

export default function OrderSuccessPage() {
  const intl = useIntl();
  const formatDate = useFormatDateTime();
  const order = (useLocation().state as { order?: CommerceOrderFragment } | null)?.order;
  if (!order) return <Navigate to="/" replace />;

  return (
    <Page className="cm-page">
      <div className="cm-success">
        <CircleCheck size={56} aria-hidden />
        <h1 className="cm-header__title">{intl.formatMessage(m.orderSuccessTitle)}</h1>
        <p className="cm-muted">{intl.formatMessage(m.orderSuccessText)}</p>
        {order.paymentKind === 'CASH_ON_DELIVERY' && (
          <p data-testid="cod-order-note">{intl.formatMessage(m.codOrderNote)}</p>
        )}
      </div>
      <section className="cm-card">
        <dl className="cm-info">
          <InfoRow label={intl.formatMessage(m.orderId)} testId="order-id">
            {order.orderId}
          </InfoRow>
          <InfoRow label={intl.formatMessage(m.orderDate)}>{formatDate(order.orderDate)}</InfoRow>
          <InfoRow label={intl.formatMessage(m.shippingAddress)}>{order.shippingAddress}</InfoRow>
          <InfoRow label={intl.formatMessage(paymentMessages.paymentMethod)}>{order.payment}</InfoRow>
        </dl>
      </section>
      <section className="cm-card" aria-labelledby="cm-success-items">
        <h2 id="cm-success-items" className="cm-card__title">
          {intl.formatMessage(m.orderItems)}
        </h2>
        <ul className="cm-order-lines" role="list">
          {order.orderItems.map((item, i) => (
            <li key={i} className="cm-order-line" data-testid="order-line">
              <div className="cm-order-line__body">
                <span className="cm-line__name">{item.product.name}</span>
                <VariantLabel variant={item.variant} />
              </div>
              <span className="cm-order-line__sum">{intl.formatMessage(m.qtyTimes, { qty: item.qty })}</span>
            </li>
          ))}
        </ul>
        {order.discount > 0 && (
          <div className="cm-total-row cm-total-row--discount">
            <span>{intl.formatMessage(m.voucherDiscount, { code: order.voucherCode ?? '' })}</span>
            <span className="price" data-testid="order-discount">
              −{formatMMK(order.discount)}
            </span>
          </div>
        )}
        <div className="cm-total-row">
          <span>{intl.formatMessage(m.totalPrice)}</span>
          <span className="price" data-testid="order-total">
            {formatMMK(order.totalPrice)}
          </span>
        </div>
      </section>
      <Link to="/lucky-draw-all-prize" className="ui-button ui-button--primary ui-button--lg ui-button--block">
        {intl.formatMessage(m.goLuckyDraw)}
      </Link>
    </Page>
  );
}
