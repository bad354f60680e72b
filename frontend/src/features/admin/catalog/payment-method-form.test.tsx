// A cash on delivery payment method's townships (issue 38): the ones saved are listed by name and
// removable, another is picked by region and typed name, and the update sends them all.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminTownshipsQuery } from '../delivery/queries';
import { PaymentMethodForm, type AdminPaymentMethod } from './payment-method-form';
import { AdminCodRegionsQuery, UpdatePaymentMethodMutation } from './queries';

const method: AdminPaymentMethod = {
  id: 5,
  name: 'Cash on delivery',
  logo: null,
  sort: 0,
  hidden: false,
  kind: 'CASH_ON_DELIVERY',
  codRegionIds: [],
  codTownshipIds: [7],
  codMaxTotal: 300000,
  merchantQr: null,
  paymentNumbers: [],
};

describe('PaymentMethodForm, cash on delivery', () => {
  it('lists, removes and adds single townships, and saves them', async () => {
    const saved = vi.fn();
    const update = {
      request: { query: UpdatePaymentMethodMutation },
      variableMatcher: (variables: Record<string, unknown>) => {
        saved(variables);
        return true;
      },
      result: { data: { updatePaymentMethod: true } },
    };
    const onDone = vi.fn();
    renderWithProviders(<PaymentMethodForm method={method} onDone={onDone} onCancel={() => {}} />, {
      mocks: [
        { request: { query: AdminCodRegionsQuery }, result: { data: { regions: [{ id: 1, name: 'Yangon' }] } } },
        { request: { query: AdminTownshipsQuery, variables: { regionId: 1 } }, result: { data: { townships: [{ id: 7, name: 'Hlaing' }, { id: 8, name: 'Kamayut' }, { id: 9, name: 'Sanchaung' }] } } },
        update,
      ],
    });
    const townships = within(await screen.findByTestId('cod-townships'));
    expect(await townships.findByText('Hlaing')).toBeTruthy();
    fireEvent.change(townships.getByRole('combobox', { name: 'Region' }), { target: { value: '1' } });
    fireEvent.change(townships.getByRole('searchbox'), { target: { value: 'kam' } });
    const township = townships.getByRole('combobox', { name: 'Township' });
    expect(within(township).queryByText('Sanchaung')).toBeNull();
    expect(within(township).queryByText('Hlaing')).toBeNull();
    fireEvent.change(township, { target: { value: '8' } });
    fireEvent.click(townships.getByRole('button', { name: 'Add township' }));
    const listed = () => townships.getByRole('list').textContent;
    expect(listed()).toBe('HlaingKamayut');
    fireEvent.click(townships.getByRole('button', { name: 'Remove Hlaing' }));
    // Listed no more, and offered by the picker again.
    expect(listed()).toBe('Kamayut');
    expect(within(township).getByText('Hlaing')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saved).toHaveBeenLastCalledWith(expect.objectContaining({ id: 5, input: expect.objectContaining({ kind: 'CASH_ON_DELIVERY', codTownshipIds: [8], codMaxTotal: 300000 }) }));
  });
});
