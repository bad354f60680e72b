// The admin's refunds (issue 39): the Refund dialog proposes all refundable lines and their sum,
// capped at what can still be refunded, follows the lines chosen, refuses an amount over the cap
// before sending, shows the server's refusal beside its field and sends the chosen lines; the
// order page shows the lines' states and refunds; the refunds page lists due refunds first, marks
// one as sent (refusal shown in the dialog, then success: toast and the list read again).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { withAdminSessionAndScreenshots } from '@/test/admin-session';
import { renderWithProviders } from '@/test/render-with-providers';
import OrderPage from './order-page';
import { AdminOrderQuery, AdminRefundsQuery, RefundOrderMutation, SettleRefundMutation } from './queries';
import { RefundDialog } from './refund-dialog';
import RefundsPage from './refunds-page';
import { proposedAmount, refundFieldOf } from './rules';

withAdminSessionAndScreenshots();

interface Line {
  orderItemId: number;
  productId: number;
  productName: string;
  variantLabel: string | null;
  qty: number;
  unitPrice: number;
  state: string;
  refundable: boolean;
}

const lamp: Line = { orderItemId: 11, productId: 1, productName: 'Brass lamp', variantLabel: 'Large', qty: 2, unitPrice: 25_000, state: 'TO_SHIP', refundable: true };
const kettle: Line = { orderItemId: 12, productId: 2, productName: 'Kettle', variantLabel: null, qty: 1, unitPrice: 15_000, state: 'TO_SHIP', refundable: true };
const shipped: Line = { orderItemId: 13, productId: 3, productName: 'Fan', variantLabel: null, qty: 1, unitPrice: 9_000, state: 'SHIPPING', refundable: false };

function amountField() {
  return screen.getByLabelText('Amount (MMK)') as HTMLInputElement;
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('refund rules', () => {
  it('proposes the chosen lines’ sum, at most what can still be refunded', () => {
    expect(proposedAmount([lamp, kettle], [11, 12], 100_000)).toBe(65_000);
    expect(proposedAmount([lamp, kettle], [12], 100_000)).toBe(15_000);
    expect(proposedAmount([lamp, kettle], [11, 12], 40_000)).toBe(40_000);
    expect(proposedAmount([lamp, kettle], [], 40_000)).toBe(0);
    expect(refundFieldOf('order_item_ids')).toBe('lineIds');
    expect(refundFieldOf('amount')).toBe('amount');
    expect(refundFieldOf('order_id')).toBeUndefined();
  });
});

describe('RefundDialog', () => {
  it('offers the refundable lines, all chosen, with their sum capped, and follows the choice', async () => {
    renderWithProviders(<RefundDialog open orderId={7} lines={[lamp, kettle, shipped]} refundableMmk={60_000} onClose={() => {}} onRefunded={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, true]);
    expect(within(dialog).queryByText('Fan')).toBeNull();
    expect(amountField().value).toBe('60000');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Brass lamp/ }));
    expect(amountField().value).toBe('15000');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Kettle/ }));
    expect(amountField().value).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Choose at least one line.')).toBeTruthy();
  });

  it('refuses an amount over the cap before sending', async () => {
    const sent = vi.fn(() => ({ data: { refundOrder: 1 } }));
    renderWithProviders(<RefundDialog open orderId={7} lines={[lamp, kettle]} refundableMmk={60_000} onClose={() => {}} onRefunded={() => {}} />, {
      mocks: [{ request: { query: RefundOrderMutation }, variableMatcher: () => true, result: sent }],
    });
    await screen.findByRole('dialog', { name: 'Refund' });
    fill('Amount (MMK)', '60001');
    fill('Reason (the shopper sees it)', 'Out of stock');
    fill('How it was sent', 'KBZPay 09 7912 3456');
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('At most 60,000 MMK can be refunded.')).toBeTruthy();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal beside its field and keeps the dialog open', async () => {
    const refused = vi.fn(() => ({
      errors: [new GraphQLError('Invalid input.', { extensions: { code: 'VALIDATION', errors: { order_item_ids: ['These lines were already refunded.'] } } })],
    }));
    const onRefunded = vi.fn();
    renderWithProviders(<RefundDialog open orderId={7} lines={[lamp, kettle]} refundableMmk={100_000} onClose={() => {}} onRefunded={onRefunded} />, {
      mocks: [
        {
          request: {
            query: RefundOrderMutation,
            variables: { input: { orderId: 7, amount: 15_000, reason: 'Out of stock', method: 'KBZPay 09 7912 3456', orderItemIds: [12] }, screenshot: null },
          },
          result: refused,
        },
      ],
    });
    await screen.findByRole('dialog', { name: 'Refund' });
    fireEvent.click(screen.getByRole('checkbox', { name: /Brass lamp/ }));
    fill('Reason (the shopper sees it)', '  Out of stock ');
    fill('How it was sent', 'KBZPay 09 7912 3456');
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('These lines were already refunded.')).toBeTruthy();
    expect(refused).toHaveBeenCalledTimes(1);
    expect(onRefunded).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Refund' })).toBeTruthy();
  });
});

const order = (lines: Line[], refunds: unknown[], refundableMmk: number) => ({
  id: 7,
  status: 'APPROVED',
  payment: 'KBZPay',
  paymentKind: 'TRANSFER',
  totalMmk: 65_000,
  discount: 0,
  voucherCode: null,
  createdAt: '2026-11-20T04:00:00Z',
  shippingAddress: 'No. 5, Bahan, Yangon',
  cancelReason: null,
  userId: 3,
  customerName: 'Aye',
  customerPhone: '09791000001',
  refundableMmk,
  lines,
  refunds,
});

