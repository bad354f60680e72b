// Texts of the reviews (/reviews, /my-reviews). The review dialog's own texts are in
// components/review/messages.ts.
import { defineMessage, defineMessages } from 'react-intl';

// Messages with values are declared one by one with their value types (react-intl 12 types
// formatMessage's values from the descriptor); the rest take none.
export const reviewsMessages = {
  ...defineMessages({
    title: { id: 'reviews.title', defaultMessage: 'Reviews', description: 'Heading of /reviews: what shoppers say about the shop' },
    myTitle: { id: 'reviews.my.title', defaultMessage: 'My reviews', description: 'Heading of /my-reviews' },
    post: { id: 'reviews.post', defaultMessage: 'Write a review', description: 'Button opening the review dialog' },
    list: { id: 'reviews.list', defaultMessage: 'Reviews', description: 'Accessible name of the review list' },
    loadFailed: {
      id: 'reviews.loadFailed',
      defaultMessage: 'Could not load the reviews. Please check your connection.',
      description: 'The review list failed to load',
    },
    empty: { id: 'reviews.empty', defaultMessage: 'No reviews yet', description: 'Empty /reviews' },
    emptyText: { id: 'reviews.emptyText', defaultMessage: 'Be the first to tell others what you think.', description: 'Hint under No reviews yet' },
    myEmpty: { id: 'reviews.my.empty', defaultMessage: 'You have not written a review yet', description: 'Empty /my-reviews' },
    myEmptyText: {
      id: 'reviews.my.emptyText',
      defaultMessage: 'Your reviews and whether they are published show here.',
      description: 'Hint under the empty /my-reviews',
    },
    statusPending: { id: 'reviews.status.pending', defaultMessage: 'Pending', description: 'Status badge: the admin has not decided yet (orange)' },
    statusApproved: { id: 'reviews.status.approved', defaultMessage: 'Approved', description: 'Status badge: published (green)' },
    statusRejected: { id: 'reviews.status.rejected', defaultMessage: 'Rejected', description: 'Status badge: the admin refused it' },
    status: { id: 'reviews.status.label', defaultMessage: 'Status', description: 'Screen-reader label before the status badge' },
    posted: {
      id: 'reviews.posted',
      defaultMessage: 'Thank you! Your review is under review and will be shown once the admin approves it.',
      description: 'Success message after posting a review (spec: the user is told it is under review)',
    },
    photos: { id: 'reviews.photos', defaultMessage: 'Photos', description: 'Accessible name of a review image grid' },
  }),
  count: defineMessage<{ count: number }>({
    id: 'reviews.count',
    defaultMessage: '{count, plural, one {# review} other {# reviews}}',
    description: 'How many reviews the list has in all',
  }),
  rejectReason: defineMessage<{ reason: string }>({
    id: 'reviews.rejectReason',
    defaultMessage: 'Reason: {reason}',
    description: 'Under a rejected review: the admin’s reason',
  }),
  openPhoto: defineMessage<{ number: number; total: number }>({
    id: 'reviews.openPhoto',
    defaultMessage: 'Open photo {number} of {total}',
    description: 'Label of a review image: a tap shows it large',
  }),
  photo: defineMessage<{ number: number; total: number }>({
    id: 'reviews.photo',
    defaultMessage: 'Photo {number} of {total}',
    description: 'Title and alt text of the large review image',
  }),
};
