// /reviews and /my-reviews (doc 001 §2, §5): the count, the cards (comment as text, images in 1, 2
// or 3 columns, a tap opens the large image), the status badges of the author's list (pending
// orange, otherwise green, a rejection's reason), the sign-in redirects, and posting a review with
// images (sent as uploads; the shopper is told it is under review and the list is asked again).
import type { ReactElement } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '@/components/auth/require-auth';
import { signIn } from '@/lib/auth';
import { renderWithProviders } from '@/test/render-with-providers';
import ReviewsPage from './pages/reviews-page';
import { MyReviewsQuery, PostReviewMutation, ReviewsListQuery } from './queries';

type Status = 'PENDING' | 'APPROVED' | 'REJECTED';

function review(id: number, images: number, overrides: { status?: Status; rejectReason?: string | null; comment?: string; userName?: string } = {}) {
  return {
    __typename: 'Review' as const,
    id,
    userName: `Shopper ${id}`,
    userImage: id % 2 === 0 ? `/media/avatar-${id}.jpg` : null,
    rating: (id % 5) + 1,
    comment: `Comment ${id}`,
    files: Array.from({ length: images }, (_, i) => `/media/reviews/${id}-${i + 1}.jpg`),
    thumbs: Array.from({ length: images }, (_, i) => `/media/reviews/${id}-${i + 1}-thumb.jpg`),
    status: 'APPROVED' as Status,
    rejectReason: null as string | null,
    createdAt: '2026-11-20T08:30:00Z',
    ...overrides,
  };
}

const page = (field: 'reviews' | 'myReviews', data: ReturnType<typeof review>[], total = data.length): MockedResponse => ({
  request: { query: field === 'reviews' ? ReviewsListQuery : MyReviewsQuery, variables: { page: 1 } },
  result: {
    data: {
      [field]: {
        __typename: 'ReviewPage',
        data,
        meta: { __typename: 'PageMeta', total, perPage: 20, currentPage: 1, lastPage: Math.max(1, Math.ceil(total / 20)) },
      },
    },
  },
});

/** The page with the app's cache (the cards read a fragment on Review, so answers carry __typename). */
const show = (ui: ReactElement, mocks: MockedResponse[], url = '/') => renderWithProviders(ui, { url, mocks, addTypename: true, appCache: true });

