// GraphQL documents of the reviews (/reviews, /my-reviews). `npm run codegen` types them (src/gql).
import { graphql } from '@/gql';

/** What a review card shows (the author sees the status and a rejection's reason). */
export const ReviewFields = graphql(`
  fragment ReviewFields on Review {
    id
    userName
    userImage
    rating
    comment
    files
    thumbs
    status
    rejectReason
    createdAt
  }
`);

/** The approved reviews of the shop, newest first, 20 a page (public). */
export const ReviewsListQuery = graphql(`
  query ReviewsList($page: Int) {
    reviews(page: $page) {
      data {
        ...ReviewFields
      }
      meta {
        total
        perPage
        currentPage
        lastPage
      }
    }
  }
`);

/** The signed-in shopper's own reviews in every status, newest first. */
export const MyReviewsQuery = graphql(`
  query MyReviews($page: Int) {
    myReviews(page: $page) {
      data {
        ...ReviewFields
      }
      meta {
        total
        perPage
        currentPage
        lastPage
      }
    }
  }
`);

/** Posts a review with 0-5 images (multipart upload); it waits for the admin as PENDING. */
export const PostReviewMutation = graphql(`
  mutation PostReview($rating: Int!, $comment: String!, $files: [Upload!]) {
    postReview(rating: $rating, comment: $comment, files: $files) {
      ...ReviewFields
    }
  }
`);
