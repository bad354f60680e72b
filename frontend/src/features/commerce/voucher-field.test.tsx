// The voucher field of confirm-order: the server's preview becomes the applied voucher (code in
// any case, trimmed), a refusal shows under the field linked to it, and the applied one comes off.
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { DiscountRow, VoucherField, type AppliedVoucher } from './components/voucher-field';
import { PreviewVoucherQuery } from './queries';

function Harness() {
  const [applied, setApplied] = useState<AppliedVoucher | null>(null);
  return (
    <>
      <VoucherField lines={{ productId: 5, variantId: 9, qty: 2 }} applied={applied} onApplied={setApplied} />
      {applied && <DiscountRow voucher={applied} />}
    </>
  );
}

const preview = { code: 'SAVE10', title: '10% off', subtotal: 20_000, discount: 2_000, total: 18_000 };

describe('VoucherField', () => {
  it('applies what the server answers and takes it off again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, {
      mocks: [{ request: { query: PreviewVoucherQuery, variables: { code: 'save10', productId: 5, variantId: 9, qty: 2 } }, result: { data: { previewVoucher: preview } } }],
    });
    await user.type(screen.getByLabelText('Voucher code'), ' save10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByTestId('voucher-applied')).textContent).toContain('SAVE10');
    expect((screen.getByTestId('order-discount')).textContent).toContain('2,000');
    await user.click(screen.getByRole('button', { name: 'Remove voucher SAVE10' }));
    expect(screen.queryByTestId('order-discount')).toBeNull();
    expect(screen.getByLabelText('Voucher code')).toBeTruthy();
  });

  it('shows a refusal under the field, linked to it', async () => {
    const user = userEvent.setup();
    const refusal = 'This code has expired.';
    renderWithProviders(<Harness />, {
      mocks: [{ request: { query: PreviewVoucherQuery, variables: { code: 'OLD', productId: 5, variantId: 9, qty: 2 } }, result: { errors: [new GraphQLError(refusal, { extensions: { code: 'VALIDATION', errors: { voucher_code: [refusal] } } })] } }],
    });
    await user.type(screen.getByLabelText('Voucher code'), 'OLD{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(screen.getByLabelText('Voucher code').getAttribute('aria-invalid')).toBe('true');
    const described = screen.getByLabelText('Voucher code').getAttribute('aria-describedby')!;
    expect(document.getElementById(described)?.textContent).toBe(refusal);
  });

  it('asks for a code before asking the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((screen.getByRole('alert')).textContent).toContain('Type a voucher code first.');
  });
});
