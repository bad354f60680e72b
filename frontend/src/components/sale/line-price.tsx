// The unit price of a cart or order line as the server computed it: during a flash sale the sale
// price with the regular one struck through (no countdown: the line's figures are the server's,
// asked again when the cart is).
import { useIntl } from 'react-intl';
import { formatMMK } from '@/lib/format';
import { saleMessages as m } from './messages';

export function LinePrice({ unit, regular, onSale }: { unit: number; regular?: number | null; onSale?: boolean }) {
  const intl = useIntl();
  return (
    <span className="sale-price">
      <span className="price">{formatMMK(unit)}</span>
      {onSale && regular != null && regular > unit && (
        <s className="sale-price__regular">
          <span className="visually-hidden">{intl.formatMessage(m.regularPrice)} </span>
          {formatMMK(regular)}
        </s>
      )}
    </span>
  );
}