const location = () => screen.getByTestId('location').textContent;
const cards = () => screen.getAllByTestId('review-card');
const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('/reviews', () => {
  it('shows the count and each review with its stars, its comment as text and its images', async () => {
    show(<ReviewsPage />, [page('reviews', [review(1, 1, { comment: '<b>Great</b> & fast' }), review(2, 4), review(3, 3), review(4, 0)], 42)]);
    expect((await screen.findByTestId('review-count')).textContent).toBe('42 reviews');
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy();
    expect(cards()).toHaveLength(4);
    // Plain text: the markup is shown, not run.
    const first = card('Shopper 1');
    expect(within(first).getByTestId('review-comment').textContent).toBe('<b>Great</b> & fast');
    expect(first.querySelector('b')).toBeNull();
    expect(within(first).getByRole('img', { name: 'Rated 2 out of 5' })).toBeTruthy();
    // The avatar when there is one, the initial otherwise; no status badge on the public list.
    expect(card('Shopper 2').querySelector('img.rv-card__avatar')?.getAttribute('src')).toBe('/media/avatar-2.jpg');
    expect(first.querySelector('.rv-card__avatar--initial')?.textContent).toBe('S');
    expect(screen.queryByTestId('review-status')).toBeNull();
    // No images, no grid.
    expect(within(card('Shopper 4')).queryByTestId('review-images')).toBeNull();
  });

  it('lays the images out in 1 column for one, 3 when divisible by 3, otherwise 2', async () => {
    show(<ReviewsPage />, [page('reviews', [review(1, 1), review(2, 2), review(3, 3), review(4, 4), review(5, 5), review(6, 6)])]);
    await screen.findAllByTestId('review-card');
    const grids = screen.getAllByTestId('review-images');
    expect(grids.map((grid) => grid.children.length)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(grids.map((grid) => grid.dataset.columns)).toEqual(['1', '2', '3', '2', '2', '3']);
    expect(grids.map((grid) => [...grid.classList].find((c) => c.startsWith('rv-images--cols-')))).toEqual([
      'rv-images--cols-1',
      'rv-images--cols-2',
      'rv-images--cols-3',
      'rv-images--cols-2',
      'rv-images--cols-2',
      'rv-images--cols-3',
    ]);
  });

  it('shows thumbnails in the grid and opens the full-size image on a tap', async () => {
    show(<ReviewsPage />, [page('reviews', [review(3, 3)])]);
    const grid = await screen.findByTestId('review-images');
    expect(grid.querySelector('img')?.getAttribute('src')).toBe('/media/reviews/3-1-thumb.jpg');
    fireEvent.click(within(grid).getByRole('button', { name: 'Open photo 2 of 3' }));
    const viewer = screen.getByRole('dialog', { name: 'Photo 2 of 3' });
    expect(within(viewer).getByRole('img', { name: 'Photo 2 of 3' }).getAttribute('src')).toBe('/media/reviews/3-2.jpg');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a visitor who wants to write a review to /signin', async () => {
    show(<ReviewsPage />, [page('reviews', [review(1, 0)])], '/reviews');
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    expect(location()).toBe('/signin');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when nobody has written a review yet', async () => {
    show(<ReviewsPage />, [page('reviews', [])]);
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeTruthy();
    expect(screen.getByTestId('review-count').textContent).toBe('0 reviews');
  });
});

describe('/my-reviews', () => {
  it('badges each review: pending orange, approved and rejected green, with the rejection’s reason', async () => {
    signIn('token');
    show(<ReviewsPage mine />, [
      page('myReviews', [
        review(7, 0, { status: 'PENDING' }),
        review(8, 0, { status: 'APPROVED' }),
        review(9, 0, { status: 'REJECTED', rejectReason: 'Blurry photos' }),
      ]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My reviews' })).toBeTruthy();
    await screen.findAllByTestId('review-card');
    const badge = (name: string) => within(card(name)).getByTestId('review-status');
    expect(badge('Shopper 7').textContent).toBe('Status: Pending');
    expect(badge('Shopper 7').className).toContain('rv-status--pending');
    expect(badge('Shopper 8').textContent).toBe('Status: Approved');
    expect(badge('Shopper 8').className).toContain('rv-status--decided');
    expect(badge('Shopper 9').textContent).toBe('Status: Rejected');
    expect(badge('Shopper 9').className).toContain('rv-status--decided');
    expect(within(card('Shopper 9')).getByTestId('review-reject-reason').textContent).toBe('Reason: Blurry photos');
    expect(within(card('Shopper 7')).queryByTestId('review-reject-reason')).toBeNull();
  });

  it('is for signed-in shoppers only: a visitor goes to /signin', () => {
    renderWithProviders(
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/my-reviews" element={<ReviewsPage mine />} />
        </Route>
      </Routes>,
      { url: '/my-reviews' },
    );
    expect(location()).toBe('/signin');
  });

  it('posts a review with its images as uploads, says it is under review and asks for the list again', async () => {
    signIn('token');
    const mine = review(7, 0, { status: 'APPROVED' });
    const posted = review(20, 2, { status: 'PENDING', comment: 'Fast delivery, nice box', userName: 'Shopper 7' });
    const postMock: MockedResponse = {
      request: { query: PostReviewMutation },
      variableMatcher: (variables: { rating: number; comment: string; files: File[] }) =>
        variables.rating === 4 &&
        variables.comment === 'Fast delivery, nice box' &&
        variables.files.length === 2 &&
        variables.files.every((file) => file instanceof File) &&
        variables.files.map((file) => file.name).join() === 'box.png,parcel.jpg',
      result: { data: { postReview: posted } },
    };
    show(<ReviewsPage mine />, [page('myReviews', [mine]), postMock, page('myReviews', [posted, mine])]);
    expect((await screen.findByTestId('review-count')).textContent).toBe('1 review');

    fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment' }), { target: { value: 'Fast delivery, nice box' } });
    fireEvent.change(within(dialog).getByTestId('review-images-input'), {
      target: {
        files: [new File(['a'], 'box.png', { type: 'image/png' }), new File(['b'], 'parcel.jpg', { type: 'image/jpeg' })],
      },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const thanks = await screen.findByRole('alertdialog');
    expect(thanks.textContent).toContain('Thank you! Your review is under review and will be shown once the admin approves it.');
    expect(screen.queryByRole('dialog', { name: 'Write a review' })).toBeNull();
    // The list was asked again: the new review is there, pending.
    await waitFor(() => expect(screen.getByTestId('review-count').textContent).toBe('2 reviews'));
    const fresh = screen.getAllByRole('article', { name: 'Shopper 7' })[0];
    expect(within(fresh).getByTestId('review-comment').textContent).toBe('Fast delivery, nice box');
    expect(within(fresh).getByTestId('review-status').textContent).toBe('Status: Pending');
  });
});
