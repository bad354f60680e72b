// The shopper cancels an order not decided yet (issue 39): a reason is required, the chosen one is
// sent, and the server's refusal (decided a moment ago) is shown in the dialog.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { CancelOrderDialog } from './components/cancel-order-dialog';
import { CancelMyOrderMutation } from './queries';

const cancelled = {
  orderId: 7,
  status: 'CANCELLED',
  statusMessage: 'You cancelled this order',
  orderDate: '2026-11-28T10:00:00Z',
  shippingAddress: 'No. 5, Inya Road',
  orderItems: [],
  payment: 'KBZPay',
  paymentKind: 'TRANSFER',
  totalPrice: 45000,
  cancelReason: 'I found it cheaper elsewhere',
  cancellable: false,
  refunds: [{ id: 1, amount: 45000, status: 'DUE', method: null, date: '2026-11-28T10:05:00Z' }],
};

describe('CancelOrderDialog', () => {
  it('asks for a reason, then cancels with the one chosen', async () => {
    const onClose = vi.fn();
    renderWithProviders(<CancelOrderDialog orderId={7} onClose={onClose} />, {
      mocks: [{ request: { query: CancelMyOrderMutation, variables: { orderId: 7, reason: 'FOUND_CHEAPER' } }, result: { data: { cancelMyOrder: cancelled } } }],
    });
    expect(screen.getByRole('dialog', { name: 'Cancel order #7?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a reason.');
    fireEvent.click(screen.getByRole('radio', { name: 'I found it cheaper elsewhere' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's refusal and stays open", async () => {
    const onClose = vi.fn();
    const refusal = 'This order can no longer be cancelled here; the shop has already decided it.';
    renderWithProviders(<CancelOrderDialog orderId={7} onClose={onClose} />, {
      mocks: [{ request: { query: CancelMyOrderMutation, variables: { orderId: 7, reason: 'OTHER' } }, result: { errors: [new GraphQLError(refusal, { extensions: { code: 'VALIDATION', errors: { order_id: [refusal] } } })] } }],
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Another reason' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(onClose).not.toHaveBeenCalled();
  });
});
