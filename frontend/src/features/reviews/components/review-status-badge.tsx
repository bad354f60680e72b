// The author's view of a review's status (doc 001 §2): pending in orange, otherwise green.
import { useIntl } from 'react-intl';
import type { ReviewStatus } from '@/gql/graphql';
import { reviewsMessages as m } from '../messages';

const LABELS = { PENDING: m.statusPending, APPROVED: m.statusApproved, REJECTED: m.statusRejected } as const;

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const intl = useIntl();
  return (
    <span className={`rv-status rv-status--${status === 'PENDING' ? 'pending' : 'decided'}`} data-status={status} data-testid="review-status">
      <span className="visually-hidden">{intl.formatMessage(m.status)}: </span>
      {intl.formatMessage(LABELS[status])}
    </span>
  );
}
