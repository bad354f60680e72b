// The rules of the catalogue and content forms (the server's own, so a mistake is shown beside its
// field before anything is sent): products of every type, categories, banners, payment methods,
// the site's name and contacts, and the shipping rates. Issue messages are message ids
// (messages.ts). Number inputs give NaN when empty, which the number rules refuse.
import * as z from 'zod/mini';
import type { CategoryInput, OnboardingSlideInput, PaymentMethodInput, ProductInput, ProductType, SettingsInput, SliderInput } from '@/gql/graphql';
import { catalogMessages as m } from './messages';
import { myanmarToUtc, utcToMyanmar } from '../ticket-product-rules';

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const PRICE_MAX = 1_000_000_000;
export const WEIGHT_MAX_KG = 1000;
export const TOKENS_MAX = 1_000_000;
/** Photos a product keeps at most (the product page's carousel). */
export const PHOTOS_MAX = 10;

/** The picture types the server takes (it checks the bytes too). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function whole(min: number, max: number, message: string) {
  return z.number({ error: message }).check(z.refine(Number.isInteger, { error: message }), z.gte(min, { error: message }), z.lte(max, { error: message }));
}

const requiredName = z.string().check(z.trim(), z.minLength(1, { error: m.nameRule.id }), z.maxLength(NAME_MAX, { error: m.nameLongRule.id }));
const optionalName = z.string().check(z.trim(), z.maxLength(NAME_MAX, { error: m.nameLongRule.id }));
const description = z.string().check(z.trim(), z.maxLength(DESCRIPTION_MAX, { error: m.descriptionRule.id }));

/** A translated text as the server takes it: English, and the others only when written. */
export function translated(en: string, mm: string, ch: string) {
  return { en: en.trim(), mm: mm.trim() || null, ch: ch.trim() || null };
}

// ---------- Products ----------

const anyNumber = z.custom<number>((value) => typeof value === 'number');

/** A datetime-local value (Myanmar time), with or without seconds. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const isLocalTime = (v: string) => LOCAL_TIME.test(v) && !Number.isNaN(Date.parse(`${v.length === 16 ? `${v}:00` : v}+06:30`));

/**
 * A sale price as typed: empty (no sale of the product's own), or whole kyat from 1 to below the
 * regular price (the server's `sale_price_invalid`). An invalid regular price has its own message,
 * so the sale price is not blamed for it.
 */
export function salePriceValid(typed: string, regular: number): boolean {
  const sale = typed.trim();
  if (sale === '') return true;
  if (!/^\d+$/.test(sale) || Number(sale) < 1) return false;
  return !Number.isFinite(regular) || Number(sale) < regular;
}

/** Whether the sale's end comes after its start (either left empty: nothing to compare). */
export function saleEndsAfterStart(start: string, end: string): boolean {
  if (!isLocalTime(start) || !isLocalTime(end)) return true;
  return Date.parse(myanmarToUtc(end)) > Date.parse(myanmarToUtc(start));
}

