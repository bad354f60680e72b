// The admin's options and variants (issue 37), without React: the drafts the editor holds, every
// combination of the options' values as variants, the rules checked before a save (a variant's own
// weight and sale price), what createProduct / updateProduct send, and which server field
// (`variants.0.sku`, `options.1.values.0.en`) an error belongs to.
import * as z from 'zod/mini';
import type { ProductOptionInput, ProductVariantInput } from '@/gql/graphql';
import { catalogMessages as m } from './messages';
import { WEIGHT_MAX_KG, salePriceValid } from './rules';

export const MAX_OPTIONS = 3;

export interface Texts {
  en: string;
  mm: string;
  ch: string;
}

export interface OptionDraft {
  key: string;
  name: Texts;
  values: (Texts & { key: string })[];
}

export interface VariantDraft {
  key: string;
  /** Its English value of each option, in option order. */
  optionValues: string[];
  sku: string;
  /** Empty: the product's price. */
  price: string;
  /** Empty: not counted. */
  stock: string;
  lowStockAt: string;
  /** Its own shipping weight in kg; empty: the product's. */
  weightKg: string;
  /** The product photo shown for it (an id of the product's photos); null: the product's own. */
  imageId: number | null;
  /** Units held by live orders (read only; 0 for a new row). */
  held: number;
  /**
   * Its own flash sale price, in the product's window; empty: the product's sale price for a row
   * at the product's price, else none.
   */
  salePrice: string;
}

let counter = 0;
export const newKey = () => `k${(counter += 1)}`;

const texts = (t?: { en?: string | null; mm?: string | null; ch?: string | null } | null): Texts => ({ en: t?.en ?? '', mm: t?.mm ?? '', ch: t?.ch ?? '' });
const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

type MaybeTexts = { en?: string | null; mm?: string | null; ch?: string | null };

export function optionDrafts(options: { name: MaybeTexts; values: MaybeTexts[] }[]): OptionDraft[] {
  return options.map((o) => ({ key: newKey(), name: texts(o.name), values: o.values.map((v) => ({ key: newKey(), ...texts(v) })) }));
}

export function variantDrafts(
  variants: {
    sku: string;
    optionValues: string[];
    price?: number | null;
    stock?: number | null;
    held?: number;
    salePrice?: number | null;
    lowStockAt?: number | null;
    weightKg?: number | null;
    imageId?: number | null;
  }[],
): VariantDraft[] {
  return variants.map((v) => ({
    key: newKey(),
    optionValues: [...v.optionValues],
    sku: v.sku,
    price: numberText(v.price),
    stock: numberText(v.stock),
    lowStockAt: numberText(v.lowStockAt),
    weightKg: numberText(v.weightKg),
    imageId: v.imageId ?? null,
    held: v.held ?? 0,
    salePrice: numberText(v.salePrice),
  }));
}

/** The options' English values that are written, per option (options with none are skipped). */
function valueLists(options: OptionDraft[]): string[][] {
  return options.map((o) => o.values.map((v) => v.en.trim()).filter(Boolean)).filter((list) => list.length > 0);
}

/** A SKU made from the product's and the values' names: letters, digits and `-`, upper case. */
export function skuFor(base: string, values: string[]): string {
  const clean = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toUpperCase();
  return [clean(base) || 'SKU', ...values.map(clean).filter(Boolean)].join('-').slice(0, 150);
}

/**
 * Every combination of the options' values as a variant, in option order (the first option
 * slowest). A combination that already has a row keeps it (SKU, price, stock, threshold); a new
 * one gets a SKU from `base` and empty price and stock.
 */
export function everyCombination(options: OptionDraft[], existing: VariantDraft[], base: string): VariantDraft[] {
  const lists = valueLists(options);
  if (lists.length === 0) return existing.filter((v) => v.optionValues.length === 0);
  let combos: string[][] = [[]];
  for (const list of lists) combos = combos.flatMap((combo) => list.map((value) => [...combo, value]));
  return combos.map((combo) => {
    const same = existing.find((v) => v.optionValues.length === combo.length && v.optionValues.every((value, i) => value === combo[i]));
    return same ?? { key: newKey(), optionValues: combo, sku: skuFor(base, combo), price: '', stock: '', lowStockAt: '', weightKg: '', imageId: null, held: 0, salePrice: '' };
  });
}

