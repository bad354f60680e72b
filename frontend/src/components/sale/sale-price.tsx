// A price a flash sale may lower (issue 40): the price charged now, and during the sale the
// regular price struck through and the time left. The page re-renders every second while a sale
// is on or ahead, so the price goes back to normal at the end without a reload. The server charges
// what its own clock says (lib/sale.ts).
import { useIntl } from 'react-intl';
import { formatMMK } from '@/lib/format';
import { instant, salePriceAt, saleAhead, timeLeft, useNow, type SaleWindow } from '@/lib/sale';
import { saleMessages as m } from './messages';

export function SalePrice({
  regular,
  sale,
  salePrice = sale.salePrice,
  className,
  testId,
  upcoming,
}: {
  /** The price outside the sale, in kyat. */
  regular: number;
  /** The product's sale fields (its window). */
  sale: SaleWindow;
  /** The sale price that applies (a variant's own); the window's by default. */
  salePrice?: number | null;
  /** Class of the price itself (its size where it is shown). */
  className?: string;
  testId?: string;
  /** Also say when a sale that has not started yet will start (the product page). */
  upcoming?: boolean;
}) {
  const intl = useIntl();
  const now = useNow(saleAhead({ ...sale, salePrice }, Date.now()));
  const on = salePriceAt(sale, regular, now, salePrice);
  const left = (until: unknown) => timeLeft(instant(until) - now);
  let note: string | null = null;
  if (on !== null) {
    const t = left(sale.saleEndsAt);
    note = 'days' in t ? intl.formatMessage(m.endsInDays, t) : intl.formatMessage(m.endsInClock, { time: t.clock });
  } else if (upcoming && instant(sale.saleStartsAt) > now && salePrice != null && salePrice < regular && saleAhead({ ...sale, salePrice }, now)) {
    const t = left(sale.saleStartsAt);
    const price = formatMMK(salePrice);
    note = 'days' in t ? intl.formatMessage(m.startsInDays, { ...t, price }) : intl.formatMessage(m.startsInClock, { time: t.clock, price });
  }
  return (
    <span className="sale-price">
      <span className={`price ${className ?? ''}`} data-testid={testId}>
        {formatMMK(on ?? regular)}
      </span>
      {on !== null && (
        <s className="sale-price__regular">
          <span className="visually-hidden">{intl.formatMessage(m.regularPrice)} </span>
          {formatMMK(regular)}
        </s>
      )}
      {note && (
        <span className="sale-price__left" data-testid="sale-countdown">
          {note}
        </span>
      )}
    </span>
  );
}

export default SalePrice;