export const productSchema = z
  .object({
    type: z.enum(['PRODUCT', 'TOKEN_PRODUCT', 'REFERRAL_GIFT']),
    // The select's value is text; '' is "Choose a category".
    categoryId: z.string().check(z.refine((v) => /^[1-9]\d*$/.test(v), { error: m.categoryRule.id })),
    nameEn: requiredName,
    nameMm: optionalName,
    nameCh: optionalName,
    descriptionEn: description,
    descriptionMm: description,
    descriptionCh: description,
    actualPrice: whole(0, PRICE_MAX, m.priceRule.id),
    weightKg: z.number({ error: m.weightRule.id }).check(z.gte(0, { error: m.weightRule.id }), z.lte(WEIGHT_MAX_KG, { error: m.weightRule.id })),
    inStock: z.boolean(),
    // Only the type's own amount is checked (the others are not shown, and may be empty: NaN).
    tokenReward: anyNumber,
    tokenAmount: anyNumber,
    referralPoint: anyNumber,
    // The flash sale as typed ('' is none); times are datetime-local values in Myanmar time.
    salePrice: z.string(),
    saleStartsAt: z.string(),
    saleEndsAt: z.string(),
  })
  .check(
    z.refine((v) => v.type !== 'PRODUCT' || (Number.isInteger(v.tokenReward) && v.tokenReward >= 0 && v.tokenReward <= TOKENS_MAX), {
      error: m.tokenRewardRule.id,
      path: ['tokenReward'],
    }),
    z.refine((v) => v.type !== 'TOKEN_PRODUCT' || (Number.isInteger(v.tokenAmount) && v.tokenAmount >= 1 && v.tokenAmount <= TOKENS_MAX), {
      error: m.tokenAmountRule.id,
      path: ['tokenAmount'],
    }),
    z.refine((v) => v.type !== 'REFERRAL_GIFT' || (Number.isInteger(v.referralPoint) && v.referralPoint >= 1 && v.referralPoint <= TOKENS_MAX), {
      error: m.pointsRule.id,
      path: ['referralPoint'],
    }),
    // The server's sale rules (catalog::sales::check), beside the same fields. Token packs and
    // gifts show no sale fields, so theirs is not checked.
    z.refine((v) => v.type !== 'PRODUCT' || salePriceValid(v.salePrice, v.actualPrice), { error: m.salePriceRule.id, path: ['salePrice'] }),
    z.refine((v) => v.type !== 'PRODUCT' || v.saleStartsAt === '' || isLocalTime(v.saleStartsAt), { error: m.saleTimeRule.id, path: ['saleStartsAt'] }),
    z.refine((v) => v.type !== 'PRODUCT' || v.saleEndsAt === '' || isLocalTime(v.saleEndsAt), { error: m.saleTimeRule.id, path: ['saleEndsAt'] }),
    z.refine((v) => v.type !== 'PRODUCT' || v.salePrice.trim() === '' || v.saleEndsAt !== '', { error: m.saleEndRule.id, path: ['saleEndsAt'] }),
    z.refine((v) => v.type !== 'PRODUCT' || saleEndsAfterStart(v.saleStartsAt, v.saleEndsAt), { error: m.saleOrderRule.id, path: ['saleEndsAt'] }),
  );
export type ProductFormValues = z.input<typeof productSchema>;
export type ProductValues = z.output<typeof productSchema>;
export type EditableProductType = ProductValues['type'];

/** What an edited product keeps that the form does not show (its URL key). */
export function productInput(values: ProductValues, slug?: string): ProductInput {
  return {
    ...(slug ? { slug } : {}),
    type: values.type as ProductType,
    categoryId: Number(values.categoryId),
    name: translated(values.nameEn, values.nameMm, values.nameCh),
    description: translated(values.descriptionEn, values.descriptionMm, values.descriptionCh),
    actualPrice: values.actualPrice,
    weightKg: values.weightKg,
    inStock: values.inStock,
    tokenReward: values.type === 'PRODUCT' ? values.tokenReward : 0,
    tokenAmount: values.type === 'TOKEN_PRODUCT' ? values.tokenAmount : null,
    referralPoint: values.type === 'REFERRAL_GIFT' ? values.referralPoint : null,
  };
}

/** A product's saved sale (`AdminProduct`): times are UTC (RFC 3339). */
export interface SavedSale {
  salePrice?: number | null;
  saleStartsAt?: unknown;
  saleEndsAt?: unknown;
}

/** A saved product's sale as the form shows it: kyat as text, times in Myanmar time ('' for none). */
export function saleValues(saved?: SavedSale): Pick<ProductFormValues, 'salePrice' | 'saleStartsAt' | 'saleEndsAt'> {
  const local = (utc: unknown) => (utc === null || utc === undefined || utc === '' ? '' : utcToMyanmar(String(utc)));
  return {
    salePrice: saved?.salePrice === null || saved?.salePrice === undefined ? '' : String(saved.salePrice),
    saleStartsAt: local(saved?.saleStartsAt),
    saleEndsAt: local(saved?.saleEndsAt),
  };
}

