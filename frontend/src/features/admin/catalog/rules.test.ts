import { describe, expect, it } from 'vitest';
import {
  canMovePhoto,
  categorySchema,
  missingLanguages,
  movePhoto,
  paymentMethodInput,
  paymentMethodSchema,
  photoChanges,
  productFieldOf,
  productInput,
  productSchema,
  saleInput,
  saleState,
  saleValues,
  shippingInput,
  shippingSchema,
  siteChanges,
  sliderSchema,
  type Photo,
  type ProductFormValues,
} from './rules';
import { catalogMessages as m } from './messages';
import { myanmarToUtc, utcToMyanmar } from '../ticket-product-rules';

/** The first message id of each field that fails. */
function errors(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, values: unknown) {
  const result = schema.safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const product: ProductFormValues = {
  type: 'PRODUCT',
  categoryId: '3',
  nameEn: 'Rice cooker',
  nameMm: 'ထမင်းပေါင်းအိုး',
  nameCh: '',
  descriptionEn: '',
  descriptionMm: '',
  descriptionCh: '',
  actualPrice: 85_000,
  weightKg: 2.5,
  inStock: true,
  tokenReward: 5,
  tokenAmount: Number.NaN,
  referralPoint: Number.NaN,
  salePrice: '',
  saleStartsAt: '',
  saleEndsAt: '',
};

const saved = (id: number): Photo => ({ kind: 'saved', id, url: `/media/${id}.jpg` });
const added = (key: string): Photo => ({ kind: 'new', key, file: new File(['x'], `${key}.png`, { type: 'image/png' }), url: `blob:${key}` });

describe('product rules', () => {
  it('takes a product with an English name, a category, a price and a weight', () => {
    expect(errors(productSchema, product)).toEqual({});
  });

  it('refuses an empty English name, no category, a negative or fractional price and an impossible weight', () => {
    expect(errors(productSchema, { ...product, nameEn: '  ', categoryId: '', actualPrice: -1, weightKg: 1001 })).toEqual({
      nameEn: m.nameRule.id,
      categoryId: m.categoryRule.id,
      actualPrice: m.priceRule.id,
      weightKg: m.weightRule.id,
    });
    expect(errors(productSchema, { ...product, actualPrice: 10.5 })).toEqual({ actualPrice: m.priceRule.id });
    expect(errors(productSchema, { ...product, actualPrice: Number.NaN })).toEqual({ actualPrice: m.priceRule.id });
  });

  it('checks only the amount of the chosen type', () => {
    expect(errors(productSchema, { ...product, tokenReward: -3 })).toEqual({ tokenReward: m.tokenRewardRule.id });
    expect(errors(productSchema, { ...product, type: 'TOKEN_PRODUCT', tokenReward: -3 })).toEqual({ tokenAmount: m.tokenAmountRule.id });
    expect(errors(productSchema, { ...product, type: 'TOKEN_PRODUCT', tokenAmount: 100 })).toEqual({});
    expect(errors(productSchema, { ...product, type: 'REFERRAL_GIFT', referralPoint: 0 })).toEqual({ referralPoint: m.pointsRule.id });
  });

  it('sends the translations that are written and only the type’s own amount', () => {
    const input = productInput(productSchema.parse({ ...product, type: 'TOKEN_PRODUCT', tokenAmount: 50 }), 'rice-cooker');
    expect(input).toMatchObject({
      slug: 'rice-cooker',
      type: 'TOKEN_PRODUCT',
      categoryId: 3,
      name: { en: 'Rice cooker', mm: 'ထမင်းပေါင်းအိုး', ch: null },
      tokenReward: 0,
      tokenAmount: 50,
      referralPoint: null,
    });
  });

  it('maps the server’s field names onto the form', () => {
    expect(productFieldOf('actual_price')).toBe('actualPrice');
    expect(productFieldOf('name.en')).toBe('nameEn');
    expect(productFieldOf('weight_kg')).toBe('weightKg');
    expect(productFieldOf('imageOrder')).toBe('photos');
    expect(productFieldOf('add_images')).toBe('photos');
    expect(productFieldOf('slug')).toBeUndefined();
    expect(productFieldOf('sale_price')).toBe('salePrice');
    expect(productFieldOf('sale_starts_at')).toBe('saleStartsAt');
    expect(productFieldOf('sale_ends_at')).toBe('saleEndsAt');
  });

  it('flags the languages not written', () => {
    expect(missingLanguages({ mm: 'ထမင်း', ch: ' ' })).toEqual(['ch']);
    expect(missingLanguages({ mm: null, ch: null })).toEqual(['mm', 'ch']);
  });
});

describe('Myanmar time', () => {
  it('turns a datetime-local value typed in Myanmar time (UTC+06:30, no daylight saving) into UTC, across midnight too', () => {
    expect(myanmarToUtc('2026-12-16T10:00')).toBe('2026-12-16T03:30:00.000Z');
    expect(myanmarToUtc('2026-12-17T02:15')).toBe('2026-12-16T19:45:00.000Z');
    // June: the same offset (Myanmar has no summer time).
    expect(myanmarToUtc('2026-06-01T00:00:30')).toBe('2026-05-31T17:30:30.000Z');
  });

  it('shows a UTC instant as a datetime-local value in Myanmar time', () => {
    expect(utcToMyanmar('2026-12-16T03:30:00Z')).toBe('2026-12-16T10:00');
    expect(utcToMyanmar('2026-12-16T19:45:00+00:00')).toBe('2026-12-17T02:15');
    expect(utcToMyanmar(myanmarToUtc('2026-03-01T23:59'))).toBe('2026-03-01T23:59');
  });
});

describe('flash sale rules', () => {
  const sale = { ...product, salePrice: '69000', saleStartsAt: '2026-12-16T10:00', saleEndsAt: '2026-12-18T22:00' };

  it('takes a sale price below the price with an end, the start left out or before the end', () => {
    expect(errors(productSchema, sale)).toEqual({});
    expect(errors(productSchema, { ...sale, saleStartsAt: '' })).toEqual({});
  });

  it('refuses a sale price of 0, of the price or more, or not whole kyat (the server’s sale_price_invalid)', () => {
    for (const salePrice of ['0', '85000', '90000', '1.5', '-3']) expect(errors(productSchema, { ...sale, salePrice })).toEqual({ salePrice: m.salePriceRule.id });
    // A bad price has its own message: the sale price is not blamed for it.
    expect(errors(productSchema, { ...sale, actualPrice: Number.NaN })).toEqual({ actualPrice: m.priceRule.id });
  });

  it('needs an end with a sale price, after the start', () => {
    expect(errors(productSchema, { ...sale, saleEndsAt: '' })).toEqual({ saleEndsAt: m.saleEndRule.id });
    expect(errors(productSchema, { ...sale, saleEndsAt: '2026-12-16T10:00' })).toEqual({ saleEndsAt: m.saleOrderRule.id });
    expect(errors(productSchema, { ...sale, saleEndsAt: '2026-12-15T23:00' })).toEqual({ saleEndsAt: m.saleOrderRule.id });
    expect(errors(productSchema, { ...sale, saleStartsAt: 'next week' })).toEqual({ saleStartsAt: m.saleTimeRule.id });
  });

  it('does not check the sale of a token pack or gift (the form shows no sale fields for them)', () => {
    expect(errors(productSchema, { ...sale, type: 'TOKEN_PRODUCT', tokenAmount: 50, salePrice: '90000', saleEndsAt: '' })).toEqual({});
  });

  it('sends the times in UTC, and keeps a saved instant the admin left as shown', () => {
    expect(saleInput(productSchema.parse(sale), false)).toEqual({ salePrice: 69000, saleStartsAt: '2026-12-16T03:30:00.000Z', saleEndsAt: '2026-12-18T15:30:00.000Z' });
    // Saved through the API with seconds: the field shows the minute, and saving keeps the second.
    const saved = { salePrice: 69000, saleStartsAt: '2026-12-16T03:30:45+00:00', saleEndsAt: '2026-12-18T15:30:00+00:00' };
    expect(saleValues(saved)).toEqual({ salePrice: '69000', saleStartsAt: '2026-12-16T10:00', saleEndsAt: '2026-12-18T22:00' });
    expect(saleInput(productSchema.parse({ ...sale, saleEndsAt: '2026-12-19T22:00' }), false, saved)).toEqual({
      salePrice: 69000,
      saleStartsAt: '2026-12-16T03:30:45+00:00',
      saleEndsAt: '2026-12-19T15:30:00.000Z',
    });
  });

  it('clears the whole sale when no sale price is written, unless a variant has one', () => {
    const noPrice = productSchema.parse({ ...sale, salePrice: '' });
    expect(saleInput(noPrice, false)).toEqual({ salePrice: null, saleStartsAt: null, saleEndsAt: null });
    expect(saleInput(noPrice, true)).toEqual({ salePrice: null, saleStartsAt: '2026-12-16T03:30:00.000Z', saleEndsAt: '2026-12-18T15:30:00.000Z' });
    expect(saleValues(undefined)).toEqual({ salePrice: '', saleStartsAt: '', saleEndsAt: '' });
  });

  it('keeps a token pack’s saved sale as it is, and gives a new one none', () => {
    const pack = productSchema.parse({ ...product, type: 'TOKEN_PRODUCT', tokenAmount: 50 });
    const saved = { salePrice: 900, saleStartsAt: null, saleEndsAt: '2026-12-18T15:30:00+00:00' };
    expect(saleInput(pack, false, saved)).toEqual({ salePrice: 900, saleStartsAt: null, saleEndsAt: '2026-12-18T15:30:00+00:00' });
    expect(saleInput(pack, false)).toEqual({ salePrice: null, saleStartsAt: null, saleEndsAt: null });
  });

  it('tells a sale on now from one to come and from one ended (the end excluded)', () => {
    const now = Date.parse('2026-12-16T12:00:00Z');
    const window = (start: string | null, end: string | null) => ({ salePrice: 900, saleStartsAt: start, saleEndsAt: end });
    expect(saleState(window(null, '2026-12-16T12:00:01Z'), now)).toBe('now');
    expect(saleState(window('2026-12-16T12:00:00Z', '2026-12-17T00:00:00Z'), now)).toBe('now');
    expect(saleState(window('2026-12-16T12:00:01Z', '2026-12-17T00:00:00Z'), now)).toBe('scheduled');
    expect(saleState(window(null, '2026-12-16T12:00:00Z'), now)).toBeNull();
    expect(saleState(window(null, null), now)).toBeNull();
  });
});

describe('photos', () => {
  it('moves a photo earlier or later, and ignores a move off either end', () => {
    expect(movePhoto([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(movePhoto([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    const same = [1, 2];
    expect(movePhoto(same, 0, -1)).toBe(same);
  });

  it('moves saved photos among saved ones and new files among new ones (the server puts new files last)', () => {
    const photos = [saved(1), saved(2), added('a'), added('b')];
    expect(canMovePhoto(photos, 1, 0)).toBe(true);
    expect(canMovePhoto(photos, 1, 2)).toBe(false);
    expect(canMovePhoto(photos, 2, 1)).toBe(false);
    expect(canMovePhoto(photos, 3, 2)).toBe(true);
    expect(canMovePhoto(photos, 3, 4)).toBe(false);
  });

  it('sends nothing but new files when the saved ones keep their order', () => {
    const changes = photoChanges([{ id: 1 }, { id: 2 }], [saved(1), saved(2), added('a')]);
    expect(changes.removeImageIds).toEqual([]);
    expect(changes.imageOrder).toBeNull();
    expect(changes.addImages.map((f) => f.name)).toEqual(['a.png']);
  });

  it('sends the removed ids, and the order of the kept ones when it changed', () => {
    expect(photoChanges([{ id: 1 }, { id: 2 }, { id: 3 }], [saved(3), saved(1)])).toEqual({ addImages: [], removeImageIds: [2], imageOrder: [3, 1] });
    expect(photoChanges([{ id: 1 }, { id: 2 }, { id: 3 }], [saved(1), saved(3)]).imageOrder).toBeNull();
  });
});

describe('content rules', () => {
  it('takes a banner link to a shop page or an https address', () => {
    const banner = { nameEn: 'Sale', nameMm: '', nameCh: '', sort: 0 };
    for (const url of ['', '/promotion', '/', 'https://example.com/sale']) expect(errors(sliderSchema, { ...banner, url })).toEqual({});
    for (const url of ['javascript:alert(1)', 'http://example.com', '//evil.example', 'promotion']) expect(errors(sliderSchema, { ...banner, url })).toEqual({ url: m.linkRule.id });
  });

  it('needs a category name and a whole position', () => {
    expect(errors(categorySchema, { nameEn: '', nameMm: '', nameCh: '', sort: 1.5 })).toEqual({ nameEn: m.nameRule.id, sort: m.sortRule.id });
  });

  it('needs a payment method name and at least one complete account', () => {
    expect(errors(paymentMethodSchema, { name: 'KBZPay', sort: 0, accounts: [] })).toEqual({ accounts: m.accountsRule.id });
    expect(errors(paymentMethodSchema, { name: 'KBZPay', sort: 0, accounts: [{ accountName: ' ', accountNumber: '09' }] })).toEqual({ 'accounts.0.accountName': m.accountNameRule.id });
    const input = paymentMethodInput(paymentMethodSchema.parse({ name: ' KBZPay ', sort: 1, accounts: [{ accountName: ' Lucky Mall ', accountNumber: ' 09 791 ' }] }));
    expect(input).toEqual({ name: 'KBZPay', sort: 1, paymentNumbers: [{ accountName: 'Lucky Mall', accountNumber: '09 791' }] });
  });

  it('takes cash on delivery without accounts, with a whole maximum or none, and its regions', () => {
    const cod = { name: 'Cash on delivery', sort: 0, kind: 'CASH_ON_DELIVERY' as const, accounts: [], codRegionIds: [3], codTownshipIds: [77] };
    expect(errors(paymentMethodSchema, { ...cod, codMaxTotal: -1 })).toEqual({ codMaxTotal: m.codMaxRule.id });
    expect(errors(paymentMethodSchema, { ...cod, codMaxTotal: 1.5 })).toEqual({ codMaxTotal: m.codMaxRule.id });
    expect(paymentMethodInput(paymentMethodSchema.parse({ ...cod, codMaxTotal: null }))).toEqual({
      name: 'Cash on delivery',
      sort: 0,
      paymentNumbers: [],
      kind: 'CASH_ON_DELIVERY',
      codMaxTotal: null,
      codRegionIds: [3],
      codTownshipIds: [77],
    });
  });

  it('saves only the site fields that changed, an emptied contact included', () => {
    const loaded = { siteName: 'Lucky Mall', viber: '0979', telegram: '', contactNumber: '' };
    expect(siteChanges({ ...loaded }, loaded)).toEqual({});
    expect(siteChanges({ ...loaded, siteName: 'Lucky Mall MM', viber: '' }, loaded)).toEqual({ siteName: 'Lucky Mall MM', viber: '' });
  });

  it('sends the regions with a fee of their own, and refuses a fee that is not a whole number', () => {
    const values = { baseFee: 2500, feePerKg: 1000, regionFees: [{ regionId: 1, fee: '2000' }, { regionId: 2, fee: '' }] };
    expect(shippingInput(shippingSchema.parse(values))).toEqual({ shippingBaseFee: 2500, shippingFeePerKg: 1000, shippingRegionBaseFees: [{ regionId: 1, fee: 2000 }] });
    expect(errors(shippingSchema, { ...values, regionFees: [{ regionId: 1, fee: '20.5' }] })).toEqual({ 'regionFees.0.fee': m.feeRule.id });
  });
});
