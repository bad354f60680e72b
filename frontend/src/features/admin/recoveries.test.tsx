// The sign-in recovery queue (/admin/recoveries): a card is an article named after the customer,
// with the phone, the missed days, the fee, the method and the screenshot; Approve is one tap,
// Reject needs a reason; a decided card leaves the queue with a toast, and "already decided" from
// the server is shown.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { withAdminSessionAndScreenshots } from '@/test/admin-session';
import { renderWithProviders } from '@/test/render-with-providers';
import RecoveriesPage from './pages/recoveries-page';
import { ApproveRecoveryMutation, PendingRecoveriesQuery, RejectRecoveryMutation } from './queries';


const recovery = (id: number, customerName: string, missedDays: string[]) => ({
  id,
  userId: 40 + id,
  customerName,
  customerPhone: `0979000${String(id).padStart(4, '0')}`,
  missedDays,
  feeMmk: 3000,
  payment: 'KBZPay',
  screenshotUrl: `/api/payment-screenshots/recovery-${id}`,
  flags: [],
  receipt: { __typename: 'ReceiptReading', paymentId: id, state: 'NOT_CHECKED', amountMmk: null, amountDueMmk: null, transferredAt: null, transactionId: null },
  createdAt: '2026-11-24T03:30:00Z',
});

const pending = (list: ReturnType<typeof recovery>[]) => ({ request: { query: PendingRecoveriesQuery }, result: { data: { pendingRecoveries: list } } });

withAdminSessionAndScreenshots();

describe('RecoveriesPage', () => {
  it('shows the customer, the missed days, the fee and the screenshot, and approves with one tap', async () => {
    renderWithProviders(<RecoveriesPage />, {
      mocks: [
        pending([recovery(3, 'Aye Aye', ['2026-11-20', '2026-11-22']), recovery(4, 'Kyaw Kyaw', ['2026-11-23'])]),
        { request: { query: ApproveRecoveryMutation, variables: { id: 3 } }, result: { data: { approveRecovery: true } } },
        pending([recovery(4, 'Kyaw Kyaw', ['2026-11-23'])]),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Sign-in recoveries to check' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: /Aye Aye/ });
    expect(within(card).getByRole('heading', { name: 'Recovery #3 · Aye Aye' })).toBeTruthy();
    expect(card.textContent).toContain('Aye Aye · 09790000003');
    expect(within(card).getByText('Fee').parentElement!.textContent).toBe('Fee3,000 MMK');
    expect(within(card).getByText('Payment').parentElement!.textContent).toBe('PaymentKBZPay');
    const days = within(card).getByTestId('missed-days');
    expect([...days.querySelectorAll('time')].map((t) => [t.getAttribute('datetime'), t.textContent])).toEqual([
      ['2026-11-20', 'Nov 20, 2026'],
      ['2026-11-22', 'Nov 22, 2026'],
    ]);
    expect(within(card).getByText('Missed days').parentElement!.textContent).toContain('2 days');
    expect(within(screen.getByRole('article', { name: /Kyaw Kyaw/ })).getByText('Missed days').parentElement!.textContent).toContain('1 day');
    expect(screen.getByText('2 waiting')).toBeTruthy();
    const shot = await within(card).findByRole('img', { name: 'Payment screenshot' });
    expect(shot.getAttribute('src')).toBe('blob:shot');
    // The screenshot is fetched with the admin's token.
    expect(fetch).toHaveBeenCalledWith('/api/payment-screenshots/recovery-3', expect.objectContaining({ headers: { Authorization: 'Bearer admin-token' } }));

    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Recovery #3 · Aye Aye approved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: /Aye Aye/ })).toBeNull());
    expect(screen.getByRole('article', { name: /Kyaw Kyaw/ })).toBeTruthy();
    expect(screen.getByText('1 waiting')).toBeTruthy();
  });

  it('rejects only with a reason', async () => {
    const reject = vi.fn(() => ({ data: { rejectRecovery: true } }));
    renderWithProviders(<RecoveriesPage />, {
      mocks: [
        pending([recovery(5, 'Su Su', ['2026-11-21'])]),
        { request: { query: RejectRecoveryMutation, variables: { id: 5, reason: 'No such transfer' } }, result: reject },
        pending([]),
      ],
    });
    const card = await screen.findByRole('article', { name: /Su Su/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this payment?' });
    expect(dialog.textContent).toContain('Rejecting Recovery #5 · Su Su.');
    fireEvent.change(within(dialog).getByLabelText('Reason (the shopper sees it)'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please write a reason')).toBeTruthy();
    expect(reject).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason (the shopper sees it)'), { target: { value: ' No such transfer ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Recovery #5 · Su Su rejected')).toBeTruthy();
    expect(reject).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: /Su Su/ })).toBeNull());
    expect(screen.getByText('Nothing waiting')).toBeTruthy();
  });

  it('shows the server when another admin decided first', async () => {
    renderWithProviders(<RecoveriesPage />, {
      mocks: [
        pending([recovery(6, 'Hla Hla', ['2026-11-21']), recovery(7, 'Mya Mya', ['2026-11-21'])]),
        { request: { query: ApproveRecoveryMutation, variables: { id: 6 } }, result: { errors: [new GraphQLError('This recovery was already decided')] } },
        { request: { query: RejectRecoveryMutation, variables: { id: 7, reason: 'Blurry' } }, result: { errors: [new GraphQLError('This recovery was already decided')] } },
      ],
    });
    const first = await screen.findByRole('article', { name: /Hla Hla/ });
    fireEvent.click(within(first).getByRole('button', { name: 'Approve' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('This recovery was already decided');
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    const second = screen.getByRole('article', { name: /Mya Mya/ });
    fireEvent.click(within(second).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this payment?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (the shopper sees it)'), { target: { value: 'Blurry' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This recovery was already decided')).toBeTruthy();
  });
});