const optional = (s: string) => (s.trim() === '' ? null : Number(s));

export function optionsInput(options: OptionDraft[]): ProductOptionInput[] {
  return options
    .filter((o) => o.name.en.trim() || o.values.some((v) => v.en.trim()))
    .map((o) => ({
      name: { en: o.name.en.trim(), mm: o.name.mm.trim() || null, ch: o.name.ch.trim() || null },
      values: o.values.filter((v) => v.en.trim()).map((v) => ({ en: v.en.trim(), mm: v.mm.trim() || null, ch: v.ch.trim() || null })),
    }));
}

/**
 * A variant's own weight as typed: empty (the product's), or kilograms from 0 to 1,000 with a dot
 * for the decimals (the server's range). The issue's message is a message id (messages.ts).
 */
export const variantWeightSchema = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || (/^(\d+(\.\d*)?|\.\d+)$/.test(v) && Number(v) <= WEIGHT_MAX_KG), { error: m.variantWeightRule.id }),
);

/**
 * The rows' mistakes before anything is sent, keyed as the server's (`variants.0.weightKg`):
 * message ids. A sale price is below the variant's own price, else the product's (`productPrice`).
 */
export function variantRuleErrors(variants: VariantDraft[], productPrice = Number.NaN): Record<string, string> {
  const errors: Record<string, string> = {};
  variants.forEach((v, i) => {
    const weight = variantWeightSchema.safeParse(v.weightKg);
    if (!weight.success) errors[`variants.${i}.weightKg`] = weight.error.issues[0]?.message ?? m.variantWeightRule.id;
    const regular = v.price.trim() === '' ? productPrice : Number(v.price);
    if (!salePriceValid(v.salePrice, regular)) errors[`variants.${i}.salePrice`] = m.variantSaleRule.id;
  });
  return errors;
}

/** Whether a row has a sale price of its own (a sale the product's window applies to). */
export const hasVariantSale = (variants: VariantDraft[]) => variants.some((v) => v.salePrice.trim() !== '');

/**
 * What createProduct / updateProduct send for the rows: every field, the weight and the photo too
 * (null: the product's). A photo no longer among the product's kept photos (`photoIds`, when given:
 * removed in this same save) is sent as null.
 */
export function variantsInput(variants: VariantDraft[], photoIds?: number[]): ProductVariantInput[] {
  return variants.map((v) => ({
    sku: v.sku.trim(),
    optionValues: v.optionValues,
    price: optional(v.price),
    stock: optional(v.stock),
    lowStockAt: optional(v.lowStockAt),
    weightKg: optional(v.weightKg),
    imageId: v.imageId !== null && (!photoIds || photoIds.includes(v.imageId)) ? v.imageId : null,
    salePrice: optional(v.salePrice),
  }));
}

/**
 * The row errors still true after an edit: a field the admin changed loses its message (so a fixed
 * weight stops saying it is wrong); when rows come or go, the indexes move, so every row message
 * goes. Messages about options stay.
 */
export function errorsAfterEdit(errors: Record<string, string>, before: VariantDraft[], after: VariantDraft[]): Record<string, string> {
  const sameRows = before.length === after.length && before.every((v, i) => v.key === after[i].key);
  const kept: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const row = /^variants\.(\d+)\.(\w+)$/.exec(key);
    if (!row) {
      if (!key.startsWith('variants') || sameRows) kept[key] = message;
      continue;
    }
    const [index, field] = [Number(row[1]), row[2] as keyof VariantDraft];
    if (sameRows && before[index]?.[field] === after[index]?.[field]) kept[key] = message;
  }
  return kept;
}

/** `variants.0.sku`, `variants.0.lowStockAt`, `options.1.name.en`…: the editor's own keys (camelCase). */
export function variantFieldOf(server: string): string | undefined {
  if (!/^(variants|options)\b/.test(server)) return undefined;
  return server.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}
