// The product form's flash sale (issue 40): a "Flash sale" group for products only (token packs and
// gifts have none), its times typed and shown in Myanmar time (UTC+06:30) and sent in UTC, "Clear
// sale" sending no sale at all, the server's rules checked before anything is sent, the server's
// refusals beside their fields, and a sale price per variant row.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { AdminProductFieldsFragment, AdminProductVariantFieldsFragment } from '@/gql/graphql';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProductForm } from './product-form';
import { AdminCategoryListQuery, UpdateProductMutation } from './queries';

type Product = AdminProductFieldsFragment & AdminProductVariantFieldsFragment;

const product: Product = {
  id: 70,
  type: 'PRODUCT',
  categoryId: 5,
  slug: 'chuck',
  name: { en: 'Chuck', mm: null, ch: null },
  description: { en: 'Shoes', mm: null, ch: null },
  actualPrice: 110000,
  salePrice: null,
  saleStartsAt: null,
  saleEndsAt: null,
  weightKg: 1,
  inStock: true,
  tokenReward: 0,
  tokenAmount: null,
  referralPoint: null,
  hidden: false,
  featureImage: null,
  images: [],
  options: [{ name: { en: 'Size', mm: null, ch: null }, values: [{ en: '41', mm: null, ch: null }, { en: '42', mm: null, ch: null }] }],
  variants: [
    { id: 1, sku: 'CT-41', optionValues: ['41'], price: null, stock: 2, held: 0, salePrice: null, lowStockAt: null, weightKg: null, imageId: null, image: null },
    { id: 2, sku: 'CT-42', optionValues: ['42'], price: 118000, stock: null, held: 0, salePrice: null, lowStockAt: null, weightKg: null, imageId: null, image: null },
  ],
};

/** On sale from 16 December 10:00 to 18 December 22:00, Myanmar time. */
const onSale: Product = { ...product, salePrice: 95000, saleStartsAt: '2026-12-16T03:30:00+00:00', saleEndsAt: '2026-12-18T15:30:00+00:00' };

const categories = {
  request: { query: AdminCategoryListQuery },
  result: { data: { adminCategories: [{ id: 5, slug: 'shoes', name: { en: 'Shoes', mm: null, ch: null }, hidden: false, image: null, sort: 0, productCount: 1 }] } },
};

type Sent = { id: number; input: Record<string, unknown> & { variants?: { sku: string; salePrice: number | null }[] } };

/** The form of `edited`, whose update answers `result` and records what it sent. */
async function renderForm(edited: Product, result: Record<string, unknown> = { data: { updateProduct: true } }) {
  const update = vi.fn((_variables: unknown) => {});
  const onDone = vi.fn();
  renderWithProviders(<ProductForm product={edited} onDone={onDone} onCancel={() => {}} />, {
    mocks: [categories, { request: { query: UpdateProductMutation }, variableMatcher: (variables) => (update(variables), true), result }],
  });
  await screen.findByRole('option', { name: 'Shoes' });
  const form = screen.getByRole('form', { name: `Edit ${edited.name.en}` });
  const sale = () => within(form).getByRole('group', { name: 'Flash sale' });
  const field = (label: string) => within(sale()).getByLabelText(label) as HTMLInputElement;
  const save = () => fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  const sent = () => update.mock.calls.at(-1)![0] as Sent;
  return { form, sale, field, save, sent, update, onDone };
}

