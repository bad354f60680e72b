// The product's stars and reviews (doc 000 §2): five stars filled to rating_average, a link
// 'See all N reviews' (only with more than one review) that opens and closes the list, which
// starts collapsed, and the button that opens the rating dialog (the page decides what it does).
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { reviewDialogMessages } from '@/components/review/messages';
import { Button } from '@/components/ui/button';
import { Stars } from '@/components/ui/stars';
import { catalogPageMessages as m } from '../page-messages';

interface Review {
  userImage?: string | null;
  userName: string;
  rating: number;
  comment: string;
}

export interface ProductReviewsProps {
  ratingAverage: number;
  reviews: Review[];
  /** 'Rate this product' was pressed. */
  onRate: () => void;
}

export function ProductReviews({ ratingAverage, reviews, onRate }: ProductReviewsProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const count = reviews.length;

  return (
    <div>
      <div className="pd-rating">
        <Stars rating={ratingAverage} size={18} />
        {count > 0 && <span className="pd-rating__value">{intl.formatNumber(ratingAverage, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>}
        {count === 0 && <span className="pd-category">{intl.formatMessage(m.noRatings)}</span>}
        {count === 1 && <span className="pd-category">{intl.formatMessage(m.oneReview)}</span>}
        {count > 1 && (
          <button type="button" className="link-button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)}>
            {open ? intl.formatMessage(m.hideReviews) : intl.formatMessage(m.seeAllReviews, { count })}
          </button>
        )}
        <Button variant="outline" size="sm" className="pd-rate" onClick={onRate}>
          {intl.formatMessage(reviewDialogMessages.titleRating)}
        </Button>
      </div>
      {open && (
        <ul id={listId} className="pd-reviews" aria-label={intl.formatMessage(m.reviews)}>
          {reviews.map((review, index) => (
            <li key={index} className="pd-review">
              {review.userImage ? (
                <img src={review.userImage} alt="" width={36} height={36} loading="lazy" />
              ) : (
                <span className="pd-review__avatar" aria-hidden>
                  {review.userName.slice(0, 1).toUpperCase()}
                </span>
              )}
              <span className="pd-review__name">{review.userName}</span>
              <Stars rating={review.rating} size={14} />
              <p className="pd-review__comment">{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