describe('OrderPage', () => {
  it('shows the lines’ states, refunds one and reads the order again', async () => {
    const refunded = { id: 5, amount: 50_000, reason: 'Scratched', status: 'REFUNDED', method: 'WavePay 09 1', date: '2026-11-21T04:00:00Z' };
    const sent = vi.fn(() => ({ data: { refundOrder: 5 } }));
    renderWithProviders(<OrderPage />, {
      url: '/admin/orders/7',
      path: '/admin/orders/:id',
      mocks: [
        { request: { query: AdminOrderQuery, variables: { id: 7 } }, result: { data: { adminOrder: order([lamp, kettle], [], 65_000) } } },
        {
          request: {
            query: RefundOrderMutation,
            variables: { input: { orderId: 7, amount: 50_000, reason: 'Scratched', method: 'WavePay 09 1', orderItemIds: [11] }, screenshot: null },
          },
          result: sent,
        },
        {
          request: { query: AdminOrderQuery, variables: { id: 7 } },
          result: { data: { adminOrder: order([{ ...lamp, state: 'REFUNDED', refundable: false }, kettle], [refunded], 15_000) } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Order #7', level: 1 })).toBeTruthy();
    expect(screen.getAllByTestId('line-state').map((s) => s.textContent)).toEqual(['To ship', 'To ship']);
    expect(screen.getByText('No refunds')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Kettle/ }));
    expect(amountField().value).toBe('50000');
    fill('Reason (the shopper sees it)', 'Scratched');
    fill('How it was sent', 'WavePay 09 1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('50,000 MMK refunded')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('line-state').map((s) => s.textContent)).toEqual(['Refunded', 'To ship']));
    expect(within(screen.getByTestId('order-refunds')).getByText('Scratched')).toBeTruthy();
    expect(screen.getByTestId('refundable').textContent).toBe('15,000 MMK');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toHaveBeenCalledTimes(1);
  });
});

const due = {
  id: 21,
  userId: 3,
  customerName: 'Aye',
  customerPhone: '09791000001',
  kind: 'ORDER',
  subjectId: 7,
  amountMmk: 45_000,
  reason: 'I changed my mind',
  status: 'DUE',
  method: null,
  screenshotUrl: null,
  createdAt: '2026-11-20T04:00:00Z',
  refundedAt: null,
};
const ticket = { ...due, id: 22, customerName: 'Bo', kind: 'TICKET_TRANSFER', subjectId: 4, amountMmk: 2_000, reason: 'The draw ended below its minimum' };
const sentOne = { ...due, id: 20, status: 'REFUNDED', method: 'KBZPay 09 5', screenshotUrl: '/api/refunds/20/screenshot', refundedAt: '2026-11-19T04:00:00Z' };

describe('RefundsPage', () => {
  it('lists due refunds first, shows a refusal, then marks one as sent and reads the list again', async () => {
    let attempt = 0;
    const settle = vi.fn(() =>
      ++attempt === 1
        ? { errors: [new GraphQLError('This refund was already sent.', { extensions: { code: 'VALIDATION', errors: { id: ['This refund was already sent.'] } } })] }
        : { data: { settleRefund: true } },
    );
    const list = (refunds: unknown[]) => ({ request: { query: AdminRefundsQuery }, result: { data: { adminRefunds: refunds } } });
    const settleMock = { request: { query: SettleRefundMutation, variables: { id: 21, method: 'KBZPay 09 7912 3456', screenshot: null } }, result: settle };
    renderWithProviders(<RefundsPage />, {
      mocks: [list([due, ticket, sentOne]), settleMock, { ...settleMock }, list([ticket, { ...due, status: 'REFUNDED', method: 'KBZPay 09 7912 3456' }, sentOne])],
    });
    expect(await screen.findByRole('heading', { name: 'Refunds', level: 1 })).toBeTruthy();
    const dueList = screen.getByTestId('refunds-due');
    const cards = within(dueList).getAllByTestId('refund-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: 'Order #7' }).getAttribute('href')).toBe('/admin/orders/7');
    expect(within(cards[1]).getByText('Ticket purchase #4')).toBeTruthy();
    expect(within(cards[1]).queryByRole('link', { name: 'Ticket purchase #4' })).toBeNull();
    const sentList = screen.getByTestId('refunds-sent');
    expect(within(sentList).getByText('KBZPay 09 5')).toBeTruthy();
    fireEvent.click(within(sentList).getByRole('button', { name: 'Show the screenshot' }));
    expect(await within(sentList).findByRole('img', { name: 'Payment screenshot' })).toBeTruthy();

    fireEvent.click(within(cards[0]).getByRole('button', { name: 'Mark 45,000 MMK to Aye as sent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the refund as sent' });
    expect(within(dialog).getByText('45,000 MMK to Aye for Order #7')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    expect(await within(dialog).findByText('Write 1 to 500 characters.')).toBeTruthy();
    fill('How it was sent', 'KBZPay 09 7912 3456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    expect(await within(dialog).findByText('This refund was already sent.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    expect(await screen.findByText('45,000 MMK to Aye marked as sent')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('refunds-due')).getAllByTestId('refund-card')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(settle).toHaveBeenCalledTimes(2);
  });
});