/** The text under a field (its rule, the server's refusal, or its hint). */
const noteOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('ProductForm, flash sale', () => {
  it('has a Flash sale group for products, and none for token packs', async () => {
    renderWithProviders(<ProductForm onDone={() => {}} onCancel={() => {}} />, { mocks: [categories] });
    const form = screen.getByRole('form', { name: 'New product' });
    const group = within(form).getByRole('group', { name: 'Flash sale' });
    expect(within(group).getByLabelText('Starts (Myanmar time)').getAttribute('type')).toBe('datetime-local');
    expect(within(group).getByLabelText('Ends (Myanmar time)').getAttribute('type')).toBe('datetime-local');
    expect(noteOf(within(group).getByLabelText('Starts (Myanmar time)'))).toBe('Empty: as soon as it is saved');
    // Nothing typed: nothing to clear.
    expect(within(group).queryByRole('button', { name: 'Clear sale' })).toBeNull();

    fireEvent.change(within(form).getByRole('combobox', { name: 'Type' }), { target: { value: 'TOKEN_PRODUCT' } });
    expect(within(form).queryByRole('group', { name: 'Flash sale' })).toBeNull();
    fireEvent.change(within(form).getByRole('combobox', { name: 'Type' }), { target: { value: 'REFERRAL_GIFT' } });
    expect(within(form).queryByRole('group', { name: 'Flash sale' })).toBeNull();
  });

  it('sends a sale typed in Myanmar time as its UTC instant, the variants left untouched', async () => {
    const { field, save, sent, onDone } = await renderForm(product);
    fireEvent.change(field('Sale price (MMK, empty: no sale)'), { target: { value: '99000' } });
    fireEvent.change(field('Starts (Myanmar time)'), { target: { value: '2026-12-16T10:00' } });
    // Half past one at night in Yangon is still the day before in UTC.
    fireEvent.change(field('Ends (Myanmar time)'), { target: { value: '2026-12-19T01:30' } });
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Chuck saved'));
    expect(sent().input).toMatchObject({ salePrice: 99000, saleStartsAt: '2026-12-16T03:30:00.000Z', saleEndsAt: '2026-12-18T19:00:00.000Z' });
    expect(sent().input.variants).toBeUndefined();
  });

  it('shows a saved sale in Myanmar time, and saves it unchanged', async () => {
    const { field, save, sent, onDone } = await renderForm(onSale);
    expect(field('Sale price (MMK, empty: no sale)').value).toBe('95000');
    expect(field('Starts (Myanmar time)').value).toBe('2026-12-16T10:00');
    expect(field('Ends (Myanmar time)').value).toBe('2026-12-18T22:00');
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent().input).toMatchObject({ salePrice: 95000, saleStartsAt: '2026-12-16T03:30:00+00:00', saleEndsAt: '2026-12-18T15:30:00+00:00' });
  });

  it('clears the sale, the variants’ sale prices too, says so, and sends no sale', async () => {
    const withVariantSale: Product = { ...onSale, variants: [product.variants[0], { ...product.variants[1], salePrice: 100000 }] };
    const { form, sale, field, save, sent, onDone } = await renderForm(withVariantSale);
    const rowSale = () => within(within(form).getByRole('group', { name: '42' })).getByLabelText('Sale price (MMK)') as HTMLInputElement;
    expect(rowSale().value).toBe('100000');
    fireEvent.click(within(sale()).getByRole('button', { name: 'Clear sale' }));
    expect([field('Sale price (MMK, empty: no sale)').value, field('Starts (Myanmar time)').value, field('Ends (Myanmar time)').value]).toEqual(['', '', '']);
    expect(within(sale()).getByRole('status').textContent).toBe('No sale price: saving leaves this product without a sale.');
    expect(within(sale()).queryByRole('button', { name: 'Clear sale' })).toBeNull();
    expect(rowSale().value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(field('Sale price (MMK, empty: no sale)')));
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent().input).toMatchObject({ salePrice: null, saleStartsAt: null, saleEndsAt: null });
    expect(sent().input.variants?.map((v) => [v.sku, v.salePrice])).toEqual([
      ['CT-41', null],
      ['CT-42', null],
    ]);
  });

  it('sends no sale when the price is emptied, whatever times are left', async () => {
    const { field, sale, save, sent, onDone } = await renderForm(onSale);
    fireEvent.change(field('Sale price (MMK, empty: no sale)'), { target: { value: '' } });
    expect(within(sale()).getByRole('status').textContent).toBe('No sale price: saving leaves this product without a sale.');
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent().input).toMatchObject({ salePrice: null, saleStartsAt: null, saleEndsAt: null });
  });

  it('refuses a sale price not below the price, and an end not after the start, beside their fields', async () => {
    const { field, save, update } = await renderForm(product);
    fireEvent.change(field('Sale price (MMK, empty: no sale)'), { target: { value: '110000' } });
    fireEvent.change(field('Starts (Myanmar time)'), { target: { value: '2026-12-16T10:00' } });
    fireEvent.change(field('Ends (Myanmar time)'), { target: { value: '2026-12-16T09:00' } });
    save();
    await waitFor(() => expect(field('Sale price (MMK, empty: no sale)').getAttribute('aria-invalid')).toBe('true'));
    expect(noteOf(field('Sale price (MMK, empty: no sale)'))).toBe('At least 1 kyat and below the price');
    expect(noteOf(field('Ends (Myanmar time)'))).toBe('The sale must end after it starts');

    // A sale price with no end.
    fireEvent.change(field('Sale price (MMK, empty: no sale)'), { target: { value: '100000' } });
    fireEvent.change(field('Ends (Myanmar time)'), { target: { value: '' } });
    save();
    await waitFor(() => expect(noteOf(field('Ends (Myanmar time)'))).toBe('Choose when the sale ends'));
    expect(field('Sale price (MMK, empty: no sale)').getAttribute('aria-invalid')).toBeNull();
    expect(update).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the sale beside its field', async () => {
    const refused = { errors: [new GraphQLError('Invalid input', { extensions: { errors: { sale_ends_at: ['the sale must end after it starts'] } } })] };
    const { field, save, onDone } = await renderForm(onSale, refused);
    save();
    await waitFor(() => expect(noteOf(field('Ends (Myanmar time)'))).toBe('the sale must end after it starts'));
    expect(field('Ends (Myanmar time)').getAttribute('aria-invalid')).toBe('true');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends a variant’s own sale price, checks it against the row’s price, and shows the server’s refusal beside it', async () => {
    const refused = { errors: [new GraphQLError('Invalid input', { extensions: { errors: { 'variants.1.sale_price': ['the sale price must be at least 1 kyat and below the price it discounts'] } } })] };
    const { form, field, save, sent, update } = await renderForm(product, refused);
    const row = within(within(form).getByRole('group', { name: '42' }));
    const rowSale = () => row.getByLabelText('Sale price (MMK)');
    // Its own price: empty is no sale for it; the other row takes the product's sale price.
    expect(noteOf(rowSale())).toBe('Empty: not on sale');
    expect(noteOf(within(within(form).getByRole('group', { name: '41' })).getByLabelText('Sale price (MMK)'))).toBe("Empty: the product's sale price");

    fireEvent.change(rowSale(), { target: { value: '118000' } });
    fireEvent.change(field('Ends (Myanmar time)'), { target: { value: '2026-12-18T22:00' } });
    save();
    await waitFor(() => expect(noteOf(rowSale())).toBe("Leave it empty, or write at least 1 kyat and below this variant's price"));
    expect(update).not.toHaveBeenCalled();

    fireEvent.change(rowSale(), { target: { value: '99000' } });
    save();
    await waitFor(() => expect(noteOf(rowSale())).toBe('the sale price must be at least 1 kyat and below the price it discounts'));
    expect(sent().input).toMatchObject({ salePrice: null, saleStartsAt: null, saleEndsAt: '2026-12-18T15:30:00.000Z' });
    expect(sent().input.variants?.map((v) => [v.sku, v.salePrice])).toEqual([
      ['CT-41', null],
      ['CT-42', 99000],
    ]);
  });

  it('asks for the end when only a variant has a sale price', async () => {
    const { form, field, save, update } = await renderForm(product);
    fireEvent.change(within(within(form).getByRole('group', { name: '41' })).getByLabelText('Sale price (MMK)'), { target: { value: '90000' } });
    save();
    await waitFor(() => expect(noteOf(field('Ends (Myanmar time)'))).toBe('Choose when the sale ends'));
    expect(update).not.toHaveBeenCalled();
  });

  it('keeps a token pack’s sale set through the API, without showing it', async () => {
    const pack: Product = { ...onSale, type: 'TOKEN_PRODUCT', tokenAmount: 100, actualPrice: 10000, salePrice: 9000, options: [], variants: [] };
    const update = vi.fn((_variables: unknown) => {});
    const onDone = vi.fn();
    renderWithProviders(<ProductForm product={pack} onDone={onDone} onCancel={() => {}} />, {
      mocks: [categories, { request: { query: UpdateProductMutation }, variableMatcher: (variables) => (update(variables), true), result: { data: { updateProduct: true } } }],
    });
    await screen.findByRole('option', { name: 'Shoes' });
    expect(screen.queryByRole('group', { name: 'Flash sale' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect((update.mock.calls.at(-1)![0] as Sent).input).toMatchObject({ salePrice: 9000, saleStartsAt: '2026-12-16T03:30:00+00:00', saleEndsAt: '2026-12-18T15:30:00+00:00' });
  });
});
