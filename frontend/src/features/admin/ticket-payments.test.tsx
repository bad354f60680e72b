// The ticket transfer queue (/admin/tickets): a card names the customer, the prize, the batch, the
// held ticket numbers, the amount and the method beside the screenshot; Approve is one tap, Reject
// needs a reason; the decided card leaves the queue with a toast.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withAdminSessionAndScreenshots } from '@/test/admin-session';
import { renderWithProviders } from '@/test/render-with-providers';
import TicketPaymentsPage from './pages/ticket-payments-page';
import { ApproveTicketPaymentMutation, PendingTicketPaymentsQuery, RejectTicketPaymentMutation } from './queries';


const payment = (id: number, tickets: number[]) => ({
  id,
  luckyDrawId: 1,
  batch: 3,
  productName: 'Gaming PC (Core i7, RTX 4070, 32GB, 2TB SSD)',
  ticketCount: tickets.length,
  tickets,
  amountMmk: tickets.length * 5000,
  paymentMethodName: 'KBZPay',
  screenshotUrl: `/api/payment-screenshots/${id}`,
  flags: [],
  receipt: { __typename: 'ReceiptReading', paymentId: id, state: 'NOT_CHECKED', amountMmk: null, amountDueMmk: null, transferredAt: null, transactionId: null },
  customerName: 'Aye Aye',
  customerPhone: '09790000123',
  createdAt: '2026-11-21T12:00:00Z',
});

const pending = (list: ReturnType<typeof payment>[]) => ({ request: { query: PendingTicketPaymentsQuery }, result: { data: { pendingTicketPayments: list } } });

withAdminSessionAndScreenshots();

describe('TicketPaymentsPage', () => {
  it('shows everything an admin checks, and approves with one tap', async () => {
    renderWithProviders(<TicketPaymentsPage />, {
      mocks: [
        pending([payment(12, [121, 162, 172])]),
        { request: { query: ApproveTicketPaymentMutation, variables: { id: 12 } }, result: { data: { approveTicketPayment: true } } },
        pending([]),
      ],
    });
    const card = await screen.findByTestId('admin-card-ticket-12');
    expect(within(card).getByRole('heading', { name: 'Ticket payment #12' })).toBeTruthy();
    expect(card.textContent).toContain('Aye Aye · 09790000123');
    expect(card.textContent).toContain('Gaming PC (Core i7, RTX 4070, 32GB, 2TB SSD)');
    expect(card.textContent).toContain('15,000 MMK · 3 tickets');
    expect(card.textContent).toContain('KBZPay');
    expect(within(card).getByTestId('ticket-numbers').textContent).toBe('121162172');
    expect(within(within(card).getByTestId('ticket-numbers')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['121', '162', '172']);
    const batchRow = within(card).getByText('Batch').parentElement!;
    expect(batchRow.textContent).toBe('Batch3');
    expect(await within(card).findByRole('img', { name: 'Payment screenshot' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Ticket payment #12 approved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('admin-card-ticket-12')).toBeNull());
    expect(screen.getByText('Nothing waiting')).toBeTruthy();
  });

  it('rejects only with a reason', async () => {
    const reject = vi.fn(() => ({ data: { rejectTicketPayment: true } }));
    renderWithProviders(<TicketPaymentsPage />, {
      mocks: [
        pending([payment(13, [5])]),
        { request: { query: RejectTicketPaymentMutation, variables: { id: 13, reason: 'No such transfer' } }, result: reject },
        pending([]),
      ],
    });
    const card = await screen.findByTestId('admin-card-ticket-13');
    expect(card.textContent).toContain('5,000 MMK · 1 ticket');
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this payment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please write a reason')).toBeTruthy();
    expect(reject).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason (the shopper sees it)'), { target: { value: 'No such transfer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Ticket payment #13 rejected')).toBeTruthy();
    expect(reject).toHaveBeenCalledTimes(1);
  });
});
