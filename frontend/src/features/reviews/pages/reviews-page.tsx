// /reviews (doc 001 §2, public): how many reviews the shop has, 'Write a review' (a visitor goes
// to /signin), and the approved reviews, newest first, with infinite scroll (20 a page).
// /my-reviews (signed in; the router guards it) is the same page over the shopper's own reviews in
// every status, each with its status badge (pending orange, otherwise green) and a rejection's
// reason. One chunk for both routes: they share everything but the query and the texts.
import { Page } from '@/components/ui/page';
import { usePagedList } from '@/lib/use-paged-list';
import { ReviewList } from '../components/review-list';
import { ReviewsHeader } from '../components/reviews-header';
import { reviewsMessages as m } from '../messages';
import { MyReviewsQuery, ReviewsListQuery } from '../queries';
import '../reviews.css';

const FIRST_PAGE = { page: 1 };
const EMPTY = { title: m.empty, text: m.emptyText };
const MY_EMPTY = { title: m.myEmpty, text: m.myEmptyText };

export default function ReviewsPage({ mine = false }: { mine?: boolean }) {
  return mine ? <MyReviews /> : <AllReviews />;
}

function AllReviews() {
  // Network first: a review the admin approved a minute ago must show.
  const list = usePagedList(ReviewsListQuery, FIRST_PAGE, 'reviews', { fetchPolicy: 'cache-and-network' });
  return (
    <Page className="rv-page">
      <ReviewsHeader title={m.title} total={list.total} refetch="ReviewsList" />
      <ReviewList list={list} empty={EMPTY} />
    </Page>
  );
}

function MyReviews() {
  // Network first: the admin's decision of a minute ago must show.
  const list = usePagedList(MyReviewsQuery, FIRST_PAGE, 'myReviews', { fetchPolicy: 'cache-and-network' });
  return (
    <Page className="rv-page">
      <ReviewsHeader title={m.myTitle} total={list.total} refetch="MyReviews" />
      <ReviewList list={list} showStatus empty={MY_EMPTY} />
    </Page>
  );
}
