// /admin/reviews: app reviews waiting for moderation, oldest first (DESIGN.md, Reviews and
// notifications). A card is named after the author and shows their phone, the stars, the comment
// (plain text: React renders it as text, never as HTML), the pictures large and the date. Approve
// = public in the shop's review list, the author is notified; reject with a reason = the author
// sees it in their reviews. Same queue as the payments.
import { useMutation, useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { Stars } from '@/components/ui/stars';
import { Facts } from '../components/item-lines';
import { Queue, type QueueEntry } from '../components/queue';
import { ReviewPictures } from '../components/review-pictures';
import { adminMessages as m } from '../messages';
import { ApproveReviewMutation, PendingReviewsQuery, RejectReviewMutation } from '../queries';
import { useAdminQueueRefresh } from '../use-queue-refresh';

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export default function ReviewsPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(PendingReviewsQuery, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  useAdminQueueRefresh('app_review', refetch);
  const [approveReview] = useMutation(ApproveReviewMutation);
  const [rejectReview] = useMutation(RejectReviewMutation);

  const entries: QueueEntry[] | undefined = data?.pendingReviews.map(({ review, customerPhone }) => {
    const date = intl.formatDate(String(review.createdAt), DATE);
    return {
      key: `review-${review.id}`,
      label: intl.formatMessage(m.reviewTitle, { id: review.id, name: review.userName }),
      media: <ReviewPictures files={review.files} />,
      summary: (
        <>
          <Stars rating={review.rating} size={14} />
          <span>{intl.formatMessage(m.pictureCount, { count: review.files.length })}</span>
          <span>{date}</span>
          <span className="admin-index__line">{review.comment}</span>
        </>
      ),
      body: (
        <>
          <Facts
            rows={[
              { label: intl.formatMessage(m.rating), value: <Stars rating={review.rating} size={20} />, strong: true },
              {
                label: intl.formatMessage(m.customer),
                value: (
                  <span className="admin-author">
                    {review.userImage && <img src={review.userImage} alt="" width={28} height={28} className="admin-author__img" />}
                    <span>{`${review.userName} · ${customerPhone}`}</span>
                  </span>
                ),
              },
              { label: intl.formatMessage(m.date), value: date },
            ]}
          />
          <section className="admin-comment">
            <h3 className="admin-items__title">{intl.formatMessage(m.comment)}</h3>
            <p className="admin-comment__text" data-testid="review-comment">
              {review.comment}
            </p>
          </section>
        </>
      ),
      approve: () => approveReview({ variables: { id: review.id } }),
      reject: (reason) => rejectReview({ variables: { id: review.id, reason } }),
    };
  });

  return (
    <Queue
      title={intl.formatMessage(m.reviewsTitle)}
      emptyText={intl.formatMessage(m.reviewsEmptyText)}
      rejectTitle={intl.formatMessage(m.rejectReviewTitle)}
      entries={entries}
      loading={loading}
      error={error}
      refetch={refetch}
    />
  );
}
