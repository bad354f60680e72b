// A variant's own weight and photo in the product editor (issue 37): each row has "Weight (kg)"
// (empty: the product's) and a photo choice among the product's saved photos (a radio each, and
// "Product's photo"), or, before the product has saved photos, a note to save them first. The
// weight is checked before anything is sent (0 to 1,000 kg, its message beside the field), and
// a save sends both fields of every row.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminProductFieldsFragment, AdminProductVariantFieldsFragment } from '@/gql/graphql';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProductForm } from './product-form';
import { AdminCategoryListQuery, UpdateProductMutation } from './queries';
import { VariantEditor } from './variant-editor';
import { variantDrafts } from './variant-rules';

const photos = [
  { id: 31, url: '/media/p/31-thumb.webp' },
  { id: 32, url: '/media/p/32-thumb.webp' },
];

const rows = () =>
  variantDrafts([
    { sku: 'CT-41-BLK', optionValues: ['41', 'Black'], weightKg: 1.2, imageId: 31 },
    { sku: 'CT-41-WHT', optionValues: ['41', 'White'] },
  ]);

describe('VariantEditor', () => {
  it('offers the product’s photos as thumbnails and takes a weight with a dot or a comma', () => {
    const onChange = vi.fn();
    const variants = rows();
    renderWithProviders(<VariantEditor options={[]} variants={variants} photos={photos} skuBase="ct" errors={{}} onChange={onChange} />);
    const black = screen.getByRole('group', { name: '41 / Black' });
    expect((within(black).getByLabelText('Weight (kg)') as HTMLInputElement).value).toBe('1.2');
    const choice = within(black).getByRole('group', { name: 'Photo' });
    const radios = within(choice).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.labels?.[0]?.textContent || r.labels?.[0]?.querySelector('img')?.getAttribute('alt'))).toEqual(["Product's photo", 'Photo 1', 'Photo 2']);
    expect(radios.map((r) => r.checked)).toEqual([false, true, false]);
    expect(within(choice).getByRole('img', { name: 'Photo 2' }).getAttribute('src')).toBe('/media/p/32-thumb.webp');

    fireEvent.click(within(choice).getByRole('radio', { name: 'Photo 2' }));
    expect(onChange).toHaveBeenLastCalledWith([], [expect.objectContaining({ sku: 'CT-41-BLK', imageId: 32 }), variants[1]]);

    const white = screen.getByRole('group', { name: '41 / White' });
    expect((within(within(white).getByRole('group', { name: 'Photo' })).getByRole('radio', { name: "Product's photo" }) as HTMLInputElement).checked).toBe(true);
    const weight = within(white).getByLabelText('Weight (kg)');
    expect(document.getElementById(weight.getAttribute('aria-describedby')!)!.textContent).toBe("Empty: the product's weight");
    fireEvent.change(weight, { target: { value: '0,75 kg' } });
    expect(onChange).toHaveBeenLastCalledWith([], [variants[0], expect.objectContaining({ sku: 'CT-41-WHT', weightKg: '0.75' })]);
  });

  it('asks to save the product’s photos first when it has none', () => {
    renderWithProviders(<VariantEditor options={[]} variants={rows()} photos={[]} skuBase="ct" errors={{}} onChange={() => {}} />);
    expect(screen.getAllByText("Save the product's photos first to pick one")).toHaveLength(2);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });
});

const product: AdminProductFieldsFragment & AdminProductVariantFieldsFragment = {
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
  featureImage: '/media/p/31.webp',
  images: [
    { id: 31, url: '/media/p/31.webp', thumb: '/media/p/31-thumb.webp' },
    { id: 32, url: '/media/p/32.webp', thumb: '/media/p/32-thumb.webp' },
  ],
  options: [
    { name: { en: 'Size', mm: null, ch: null }, values: [{ en: '41', mm: null, ch: null }] },
    { name: { en: 'Colour', mm: null, ch: null }, values: [{ en: 'Black', mm: null, ch: null }, { en: 'White', mm: null, ch: null }] },
  ],
  variants: [
    { id: 1, sku: 'CT-41-BLK', optionValues: ['41', 'Black'], price: null, stock: 2, held: 0, salePrice: null, lowStockAt: null, weightKg: 1.2, imageId: 31, image: '/media/p/31-thumb.webp' },
    { id: 2, sku: 'CT-41-WHT', optionValues: ['41', 'White'], price: 118000, stock: null, held: 0, salePrice: null, lowStockAt: null, weightKg: null, imageId: null, image: null },
  ],
};

const categories = {
  request: { query: AdminCategoryListQuery },
  result: { data: { adminCategories: [{ id: 5, slug: 'shoes', name: { en: 'Shoes', mm: null, ch: null }, hidden: false, image: null, sort: 0, productCount: 1 }] } },
};

describe('ProductForm with variants', () => {
  it('refuses a weight over 1,000 kg beside its field, then sends every row’s weight and photo', async () => {
    const update = vi.fn((_variables: unknown) => ({ data: { updateProduct: true } }));
    const onDone = vi.fn();
    renderWithProviders(<ProductForm product={product} onDone={onDone} onCancel={() => {}} />, {
      mocks: [categories, { request: { query: UpdateProductMutation }, variableMatcher: (variables) => (update(variables), true), result: { data: { updateProduct: true } } }],
    });
    const form = screen.getByRole('form', { name: 'Edit Chuck' });
    await screen.findByRole('option', { name: 'Shoes' });
    const white = within(form).getByRole('group', { name: '41 / White' });
    fireEvent.change(within(white).getByLabelText('Weight (kg)'), { target: { value: '2000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(white).findByRole('alert');
    expect(alert.textContent).toBe('Leave it empty, or write a weight from 0 to 1,000 kg (e.g. 0.75)');
    expect(within(white).getByLabelText('Weight (kg)').getAttribute('aria-invalid')).toBe('true');
    expect(update).not.toHaveBeenCalled();

    fireEvent.change(within(white).getByLabelText('Weight (kg)'), { target: { value: '0.75' } });
    // Changed: its message goes.
    await waitFor(() => expect(within(white).queryByRole('alert')).toBeNull());
    fireEvent.click(within(within(white).getByRole('group', { name: 'Photo' })).getByRole('radio', { name: 'Photo 2' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Chuck saved'));
    const sent = update.mock.calls.at(-1)![0] as { id: number; input: { variants: unknown[] } };
    expect(sent.id).toBe(70);
    expect(sent.input.variants).toEqual([
      { sku: 'CT-41-BLK', optionValues: ['41', 'Black'], price: null, stock: 2, lowStockAt: null, weightKg: 1.2, imageId: 31, salePrice: null },
      { sku: 'CT-41-WHT', optionValues: ['41', 'White'], price: 118000, stock: null, lowStockAt: null, weightKg: 0.75, imageId: 32, salePrice: null },
    ]);
  });
});
