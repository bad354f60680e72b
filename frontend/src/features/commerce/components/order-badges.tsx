// An order's shipping status badge and an item's type badge (product, prize, token).
import { useIntl } from 'react-intl';
import { itemTypeLabel, shippingStatusView } from '../order-status';

export function ShippingStatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  const view = shippingStatusView(status);
  return (
    <span className={`cm-status cm-status--${view.tone}`} data-testid="shipping-status">
      {view.label ? intl.formatMessage(view.label) : view.raw}
    </span>
  );
}

export function TypeBadge({ type }: { type: string }) {
  const intl = useIntl();
  const label = itemTypeLabel(type);
  return (
    <span className={`cm-type cm-type--${type}`} data-testid="type-badge">
      {label ? intl.formatMessage(label) : type}
    </span>
  );
}
