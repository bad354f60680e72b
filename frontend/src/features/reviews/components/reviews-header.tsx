// The top of /reviews and /my-reviews: the heading, how many reviews there are, and 'Write a
// review', which sends a visitor to /signin and opens the review dialog (its own chunk, downloaded
// on the first tap) for a shopper. A posted review waits for the admin: the shopper is told so,
// and the page's list is asked again.
import { Suspense, lazy, useState } from 'react';
import { useMutation } from '@apollo/client';
import { PenLine } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ReviewValues } from '@/components/review/review-dialog';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { reviewsMessages as m } from '../messages';
import { PostReviewMutation } from '../queries';

const ReviewDialog = lazy(() => import('@/components/review/review-dialog'));

export interface ReviewsHeaderProps {
  title: MessageDescriptor;
  /** Reviews on every page (undefined while the first page loads). */
  total?: number;
  /** The page's list query, asked again after a post. */
  refetch: 'ReviewsList' | 'MyReviews';
}

export function ReviewsHeader({ title, total, refetch }: ReviewsHeaderProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { isSignedIn } = useAuth();
  const [open, setOpen] = useState(false);
  const [posted, setPosted] = useState(false);
  const [post] = useMutation(PostReviewMutation, { refetchQueries: [refetch] });

  async function send({ rating, comment, files }: ReviewValues) {
    await post({ variables: { rating, comment, files } });
    setPosted(true);
  }

  return (
    <div className="rv-head">
      <div className="rv-head__text">
        <h1 className="rv-title">{intl.formatMessage(title)}</h1>
        {total === undefined ? (
          <Skeleton height={18} width={90} />
        ) : (
          <p className="rv-count" data-testid="review-count">
            {intl.formatMessage(m.count, { count: total })}
          </p>
        )}
      </div>
      <Button size="sm" onClick={() => (isSignedIn ? setOpen(true) : navigate('/signin'))}>
        <PenLine size={16} aria-hidden />
        {intl.formatMessage(m.post)}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReviewDialog open kind="review" onClose={() => setOpen(false)} onSubmit={send} />
        </Suspense>
      )}
      <AlertDialog open={posted} type="success" text={intl.formatMessage(m.posted)} onClose={() => setPosted(false)} />
    </div>
  );
}
