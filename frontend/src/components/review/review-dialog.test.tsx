// The review dialog (doc 001 §5, §8): 'Please select Image' for an empty or image-less pick, at
// most 6 files held with the max-five-images warning for about 3 s (and no review sent with six),
// the star choice and the comment's minimum, the server's message or 'Unexpected error occured'.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import ReviewDialog, { type ReviewValues } from './review-dialog';

const image = (n: number) => new File([`image ${n}`], `photo-${n}.png`, { type: 'image/png' });
const images = (count: number, from = 1) => Array.from({ length: count }, (_, i) => image(from + i));

function open({ kind = 'review' as 'review' | 'rating', onSubmit = vi.fn<(values: ReviewValues) => Promise<unknown>>(async () => undefined) } = {}) {
  const onClose = vi.fn();
  renderWithProviders(<ReviewDialog open kind={kind} onClose={onClose} onSubmit={onSubmit} />);
  const dialog = screen.getByRole('dialog', { name: kind === 'review' ? 'Write a review' : 'Rate this product' });
  return { dialog, onClose, onSubmit };
}

const input = () => screen.getByTestId('review-images-input') as HTMLInputElement;
const pick = (files: File[]) => fireEvent.change(input(), { target: { files } });
const notice = () => screen.queryByTestId('review-image-notice')?.textContent ?? null;
const chosen = () => screen.queryAllByRole('img', { name: /^Chosen image/ }).length;

function fill(dialog: HTMLElement, stars: number, comment: string) {
  fireEvent.click(within(dialog).getByRole('radio', { name: `${stars} star${stars === 1 ? '' : 's'}` }));
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment' }), { target: { value: comment } });
}

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${(n += 1)}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => vi.useRealTimers());

describe('ReviewDialog', () => {
  it("says 'Please select Image' when the picker returns nothing, is cancelled or returns no image", () => {
    open();
    expect(notice()).toBeNull();
    pick([]);
    expect(notice()).toBe('Please select Image');
    pick([image(1)]);
    expect(notice()).toBeNull();
    expect(chosen()).toBe(1);
    fireEvent(input(), new Event('cancel'));
    expect(notice()).toBe('Please select Image');
    pick([new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' })]);
    expect(notice()).toBe('Please select Image');
    // Images only: the PDF was not taken.
    expect(chosen()).toBe(1);
    expect(input().accept).toBe('image/*');
  });

  it('holds at most 6 images, warns about five for about 3 s, and sends no review with six', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dialog, onSubmit } = open();
    fill(dialog, 4, 'Great shop');
    pick(images(5));
    expect(chosen()).toBe(5);
    expect(notice()).toBeNull();
    pick(images(3, 6));
    // The sixth is held, the seventh and eighth refused; the warning says five.
    expect(chosen()).toBe(6);
    expect(notice()).toBe('Max five images allowed');
    act(() => vi.advanceTimersByTime(2900));
    expect(notice()).toBe('Max five images allowed');
    act(() => vi.advanceTimersByTime(200));
    expect(notice()).toBeNull();

    // Six held: Submit warns again and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(notice()).toBe('Max five images allowed');
    expect(onSubmit).not.toHaveBeenCalled();

    // One removed: the five go out.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove image 6' }));
    expect(chosen()).toBe(5);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0][0];
    expect(sent.rating).toBe(4);
    expect(sent.comment).toBe('Great shop');
    expect(sent.files.map((f) => f.name)).toEqual(['photo-1.png', 'photo-2.png', 'photo-3.png', 'photo-4.png', 'photo-5.png']);
  });

  it('needs a star and a comment of at least 3 characters', async () => {
    const { dialog, onSubmit, onClose } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Please choose a rating')).toBeTruthy();
    expect(within(dialog).getByText('Please write a comment')).toBeTruthy();
    fill(dialog, 1, ' ab ');
    expect(within(dialog).queryByText('Please choose a rating')).toBeNull();
    expect(within(dialog).getByText('The comment needs at least 3 characters')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment' }), { target: { value: ' abc ' } });
    expect(within(dialog).queryByText('The comment needs at least 3 characters')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ rating: 1, comment: 'abc', files: [] }));
    // Sent: the dialog closes.
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('offers five stars, the chosen ones filled', () => {
    const { dialog } = open({ kind: 'rating' });
    const stars = within(dialog).getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    expect([...dialog.querySelectorAll('.rd-star')].map((s) => s.hasAttribute('data-on'))).toEqual([true, true, true, false, false]);
    // A product rating has no images.
    expect(screen.queryByTestId('review-images-input')).toBeNull();
  });

  it("shows the server's message, or 'Unexpected error occured' when it gave none, and stays open", async () => {
    const onSubmit = vi
      .fn<(values: ReviewValues) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApolloError({ graphQLErrors: [new GraphQLError('Please upload an image (JPEG, PNG or WebP).')] }))
      .mockRejectedValueOnce(new Error('boom'));
    const { dialog, onClose } = open({ onSubmit });
    fill(dialog, 5, 'Lovely');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('review-server-error')).textContent).toBe('Please upload an image (JPEG, PNG or WebP).');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('review-server-error').textContent).toBe('Unexpected error occured'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
