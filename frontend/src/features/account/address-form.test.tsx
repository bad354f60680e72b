// Create-profile and shipping forms: Yangon by default, the first township of a region chosen
// automatically, their own required texts, submit disabled while a rule fails.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateProfileForm, ShippingForm } from './components/address-form';
import { RegionsQuery, TownshipsQuery } from './queries';
import { renderWithProviders } from '@/test/render-with-providers';

const place = (id: number, name: string) => ({ __typename: 'Place', id, name });

const mocks = [
  {
    request: { query: RegionsQuery },
    result: { data: { regions: [place(2, 'Mandalay'), place(1, 'Yangon'), place(3, 'Nay Pyi Taw')] } },
  },
  {
    request: { query: TownshipsQuery, variables: { regionId: 1 } },
    result: { data: { townships: [place(1, 'Ahlone'), place(2, 'Bahan')] } },
  },
  {
    request: { query: TownshipsQuery, variables: { regionId: 2 } },
    result: { data: { townships: [place(40, 'Amarapura'), place(41, 'Aungmyethazan')] } },
  },
];

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const selectedText = (label: string) => select(label).selectedOptions[0]?.textContent;

describe('CreateProfileForm', () => {
  it('chooses Yangon and its first township once they load', async () => {
    renderWithProviders(<CreateProfileForm onSubmit={vi.fn()} />, { mocks, url: '/', path: '/', addTypename: true });
    await waitFor(() => expect(selectedText('State / Region')).toBe('Yangon'));
    await waitFor(() => expect(selectedText('Township')).toBe('Ahlone'));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('reloads the townships when the region changes and chooses the first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateProfileForm onSubmit={vi.fn()} />, { mocks, url: '/', path: '/', addTypename: true });
    await waitFor(() => expect(selectedText('Township')).toBe('Ahlone'));
    await user.selectOptions(select('State / Region'), '2');
    await waitFor(() => expect(selectedText('Township')).toBe('Amarapura'));
    expect(Array.from(select('Township').options).map((o) => o.textContent)).toEqual([
      'Choose a township',
      'Amarapura',
      'Aungmyethazan',
    ]);
  });

  it('requires the address and keeps submit disabled until it is given', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    renderWithProviders(<CreateProfileForm onSubmit={onSubmit} />, { mocks, url: '/', path: '/', addTypename: true });
    await waitFor(() => expect(selectedText('Township')).toBe('Ahlone'));
    const submit = screen.getByRole('button', { name: /Save and continue$/ }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    await user.click(screen.getByLabelText('Street address'));
    await user.tab();
    expect(await screen.findByText('Address is required')).toBeTruthy();

    await user.type(screen.getByLabelText('Street address'), 'No. 5, Pyay Road');
    await user.type(screen.getByLabelText('Postal code (optional)'), '11041');
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(screen.queryByText('Address is required')).toBeNull();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      { regionId: '1', townshipId: '1', address: 'No. 5, Pyay Road', postalCode: '11041' },
      null,
    );
  });

  it('shows the region and township messages when they are emptied', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateProfileForm onSubmit={vi.fn()} />, { mocks, url: '/', path: '/', addTypename: true });
    await waitFor(() => expect(selectedText('Township')).toBe('Ahlone'));
    await user.selectOptions(select('Township'), '');
    await user.tab();
    expect(await screen.findByText('Township is required')).toBeTruthy();
    await user.selectOptions(select('State / Region'), '');
    await user.tab();
    expect(await screen.findByText('Region is required')).toBeTruthy();
  });

  it('takes images only', () => {
    renderWithProviders(<CreateProfileForm onSubmit={vi.fn()} />, { mocks, url: '/', path: '/', addTypename: true });
    const file = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(file.accept).toBe('image/*');
    expect(screen.getByText('Choose photo')).toBeTruthy();
  });
});

describe('ShippingForm', () => {
  it("keeps the profile's township and uses the shipping texts", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    renderWithProviders(
      <ShippingForm
        defaultValues={{ regionId: '1', townshipId: '2', address: 'No. 5', postalCode: '' }}
        submitLabel="Save"
        onSubmit={onSubmit}
      />,
      { mocks, url: '/', path: '/', addTypename: true },
    );
    await waitFor(() => expect(selectedText('Township')).toBe('Bahan'));
    expect(selectedText('State / Region')).toBe('Yangon');

    await user.clear(screen.getByLabelText('Street address'));
    await user.tab();
    expect(await screen.findByText('Street Address is required')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Save$/ }) as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(select('State / Region'), '');
    await user.tab();
    expect(await screen.findByText('State / Region is required')).toBeTruthy();

    await user.selectOptions(select('State / Region'), '1');
    await user.type(screen.getByLabelText('Street address'), 'No. 7');
    await waitFor(() => expect(selectedText('Township')).toBe('Ahlone'));
    await user.click(screen.getByRole('button', { name: /Save$/ }));
    expect(onSubmit).toHaveBeenCalledWith({ regionId: '1', townshipId: '1', address: 'No. 7', postalCode: '' });
  });
});
