import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/auth';
import { renderWithProviders } from '@/test/render-with-providers';
import { PaymentQr } from './payment-qr';
import { CreatePaymentQrMutation } from './queries';

const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

function made(amount: number, reference: string) {
  return {
    request: { query: CreatePaymentQrMutation, variables: { kind: 'ORDER', paymentId: 4, amountMmk: amount } },
    result: { data: { createPaymentQr: { png: `/api/user/payment-qr.png?reference=${reference}`, amountMmk: amount, reference } } },
  };
}

describe('<PaymentQr>', () => {
  beforeEach(() => {
    signIn('shopper-token');
    URL.createObjectURL = vi.fn(() => 'blob:qr');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the payment's QR fetched with the shopper's token, its reference and Save QR, and reports the reference", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => ({ ok: true, status: 200, blob: async () => PNG }) as unknown as Response);
    vi.stubGlobal('fetch', fetchMock);
    const onReference = vi.fn();
    renderWithProviders(<PaymentQr kind="ORDER" paymentId={4} amount={45000} onReference={onReference} />, { mocks: [made(45000, 'PAY000042')] });
    const img = await screen.findByRole('img', { name: /QR code to pay 45,000/ });
    expect(img.getAttribute('src')).toBe('blob:qr');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/user/payment-qr.png?reference=PAY000042');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ headers: { Authorization: 'Bearer shopper-token' } });
    expect(screen.getByTestId('payment-reference').textContent).toBe('PAY000042');
    expect(screen.getByRole('link', { name: 'Save QR' }).getAttribute('download')).toBe('lucky-mall-PAY000042.png');
    expect(onReference).toHaveBeenLastCalledWith('PAY000042');
  });

  it('shows nothing and reports no reference when no QR can be made', async () => {
    const onReference = vi.fn();
    const failing = { request: made(45000, 'x').request, error: new Error('offline') };
    const { container } = renderWithProviders(<PaymentQr kind="ORDER" paymentId={4} amount={45000} onReference={onReference} />, { mocks: [failing] });
    await waitFor(() => expect(container.querySelector('[data-testid="payment-qr"]')).toBeNull());
    expect(onReference).not.toHaveBeenCalledWith(expect.stringMatching(/^PAY/));
  });
});