/**
 * The sale fields createProduct / updateProduct send (an update replaces the sale, so all three go
 * every time). Products: the sale as typed, times from Myanmar time to UTC; with no sale price
 * anywhere (the product's, or a variant's when `variantSale`), no sale at all, so emptying the price
 * clears the sale. Token packs and gifts have no sale fields in the form: they keep what was saved
 * (set through the API), and a new one has none.
 */
export function saleInput(values: ProductValues, variantSale: boolean, saved?: SavedSale): Pick<ProductInput, 'salePrice' | 'saleStartsAt' | 'saleEndsAt'> {
  if (values.type !== 'PRODUCT') return { salePrice: saved?.salePrice ?? null, saleStartsAt: saved?.saleStartsAt ?? null, saleEndsAt: saved?.saleEndsAt ?? null };
  const salePrice = values.salePrice.trim() === '' ? null : Number(values.salePrice.trim());
  if (salePrice === null && !variantSale) return { salePrice: null, saleStartsAt: null, saleEndsAt: null };
  // A time left as shown keeps its saved instant (the field drops seconds one set through the API has).
  const time = (local: string, utc: unknown) => {
    if (local === '') return null;
    if (utc !== null && utc !== undefined && utc !== '' && utcToMyanmar(String(utc)) === local) return utc;
    return myanmarToUtc(local);
  };
  return { salePrice, saleStartsAt: time(values.saleStartsAt, saved?.saleStartsAt), saleEndsAt: time(values.saleEndsAt, saved?.saleEndsAt) };
}

/**
 * Whether a sale is on now or still to come (`AdminProduct`'s window: the end excluded; the server
 * keeps no window without a sale price), for the list's tag.
 */
export function saleState(product: SavedSale, now: number): 'now' | 'scheduled' | null {
  if (product.saleEndsAt === null || product.saleEndsAt === undefined) return null;
  const end = Date.parse(String(product.saleEndsAt));
  if (!(now < end)) return null;
  const start = product.saleStartsAt === null || product.saleStartsAt === undefined ? Number.NaN : Date.parse(String(product.saleStartsAt));
  return start > now ? 'scheduled' : 'now';
}

/** The server's field names (`actual_price`, `name.en`, `addImages`...) as the product form's. */
export function productFieldOf(server: string): keyof ProductFormValues | 'photos' | undefined {
  const key = server.replace(/[_.]([a-z])/g, (_m, c: string) => c.toUpperCase());
  if (/^(featureImage|images|addImages|removeImageIds|imageOrder|image)/.test(key)) return 'photos';
  if (key === 'name' || key === 'nameEn') return 'nameEn';
  if (key === 'description' || key === 'descriptionEn') return 'descriptionEn';
  const known = [
    'categoryId',
    'nameMm',
    'nameCh',
    'descriptionMm',
    'descriptionCh',
    'actualPrice',
    'weightKg',
    'tokenReward',
    'tokenAmount',
    'referralPoint',
    'salePrice',
    'saleStartsAt',
    'saleEndsAt',
  ];
  return known.includes(key) ? (key as keyof ProductFormValues) : undefined;
}

/** A chosen photo: one the product has (by id) or a file to upload. */
export type Photo = { kind: 'saved'; id: number; url: string } | { kind: 'new'; key: string; file: File; url: string };

/**
 * What a save sends for the photos: the new files (in their place after the kept ones: the server
 * appends them), the removed ids, and the order of the kept ones when it changed. The first photo
 * is the product's feature image.
 */
