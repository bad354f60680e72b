// A ticket product (spec §2): image with the label badge, name, category, MMK actual price,
// remaining tickets out of the total with a progress bar, the batch, and a button showing the
// token cost of one ticket ('1 token', '5 tokens'). A list row on /lucky-draw; a narrow tile in
// the home's swipe list. Its styles are in index.css: the home shows it in the first paint.
import { useId } from 'react';
import { Coins } from 'lucide-react';
import { useIntl } from 'react-intl';
import { ProductImage } from '@/components/ui/product-image';
import type { TicketProductFieldsFragment } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { drawMessages } from '@/components/draw/messages';
import { soldPercent } from '../lucky-draw-state';
import { luckyDrawMessages as m } from '../messages';
import { DrawCountdown } from './draw-countdown';

// The draw page takes the countdown from here: one chunk with the card, which both load (a chunk of
// its own would add its name to the first paint's preload table).
export { DrawCountdown };

export interface TicketCardProps {
  product: TicketProductFieldsFragment;
  onBuy: (product: TicketProductFieldsFragment) => void;
  layout?: 'row' | 'tile';
  eager?: boolean;
  /** Its photo is among the page's largest paints: fetched before other images. */
  priority?: boolean;
}

export function TicketCard({ product, onBuy, layout = 'row', eager, priority }: TicketCardProps) {
  const intl = useIntl();
  const nameId = useId();
  const soldOut = product.remainingTickets <= 0;
  const sold = product.ticket - product.remainingTickets;
  // The home's tiles sit under the section's h2; /lucky-draw's rows right under the page's h1.
  const Heading = layout === 'tile' ? 'h3' : 'h2';
  return (
    <article className={`ld-card ld-card--${layout}`} aria-labelledby={nameId} data-testid="ticket-product">
      <div className="ld-card__media">
        <ProductImage src={product.featureImage} alt={product.name} size={320} eager={eager} priority={priority} className="ld-card__image" />
        {product.label && <span className="ld-card__label">{product.label}</span>}
      </div>
      <div className="ld-card__body">
        <Heading id={nameId} className="ld-card__name">
          {product.name}
        </Heading>
        <span className="ld-card__category">{product.category}</span>
        <span className="price ld-card__price">{formatMMK(product.actualPrice)}</span>
        <div
          className="ld-progress"
          role="progressbar"
          aria-label={intl.formatMessage(m.ticketsSold)}
          aria-valuemin={0}
          aria-valuemax={product.ticket}
          aria-valuenow={sold}
        >
          <span style={{ width: `${soldPercent(product.ticket, product.remainingTickets)}%` }} />
        </div>
        {product.endsAt != null && <DrawCountdown endsAt={String(product.endsAt)} minTickets={product.minTickets} />}
        <div className="ld-card__meta">
          <span data-testid="remaining">{intl.formatMessage(m.remaining, { remaining: product.remainingTickets, total: product.ticket })}</span>
          <span>{intl.formatMessage(drawMessages.batch, { batch: product.batch })}</span>
        </div>
        <button
          type="button"
          className="ui-button ui-button--primary ui-button--sm ld-card__buy"
          onClick={() => onBuy(product)}
          disabled={soldOut}
          aria-describedby={nameId}
        >
          {soldOut ? (
            intl.formatMessage(m.soldOut)
          ) : (
            <>
              <Coins size={16} aria-hidden />
              {intl.formatMessage(m.tokens, { count: product.costTokenPoint })}
            </>
          )}
        </button>
      </div>
    </article>
  );
}
