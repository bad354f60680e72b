// The referral gift form's rules (the server's own: an English name, a known category, a price of
// 0 or more kyat, a weight of 0 to 10,000 kg, and a cost of at least 1 referral point), so a mistake
// is shown beside its field before anything is sent. A new gift needs a picture (the gift grid is
// pictures first); an edit keeps the current one unless another is chosen. Issue messages are
// message ids (messages.ts). Number inputs give NaN when empty, which the number rules refuse.
import * as z from 'zod/mini';
import type { ProductInput } from '@/gql/graphql';
import { adminMessages as m } from './messages';

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const WEIGHT_MAX_KG = 10_000;

function whole(min: number, message: string) {
  return z.number({ error: message }).check(z.refine(Number.isInteger, { error: message }), z.gte(min, { error: message }), z.lte(Number.MAX_SAFE_INTEGER, { error: message }));
}

const optionalName = z.string().check(z.trim(), z.maxLength(NAME_MAX, { error: m.giftNameLongRule.id }));
const description = z.string().check(z.trim(), z.maxLength(DESCRIPTION_MAX, { error: m.giftDescriptionRule.id }));

const fields = {
  nameEn: z.string().check(z.trim(), z.minLength(1, { error: m.giftNameRule.id }), z.maxLength(NAME_MAX, { error: m.giftNameLongRule.id })),
  nameMm: optionalName,
  nameCh: optionalName,
  descriptionEn: description,
  descriptionMm: description,
  descriptionCh: description,
  // The select's value is text; '' is "Choose a category".
  categoryId: z.string().check(z.refine((v) => /^[1-9]\d*$/.test(v), { error: m.categoryRule.id })),
  actualPrice: whole(0, m.priceRule.id),
  referralPoint: whole(1, m.pointsRule.id),
  weightKg: z.number({ error: m.weightRule.id }).check(z.gte(0, { error: m.weightRule.id }), z.lte(WEIGHT_MAX_KG, { error: m.weightRule.id })),
};

/** The picture types the server takes (it checks the bytes too). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const image = z
  .custom<File>((value) => value instanceof File, { error: m.imageRule.id })
  .check(z.refine((file) => IMAGE_TYPES.includes(file.type), { error: m.imageTypeRule.id }));

/** Create: every field, and a picture. */
export const createGiftSchema = z.object({ ...fields, featureImage: image });
/** Edit: every field; a picture only when the admin chose another. */
export const editGiftSchema = z.object({ ...fields, featureImage: z.nullable(image) });

export type GiftFormValues = Omit<z.input<typeof editGiftSchema>, 'featureImage'> & { featureImage: File | null };
export type GiftValues = z.output<typeof editGiftSchema>;

/** What the server keeps of an edited gift that the form does not show (its URL key, stock, tokens). */
export interface GiftKept {
  slug?: string;
  inStock?: boolean;
  tokenReward?: number;
}

/** The ProductInput of a referral gift. */
export function giftInput(values: GiftValues, kept: GiftKept = {}): ProductInput {
  const translated = (en: string, mm: string, ch: string) => ({ en, mm: mm || null, ch: ch || null });
  return {
    ...kept,
    type: 'REFERRAL_GIFT',
    categoryId: Number(values.categoryId),
    name: translated(values.nameEn, values.nameMm, values.nameCh),
    description: translated(values.descriptionEn, values.descriptionMm, values.descriptionCh),
    actualPrice: values.actualPrice,
    referralPoint: values.referralPoint,
    weightKg: values.weightKg,
  };
}