export function photoChanges(saved: { id: number }[], photos: Photo[]) {
  const kept = photos.filter((p): p is Extract<Photo, { kind: 'saved' }> => p.kind === 'saved').map((p) => p.id);
  const removeImageIds = saved.map((p) => p.id).filter((id) => !kept.includes(id));
  const remaining = saved.map((p) => p.id).filter((id) => kept.includes(id));
  const reordered = kept.some((id, i) => id !== remaining[i]);
  const addImages = photos.filter((p): p is Extract<Photo, { kind: 'new' }> => p.kind === 'new').map((p) => p.file);
  return { addImages, removeImageIds, imageOrder: reordered ? kept : null };
}

/**
 * Whether the photo at `from` may move to `to`: within its own kind only. The server keeps the
 * saved photos in the order given and puts new files after them, so new ones stay last until saved.
 */
export function canMovePhoto(photos: Photo[], from: number, to: number): boolean {
  return to >= 0 && to < photos.length && photos[to].kind === photos[from].kind;
}

/** Moves the photo at `from` to `to` (a new array). */
export function movePhoto<T>(photos: T[], from: number, to: number): T[] {
  if (to < 0 || to >= photos.length || from === to) return photos;
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** The languages a translated text lacks (what the lists mark as missing). */
export function missingLanguages(text: { mm?: string | null; ch?: string | null }): ('mm' | 'ch')[] {
  return (['mm', 'ch'] as const).filter((lang) => !text[lang]?.trim());
}

// ---------- Categories ----------

export const categorySchema = z.object({
  nameEn: requiredName,
  nameMm: optionalName,
  nameCh: optionalName,
  sort: whole(-1_000_000, 1_000_000, m.sortRule.id),
});
export type CategoryFormValues = z.input<typeof categorySchema>;

export function categoryInput(values: z.output<typeof categorySchema>, slug?: string): CategoryInput {
  return { ...(slug ? { slug } : {}), name: translated(values.nameEn, values.nameMm, values.nameCh), sort: values.sort };
}

// ---------- Banners ----------

export const sliderSchema = z.object({
  nameEn: requiredName,
  nameMm: optionalName,
  nameCh: optionalName,
  // A page of the shop (/promotion) or an https link; empty for none.
  url: z.string().check(z.trim(), z.refine((v) => v === '' || /^\/[^/]/.test(v) || v === '/' || /^https:\/\/\S+$/.test(v), { error: m.linkRule.id })),
  sort: whole(-1_000_000, 1_000_000, m.sortRule.id),
});
export type SliderFormValues = z.input<typeof sliderSchema>;

export function sliderInput(values: z.output<typeof sliderSchema>): SliderInput {
  return { name: translated(values.nameEn, values.nameMm, values.nameCh), url: values.url.trim(), sort: values.sort };
}

// ---------- Payment methods ----------

/**
 * A transfer method needs at least one account; cash on delivery has none (the form empties
 * them), and may have a maximum order total (empty: any) and regions (none chosen: everywhere).
 */
export const paymentMethodSchema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, { error: m.nameRule.id }), z.maxLength(NAME_MAX, { error: m.nameLongRule.id })),
    sort: whole(-1_000_000, 1_000_000, m.sortRule.id),
    kind: z.optional(z.enum(['TRANSFER', 'CASH_ON_DELIVERY'])),
    accounts: z.array(
      z.object({
        accountName: z.string().check(z.trim(), z.minLength(1, { error: m.accountNameRule.id })),
        accountNumber: z.string().check(z.trim(), z.minLength(1, { error: m.accountNumberRule.id })),
      }),
    ),
    codMaxTotal: z.optional(z.nullable(whole(0, 1_000_000_000, m.codMaxRule.id))),
    codRegionIds: z.optional(z.array(z.number())),
    codTownshipIds: z.optional(z.array(z.number())),
  })
  .check(z.refine((v) => v.kind === 'CASH_ON_DELIVERY' || v.accounts.length > 0, { error: m.accountsRule.id, path: ['accounts'] }));
export type PaymentMethodFormValues = z.input<typeof paymentMethodSchema>;

