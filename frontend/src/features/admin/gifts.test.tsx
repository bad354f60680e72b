// Referral gifts (/admin/gifts): every gift, hidden ones marked, hidden and shown again in one tap
// (setProductHidden); a create form whose rules are checked before anything is sent and that sends
// the picture as a File (the multipart upload); an edit that keeps what the form does not show.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { createGiftSchema, editGiftSchema, giftInput } from './gift-rules';
import GiftsPage from './pages/gifts-page';
import { AdminCategoriesQuery, AdminGiftsQuery, CreateGiftMutation, SetProductHiddenMutation, UpdateGiftMutation } from './queries';

const gift = (id: number, overrides = {}) => ({
  id,
  type: 'REFERRAL_GIFT' as const,
  categoryId: 2,
  slug: `gift-${id}`,
  name: { en: `Gift ${id}`, mm: `လက်ဆောင် ${id}`, ch: null as string | null },
  description: { en: 'A nice gift', mm: null as string | null, ch: null as string | null },
  actualPrice: 15000,
  weightKg: 0.5,
  inStock: true,
  tokenReward: 4,
  referralPoint: 10,
  hidden: false,
  featureImage: `/media/thumbs/gift-${id}.webp` as string | null,
  ...overrides,
});

const list = (rows: ReturnType<typeof gift>[]) => ({ request: { query: AdminGiftsQuery }, result: { data: { adminProducts: rows } } });
const categories = {
  request: { query: AdminCategoriesQuery },
  result: {
    data: {
      categories: [
        { id: 1, name: 'Phones' },
        { id: 2, name: 'Home' },
      ],
    },
  },
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GiftsPage', () => {
  it('lists the gifts, the hidden one marked, and hides and shows them with setProductHidden', async () => {
    const hide = vi.fn(() => ({ data: { setProductHidden: true } }));
    const show = vi.fn(() => ({ data: { setProductHidden: true } }));
    renderWithProviders(<GiftsPage />, {
      mocks: [
        list([gift(8), gift(7, { hidden: true })]),
        categories,
        { request: { query: SetProductHiddenMutation, variables: { id: 8, hidden: true } }, result: hide },
        list([gift(8, { hidden: true }), gift(7, { hidden: true })]),
        { request: { query: SetProductHiddenMutation, variables: { id: 7, hidden: false } }, result: show },
        list([gift(8, { hidden: true }), gift(7)]),
      ],
    });
    expect(screen.getByText('Gifts shoppers claim with referral points. Hidden ones are not in the shop.')).toBeTruthy();
    const visible = await screen.findByRole('article', { name: 'Gift 8' });
    const hidden = screen.getByRole('article', { name: 'Gift 7' });
    expect(visible.textContent).toContain('10 referral points');
    expect(visible.textContent).toContain('15,000 MMK');
    expect(visible.textContent).toContain('လက်ဆောင် 8');
    await waitFor(() => expect(within(visible).getByText('Category').parentElement!.textContent).toBe('CategoryHome'));
    expect(within(visible).getByText('Weight (kg)').parentElement!.textContent).toBe('Weight (kg)0.5');
    expect(within(visible).queryByTestId('hidden-tag')).toBeNull();
    expect(within(hidden).getByTestId('hidden-tag').textContent).toBe('Hidden');
    expect(within(hidden).queryByRole('button', { name: 'Hide Gift 7 from the shop' })).toBeNull();

    fireEvent.click(within(visible).getByRole('button', { name: 'Hide Gift 8 from the shop' }));
    expect(await screen.findByText('Gift 8 is hidden from the shop')).toBeTruthy();
    expect(hide).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Gift 8' })).getByTestId('hidden-tag')).toBeTruthy());

    fireEvent.click(within(screen.getByRole('article', { name: 'Gift 7' })).getByRole('button', { name: 'Show Gift 7 in the shop' }));
    expect(await screen.findByText('Gift 7 is in the shop again')).toBeTruthy();
    expect(show).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Gift 7' })).queryByTestId('hidden-tag')).toBeNull());
  });

  it('shows a refused hide on the card', async () => {
    renderWithProviders(<GiftsPage />, {
      mocks: [
        list([gift(8)]),
        categories,
        { request: { query: SetProductHiddenMutation, variables: { id: 8, hidden: true } }, result: { errors: [new GraphQLError('This product was not found.')] } },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Gift 8' });
    fireEvent.click(within(card).getByRole('button', { name: 'Hide Gift 8 from the shop' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('This product was not found.');
    expect(within(card).queryByTestId('hidden-tag')).toBeNull();
  });

  it('creates a gift after checking every field, sending the picture as a file', async () => {
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'mug.png', { type: 'image/png' });
    const sent: Record<string, unknown>[] = [];
    renderWithProviders(<GiftsPage />, {
      mocks: [
        list([]),
        categories,
        {
          request: { query: CreateGiftMutation },
          variableMatcher: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return true;
          },
          result: { data: { createProduct: 21 } },
        },
        list([gift(21, { name: { en: 'Lucky mug', mm: 'ခွက်', ch: '杯子' }, referralPoint: 5, categoryId: 1 })]),
      ],
    });
    expect(await screen.findByText('No gifts yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New gift' }));
    const form = screen.getByRole('form', { name: 'New gift' });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Phones' })).toBeTruthy());
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Enter the English name')).toBeTruthy();
    expect(within(form).getByText('Choose a category', { selector: '[role="alert"]' })).toBeTruthy();
    expect(within(form).getByText('Enter a whole number of points, 1 or more')).toBeTruthy();
    expect(within(form).getByText('Enter a whole number of kyat, 0 or more')).toBeTruthy();
    expect(within(form).getByText('Enter a weight from 0 to 10,000 kg')).toBeTruthy();
    expect(within(form).getByText('Choose a picture of the gift')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Name (English)'), { target: { value: ' Lucky mug ' } });
    fireEvent.change(within(form).getByLabelText('Name in Burmese'), { target: { value: 'ခွက်' } });
    fireEvent.change(within(form).getByLabelText('Name in Chinese'), { target: { value: '杯子' } });
    fireEvent.change(within(form).getByLabelText('Description (English)'), { target: { value: 'A mug with the Lucky Mall logo.' } });
    fireEvent.change(within(form).getByLabelText('Category'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Referral points to claim'), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('Price (MMK)'), { target: { value: '8000' } });
    fireEvent.change(within(form).getByLabelText('Weight (kg)'), { target: { value: '0.4' } });
    fireEvent.change(within(form).getByLabelText('Picture'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await within(form).findByText('Choose an image file (JPEG, PNG or WebP)')).toBeTruthy();
    expect(within(form).getByText('Enter a whole number of points, 1 or more')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Referral points to claim'), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('Picture'), { target: { files: [picture] } });
    await waitFor(() => expect(within(form).queryByText('Choose an image file (JPEG, PNG or WebP)')).toBeNull());
    expect(form.querySelector('img')?.getAttribute('src')).toBe('blob:preview');
    expect(sent).toHaveLength(0);

    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Gift created')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0].featureImage).toBe(picture);
    expect(sent[0].input).toEqual({
      type: 'REFERRAL_GIFT',
      categoryId: 1,
      name: { en: 'Lucky mug', mm: 'ခွက်', ch: '杯子' },
      description: { en: 'A mug with the Lucky Mall logo.', mm: null, ch: null },
      actualPrice: 8000,
      referralPoint: 5,
      weightKg: 0.4,
    });
    expect(await screen.findByRole('article', { name: 'Lucky mug' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New gift' })).toBeNull();
  });

  it('edits a gift from its own values, keeping its key, stock and token reward, and shows a server refusal', async () => {
    const sent: Record<string, unknown>[] = [];
    let refuse = true;
    renderWithProviders(<GiftsPage />, {
      mocks: [
        list([gift(9)]),
        categories,
        ...[1, 2].map(() => ({
          request: { query: UpdateGiftMutation },
          variableMatcher: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return true;
          },
          result: () => (refuse ? { errors: [new GraphQLError('Choose a category that exists.')] } : { data: { updateProduct: true } }),
        })),
        list([gift(9, { referralPoint: 12 })]),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Gift 9' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Gift 9' }));
    const form = within(card).getByRole('form', { name: 'Edit Gift 9' });
    expect((within(form).getByLabelText('Name (English)') as HTMLInputElement).value).toBe('Gift 9');
    expect((within(form).getByLabelText('Name in Burmese') as HTMLInputElement).value).toBe('လက်ဆောင် 9');
    expect((within(form).getByLabelText('Referral points to claim') as HTMLInputElement).value).toBe('10');
    await waitFor(() => expect((within(form).getByLabelText('Category') as HTMLSelectElement).value).toBe('2'));
    expect(within(form).getByText('Leave it empty to keep the current picture.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Referral points to claim'), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose a category that exists.')).toBeTruthy();
    refuse = false;
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gift 9 saved')).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      id: 9,
      input: {
        slug: 'gift-9',
        inStock: true,
        tokenReward: 4,
        type: 'REFERRAL_GIFT',
        categoryId: 2,
        name: { en: 'Gift 9', mm: 'လက်ဆောင် 9', ch: null },
        description: { en: 'A nice gift', mm: null, ch: null },
        actualPrice: 15000,
        referralPoint: 12,
        weightKg: 0.5,
      },
    });
    await waitFor(() => expect(screen.getByRole('article', { name: 'Gift 9' }).textContent).toContain('12 referral points'));
  });
});

describe('gift rules', () => {
  const valid = {
    nameEn: 'Mug',
    nameMm: '',
    nameCh: '',
    descriptionEn: '',
    descriptionMm: '',
    descriptionCh: '',
    categoryId: '3',
    actualPrice: 0,
    referralPoint: 1,
    weightKg: 0,
  };
  const png = new File(['x'], 'a.png', { type: 'image/png' });

  it('takes a cost of 1 point or more, whole kyat, a weight up to 10,000 kg and a picture for a new gift', () => {
    expect(createGiftSchema.safeParse({ ...valid, featureImage: png }).success).toBe(true);
    expect(createGiftSchema.safeParse({ ...valid, featureImage: null }).success).toBe(false);
    expect(createGiftSchema.safeParse({ ...valid, referralPoint: 0, featureImage: png }).success).toBe(false);
    expect(createGiftSchema.safeParse({ ...valid, referralPoint: 1.5, featureImage: png }).success).toBe(false);
    expect(createGiftSchema.safeParse({ ...valid, actualPrice: -1, featureImage: png }).success).toBe(false);
    expect(createGiftSchema.safeParse({ ...valid, weightKg: 10_001, featureImage: png }).success).toBe(false);
    expect(createGiftSchema.safeParse({ ...valid, categoryId: '', featureImage: png }).success).toBe(false);
    expect(createGiftSchema.safeParse({ ...valid, nameEn: '   ', featureImage: png }).success).toBe(false);
    expect(editGiftSchema.safeParse({ ...valid, featureImage: null }).success).toBe(true);
    expect(editGiftSchema.safeParse({ ...valid, featureImage: new File(['x'], 'a.gif', { type: 'image/gif' }) }).success).toBe(false);
  });

  it('sends empty translations as null and a gift type', () => {
    const input = giftInput({ ...valid, nameMm: 'မတ်ခွက်', featureImage: null });
    expect(input.type).toBe('REFERRAL_GIFT');
    expect(input.categoryId).toBe(3);
    expect(input.name).toEqual({ en: 'Mug', mm: 'မတ်ခွက်', ch: null });
  });
});
