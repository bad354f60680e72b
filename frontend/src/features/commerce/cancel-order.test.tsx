// The shopper cancels an order not decided yet (issue 39): a reason is required, the chosen one is
// sent, and the server's refusal (decided a moment ago) is shown in the dialog. And asks a return:
// items, a reason, at most three photos.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { CancelOrderDialog } from './components/cancel-order-dialog';
import { ReturnDialog } from './components/return-dialog';
import { CancelMyOrderMutation, RequestReturnMutation } from './queries';

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

describe('ReturnDialog', () => {
  it('asks items and a reason, takes at most three photos, and sends the return', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    const onAsked = vi.fn();
    const photo = () => new File([new Uint8Array([0x89, 0x50])], 'shoe.png', { type: 'image/png' });
    const request = {
      request: { query: RequestReturnMutation },
      variableMatcher: (variables: Record<string, unknown>) => {
        const input = variables.input as { orderItemIds: number[]; reason: string; comment: string };
        return input.reason === 'DAMAGED' && input.orderItemIds.join() === '11' && (variables.photos as File[]).length === 1;
      },
      result: { data: { requestReturn: 5 } },
    };
    renderWithProviders(<ReturnDialog items={[{ id: 11, name: 'Shoe (40 / Black)' }, { id: 12, name: 'Socks' }]} onClose={() => {}} onAsked={onAsked} />, { mocks: [request] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Socks' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ask for the return' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a reason.');
    fireEvent.click(screen.getByRole('radio', { name: 'It arrived damaged' }));
    const input = screen.getByTestId('return-photo-input');
    fireEvent.change(input, { target: { files: [photo(), photo(), photo(), photo()] } });
    expect(screen.getByRole('alert').textContent).toBe('Add at most 3 photos.');
    fireEvent.change(input, { target: { files: [photo()] } });
    expect(screen.getAllByRole('img', { name: /Return photo/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for the return' }));
    await waitFor(() => expect(onAsked).toHaveBeenCalledWith(5));
  });
});
