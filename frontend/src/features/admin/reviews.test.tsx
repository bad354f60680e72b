// The review moderation queue (/admin/reviews): a card is an article named after the author, with
// the phone, the stars, the comment as plain text, the pictures large (the full-size files, a tap
// opens one full size) and the date; Approve is one tap, Reject needs a reason; a decided card
// leaves the queue with a toast, and "already decided" from the server is shown.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/lib/auth';
import { renderWithProviders } from '@/test/render-with-providers';
import ReviewsPage from './pages/reviews-page';
import { ApproveReviewMutation, PendingReviewsQuery, RejectReviewMutation } from './queries';

const CREATED = '2026-11-24T03:30:00Z';

const pendingReview = (id: number, userName: string, { rating = 4, comment = 'Fast delivery, good prices.', pictures = 0 } = {}) => ({
  userId: 40 + id,
  customerPhone: `0979000${String(id).padStart(4, '0')}`,
  review: {
    id,
    userName,
    userImage: null,
    rating,
    comment,
    files: Array.from({ length: pictures }, (_, i) => `/media/reviews/${id}-${i + 1}.webp`),
    thumbs: Array.from({ length: pictures }, (_, i) => `/media/reviews/${id}-${i + 1}-thumb.webp`),
    status: 'PENDING',
    createdAt: CREATED,
  },
});

const pending = (list: ReturnType<typeof pendingReview>[]) => ({ request: { query: PendingReviewsQuery }, result: { data: { pendingReviews: list } } });

beforeEach(() => signIn('admin-token'));
afterEach(() => signOut());

describe('ReviewsPage', () => {
  it('shows the author, phone, stars, comment, pictures and date, and approves with one tap', async () => {
    renderWithProviders(<ReviewsPage />, {
      mocks: [
        pending([pendingReview(3, 'Aye Aye', { rating: 4, pictures: 2 }), pendingReview(4, 'Kyaw Kyaw', { rating: 1 })]),
        { request: { query: ApproveReviewMutation, variables: { id: 3 } }, result: { data: { approveReview: true } } },
        pending([pendingReview(4, 'Kyaw Kyaw', { rating: 1 })]),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Reviews to moderate' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: /Aye Aye/ });
    expect(within(card).getByRole('heading', { name: 'Review #3 · Aye Aye' })).toBeTruthy();
    expect(card.textContent).toContain('Aye Aye · 09790000003');
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(card).getByTestId('review-comment').textContent).toBe('Fast delivery, good prices.');
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(CREATED));
    expect(within(card).getByText('Date').parentElement!.textContent).toBe(`Date${date}`);
    // The pictures are the full-size files (public: plain <img>, no token), in the order posted.
    const pictures = within(card).getAllByRole('img', { name: /^Review picture/ });
    expect(pictures.map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual([
      ['Review picture 1 of 2', '/media/reviews/3-1.webp'],
      ['Review picture 2 of 2', '/media/reviews/3-2.webp'],
    ]);
    // A review without pictures says so.
    const other = screen.getByRole('article', { name: /Kyaw Kyaw/ });
    expect(within(other).getByText('No pictures')).toBeTruthy();
    expect(within(other).getByRole('img', { name: 'Rated 1 out of 5' })).toBeTruthy();
    expect(screen.getByText('2 waiting')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Review #3 · Aye Aye approved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: /Aye Aye/ })).toBeNull());
    expect(screen.getByRole('article', { name: /Kyaw Kyaw/ })).toBeTruthy();
    expect(screen.getByText('1 waiting')).toBeTruthy();
  });

  it('opens a picture full size on a tap and closes it again', async () => {
    renderWithProviders(<ReviewsPage />, { mocks: [pending([pendingReview(8, 'Nu Nu', { pictures: 3 })])] });
    const card = await screen.findByRole('article', { name: /Nu Nu/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Open picture 2 of 3 full size' }));
    const full = screen.getByRole('dialog', { name: 'Review picture 2 of 3' });
    expect(within(full).getByRole('img').getAttribute('src')).toBe('/media/reviews/8-2.webp');
    fireEvent.click(within(full).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the comment as text, never as HTML', async () => {
    const comment = '<b>x</b> <img src=x onerror="alert(1)">\nsecond line';
    renderWithProviders(<ReviewsPage />, { mocks: [pending([pendingReview(9, 'Zaw Zaw', { comment })])] });
    const card = await screen.findByRole('article', { name: /Zaw Zaw/ });
    const shown = within(card).getByTestId('review-comment');
    expect(shown.textContent).toBe(comment);
    expect(within(card).getByText(/<b>x<\/b>/)).toBe(shown);
    expect(card.querySelector('b')).toBeNull();
    expect(card.querySelector('img[src="x"]')).toBeNull();
  });

  it('rejects only with a reason', async () => {
    const reject = vi.fn(() => ({ data: { rejectReview: true } }));
    renderWithProviders(<ReviewsPage />, {
      mocks: [
        pending([pendingReview(5, 'Su Su')]),
        { request: { query: RejectReviewMutation, variables: { id: 5, reason: 'Not about the shop' } }, result: reject },
        pending([]),
      ],
    });
    const card = await screen.findByRole('article', { name: /Su Su/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this review?' });
    expect(dialog.textContent).toContain('Rejecting Review #5 · Su Su.');
    fireEvent.change(within(dialog).getByLabelText('Reason (the shopper sees it)'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please write a reason')).toBeTruthy();
    expect(reject).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason (the shopper sees it)'), { target: { value: ' Not about the shop ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Review #5 · Su Su rejected')).toBeTruthy();
    expect(reject).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: /Su Su/ })).toBeNull());
    expect(screen.getByText('Nothing waiting')).toBeTruthy();
    expect(screen.getByText('New reviews appear here as shoppers post them.')).toBeTruthy();
  });

  it('shows the server when another admin decided first', async () => {
    renderWithProviders(<ReviewsPage />, {
      mocks: [
        pending([pendingReview(6, 'Hla Hla'), pendingReview(7, 'Mya Mya')]),
        { request: { query: ApproveReviewMutation, variables: { id: 6 } }, result: { errors: [new GraphQLError('This review was already decided.')] } },
        { request: { query: RejectReviewMutation, variables: { id: 7, reason: 'Spam' } }, result: { errors: [new GraphQLError('This review was already decided.')] } },
      ],
    });
    const first = await screen.findByRole('article', { name: /Hla Hla/ });
    fireEvent.click(within(first).getByRole('button', { name: 'Approve' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('This review was already decided.');
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    const second = screen.getByRole('article', { name: /Mya Mya/ });
    fireEvent.click(within(second).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this review?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (the shopper sees it)'), { target: { value: 'Spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This review was already decided.')).toBeTruthy();
  });
});
