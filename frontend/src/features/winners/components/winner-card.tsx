// A card of the winners list (doc 001 §2): the winner (photo or placeholder, name, township, the
// date), the prize (photo or placeholder, name, category, price in MMK), the batch and when it
// was opened. A tap on the card or on See detail opens /prize-winner-detail?id={drawId}; the card
// itself is not focusable (the See detail link is, for keyboards and screen readers).
import { MapPin } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { ProductImage } from '@/components/ui/product-image';
import type { WinnersQuery } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { drawMessages } from '@/components/draw/messages';
import { detailLink } from '../winner-rules';
import { winnersMessages as m } from '../messages';
import { Avatar } from './avatar';

export type WinnerCardData = WinnersQuery['winners']['data'][number];

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit' };

export function WinnerCard({ card, eager }: { card: WinnerCardData; eager?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const link = detailLink(card.id);
  const township = card.winner.township;

  return (
    // The whole card is a tap target for fingers; keyboards use the See detail link inside.
    <article className="wn-card" data-testid="winner-card" aria-label={card.product.name} onClick={() => navigate(link.to, { state: link.state })}>
      <header className="wn-card__winner">
        <Avatar src={card.profileImage ?? card.winner.profileImage} name={card.name} />
        <div className="wn-card__who">
          <strong className="wn-card__name" data-testid="winner-name">
            {card.name}
          </strong>
          {township && (
            <span className="wn-card__township">
              <MapPin size={14} aria-hidden />
              {township}
            </span>
          )}
        </div>
        <time className="wn-card__date" dateTime={String(card.createdAt)}>
          {intl.formatDate(String(card.createdAt), DATE)}
        </time>
      </header>
      <div className="wn-card__product">
        <ProductImage src={card.product.featureImage} alt={card.product.name} size={320} eager={eager} className="wn-card__image" />
        <div className="wn-card__product-text">
          <h3 className="wn-card__product-name">{card.product.name}</h3>
          <span className="wn-card__category">{card.product.category}</span>
          <span className="price">{formatMMK(card.product.actualPrice)}</span>
        </div>
      </div>
      <footer className="wn-card__meta">
        <div className="wn-card__facts">
          <span className="wn-badge" data-testid="winner-batch">
            {intl.formatMessage(drawMessages.batch, { batch: card.batch })}
          </span>
          <span className="wn-card__opened">
            {intl.formatMessage(m.opened)}{' '}
            <time dateTime={String(card.openedAt)}>{intl.formatDate(String(card.openedAt), DATE_TIME)}</time>
          </span>
        </div>
        <Link to={link.to} state={link.state} className="ui-button ui-button--outline ui-button--sm" onClick={(e) => e.stopPropagation()}>
          {intl.formatMessage(m.seeDetail)}
        </Link>
      </footer>
    </article>
  );
}