export function paymentMethodInput(values: z.output<typeof paymentMethodSchema>): PaymentMethodInput {
  const cod = values.kind === 'CASH_ON_DELIVERY';
  return {
    name: values.name.trim(),
    sort: values.sort,
    paymentNumbers: cod ? [] : values.accounts.map((a) => ({ accountName: a.accountName.trim(), accountNumber: a.accountNumber.trim() })),
    ...(cod && {
      kind: 'CASH_ON_DELIVERY' as const,
      codMaxTotal: values.codMaxTotal ?? null,
      codRegionIds: values.codRegionIds ?? [],
      codTownshipIds: values.codTownshipIds ?? [],
    }),
  };
}

// ---------- The site: name and contacts; shipping rates ----------

export const siteSchema = z.object({
  siteName: z.string().check(z.trim(), z.minLength(1, { error: m.siteNameRule.id }), z.maxLength(60, { error: m.siteNameRule.id })),
  viber: z.string().check(z.trim(), z.maxLength(100, { error: m.contactRule.id })),
  telegram: z.string().check(z.trim(), z.maxLength(100, { error: m.contactRule.id })),
  contactNumber: z.string().check(z.trim(), z.maxLength(100, { error: m.contactRule.id })),
});
export type SiteFormValues = z.input<typeof siteSchema>;

/** Only what changed (an empty contact clears it: the shop then hides its card). */
export function siteChanges(values: z.output<typeof siteSchema>, loaded: SiteFormValues): SettingsInput {
  const input: SettingsInput = {};
  for (const key of ['siteName', 'viber', 'telegram', 'contactNumber'] as const) {
    if (values[key].trim() !== loaded[key].trim()) input[key] = values[key].trim();
  }
  return input;
}

export const shippingSchema = z.object({
  baseFee: whole(0, PRICE_MAX, m.feeRule.id),
  feePerKg: whole(0, PRICE_MAX, m.feeRule.id),
  // Per region: empty means the base fee.
  regionFees: z.array(z.object({ regionId: z.number(), fee: z.string().check(z.refine((v) => v.trim() === '' || (/^\d+$/.test(v.trim()) && Number(v) <= PRICE_MAX), { error: m.feeRule.id })) })),
});
export type ShippingFormValues = z.input<typeof shippingSchema>;

export function shippingInput(values: z.output<typeof shippingSchema>): SettingsInput {
  return {
    shippingBaseFee: values.baseFee,
    shippingFeePerKg: values.feePerKg,
    shippingRegionBaseFees: values.regionFees.filter((r) => r.fee.trim() !== '').map((r) => ({ regionId: r.regionId, fee: Number(r.fee) })),
  };
}

// ---------- Promotion and the user guide ----------

/** HTML the server sanitises when saved; only its length is checked here. */
export const HTML_MAX = 20_000;
const html = z.string().check(z.maxLength(HTML_MAX, { error: m.htmlRule.id }));

export const promotionSchema = z.object({
  contentEn: html.check(z.refine((v) => v.trim() !== '', { error: m.textRule.id })),
  contentMm: html,
  contentCh: html,
});
export type PromotionFormValues = z.input<typeof promotionSchema>;

export const onboardingSchema = z.object({
  titleEn: requiredName,
  titleMm: optionalName,
  titleCh: optionalName,
  bodyEn: html.check(z.refine((v) => v.trim() !== '', { error: m.textRule.id })),
  bodyMm: html,
  bodyCh: html,
  sort: whole(-1_000_000, 1_000_000, m.sortRule.id),
});
export type OnboardingFormValues = z.input<typeof onboardingSchema>;

export function onboardingInput(values: z.output<typeof onboardingSchema>): OnboardingSlideInput {
  return { title: translated(values.titleEn, values.titleMm, values.titleCh), body: translated(values.bodyEn, values.bodyMm, values.bodyCh), sort: values.sort };
}
