// The admin's returns queue (issue 39): a card shows the return (shopper, phone to call, the order
// link, the lines, the amount, reason, comment, photo and date); Approve sends `restock` as ticked
// (and a refusal stays in its dialog); Reject needs a reason; after a decision a toast, and the
// card leaves; nothing waiting shows the empty state.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { withAdminSessionAndScreenshots } from '@/test/admin-session';
import { renderWithProviders } from '@/test/render-with-providers';
import { ApproveReturnMutation, PendingReturnsQuery, RejectReturnMutation } from './queries';
import ReturnsPage from './returns-page';

withAdminSessionAndScreenshots();

const pending = {
  orderId: 7,
  userId: 3,
  customerName: 'Aye',
  customerPhone: '09 791 000 001',
  amountMmk: 45_000,
  lines: [{ orderItemId: 11, qty: 1, unitPrice: 45_000, product: { name: 'Converse Chuck Taylor', featureImage: null }, variant: { label: '40 / Black' } }],
  orderReturn: {
    id: 4,
    status: 'REQUESTED',
    reason: 'DAMAGED',
    reasonText: 'It arrived damaged',
    comment: 'The sole came off',
    orderItemIds: [11],
    photos: ['/api/returns/4/photos/0'],
    createdAt: '2026-11-20T04:00:00Z',
  },
};
const other = { ...pending, orderId: 8, customerName: 'Bo', orderReturn: { ...pending.orderReturn, id: 5, photos: [], comment: '' } };

const list = (returns: unknown[]) => ({ request: { query: PendingReturnsQuery }, result: { data: { pendingReturns: returns } } });

describe('ReturnsPage', () => {
  it('shows a card per waiting return', async () => {
    renderWithProviders(<ReturnsPage />, { mocks: [list([pending, other])] });
    expect(await screen.findByRole('heading', { name: 'Returns', level: 1 })).toBeTruthy();
    const cards = await screen.findAllByTestId('return-card');
    expect(cards).toHaveLength(2);
    const card = cards[0];
    expect(within(card).getByRole('link', { name: 'Order #7' }).getAttribute('href')).toBe('/admin/orders/7');
    expect(within(card).getByRole('link', { name: 'Aye' }).getAttribute('href')).toBe('/admin/users/3');
    expect(within(card).getByRole('link', { name: '09 791 000 001' }).getAttribute('href')).toBe('tel:09791000001');
    expect(within(card).getByText('Converse Chuck Taylor', { exact: false })).toBeTruthy();
    expect(within(card).getByText('40 / Black')).toBeTruthy();
    expect(within(card).getByText('1 × 45,000 MMK')).toBeTruthy();
    expect(within(card).getByTestId('return-amount').textContent).toBe('45,000 MMK');
    expect(within(card).getByText('It arrived damaged')).toBeTruthy();
    expect(within(card).getByText('The sole came off')).toBeTruthy();
    const photo = await within(card).findByRole('img', { name: 'Return photo 1 of 1' });
    expect(photo.getAttribute('src')).toBe('blob:shot');
    fireEvent.click(within(card).getByRole('button', { name: 'Enlarge photo 1 of 1' }));
    expect(await screen.findByRole('dialog', { name: 'Return photo 1 of 1' })).toBeTruthy();
    expect(within(cards[1]).getByText('No photos')).toBeTruthy();
    expect(within(cards[1]).queryByText('Comment')).toBeNull();
  });

  it('shows the empty state when nothing waits', async () => {
    renderWithProviders(<ReturnsPage />, { mocks: [list([])] });
    expect(await screen.findByText('No returns waiting')).toBeTruthy();
  });

  it('approves with restock as ticked, shows a refusal in place, then a toast, and the card leaves', async () => {
    let attempt = 0;
    const approve = vi.fn(() =>
      ++attempt === 1
        ? {
            errors: [
              new GraphQLError('Invalid input.', {
                extensions: { code: 'VALIDATION', errors: { id: ['This return has already been approved or rejected.'] } },
              }),
            ],
          }
        : { data: { approveReturn: true } },
    );
    const approveMock = { request: { query: ApproveReturnMutation, variables: { id: 4, restock: false } }, result: approve };
    renderWithProviders(<ReturnsPage />, { mocks: [list([pending, other]), approveMock, { ...approveMock }, list([other])] });
    const cards = await screen.findAllByTestId('return-card');
    fireEvent.click(within(cards[0]).getByRole('button', { name: 'Approve return #4 of Aye' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this return?' });
    expect(within(dialog).getByText('Return #4: 45,000 MMK becomes a refund due to Aye, listed on Refunds.')).toBeTruthy();
    const restock = within(dialog).getByRole('checkbox', { name: 'Put the items back in stock' }) as HTMLInputElement;
    expect(restock.checked).toBe(true);
    fireEvent.click(restock);
    expect(restock.checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('This return has already been approved or rejected.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Return #4 approved: 45,000 MMK to refund')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('return-card')).toHaveLength(1));
    expect(within(screen.getByTestId('return-card')).getByRole('link', { name: 'Order #8' })).toBeTruthy();
    expect(approve).toHaveBeenCalledTimes(2);
  });

  it('sends restock true when left ticked', async () => {
    const approve = vi.fn(() => ({ data: { approveReturn: true } }));
    renderWithProviders(<ReturnsPage />, {
      mocks: [list([pending]), { request: { query: ApproveReturnMutation, variables: { id: 4, restock: true } }, result: approve }, list([])],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve return #4 of Aye' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this return?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No returns waiting')).toBeTruthy();
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it('needs a reason to reject, then rejects', async () => {
    const reject = vi.fn(() => ({ data: { rejectReturn: true } }));
    renderWithProviders(<ReturnsPage />, {
      mocks: [list([pending]), { request: { query: RejectReturnMutation, variables: { id: 4, reason: 'The photo shows wear, not damage' } }, result: reject }, list([])],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject return #4 of Aye' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this return?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please write a reason')).toBeTruthy();
    expect(reject).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason (the shopper sees it)'), { target: { value: 'The photo shows wear, not damage' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Return #4 rejected')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('No returns waiting')).toBeTruthy();
    expect(reject).toHaveBeenCalledTimes(1);
  });
});
