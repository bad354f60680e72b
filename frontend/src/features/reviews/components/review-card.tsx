// One review: the author's picture (or initial) and name, the date, the stars, the comment (plain
// text, never HTML) and the images; for the author (/my-reviews) also the status badge and a
// rejection's reason.
import { useIntl } from 'react-intl';
import { Stars } from '@/components/ui/stars';
import type { ReviewFieldsFragment } from '@/gql/graphql';
import { reviewsMessages as m } from '../messages';
import { ReviewImages } from './review-images';
import { ReviewStatusBadge } from './review-status-badge';

export function ReviewCard({ review, showStatus }: { review: ReviewFieldsFragment; showStatus: boolean }) {
  const intl = useIntl();
  const nameId = `review-${review.id}-name`;
  const date = new Date(review.createdAt as string);
  return (
    <article className="rv-card" aria-labelledby={nameId} data-testid="review-card">
      <header className="rv-card__head">
        {review.userImage ? (
          <img className="rv-card__avatar" src={review.userImage} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className="rv-card__avatar rv-card__avatar--initial" aria-hidden>
            {review.userName.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="rv-card__who">
          <h2 id={nameId} className="rv-card__name">
            {review.userName}
          </h2>
          {!Number.isNaN(date.getTime()) && (
            <time className="rv-card__date" dateTime={date.toISOString()}>
              {intl.formatDate(date, { year: 'numeric', month: 'short', day: 'numeric' })}
            </time>
          )}
        </div>
        {showStatus && <ReviewStatusBadge status={review.status} />}
      </header>
      <Stars rating={review.rating} size={16} />
      <p className="rv-card__comment" data-testid="review-comment">
        {review.comment}
      </p>
      {showStatus && review.status === 'REJECTED' && review.rejectReason && (
        <p className="rv-card__reason" data-testid="review-reject-reason">
          {intl.formatMessage(m.rejectReason, { reason: review.rejectReason })}
        </p>
      )}
      <ReviewImages files={review.files} thumbs={review.thumbs} />
    </article>
  );
}
