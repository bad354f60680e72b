// Which option values a shopper can still choose on the product page, and which variant a full
// choice names (issue 37). No React, so it is unit tested (variant-choice.test.ts).

export interface ChoiceOption {
  name: string;
  values: string[];
}

export interface ChoiceVariant {
  id: number;
  optionValues: string[];
  available: boolean;
}

/** One value per option, in option order; null: not chosen yet. */
export type Choice = (string | null)[];

export function emptyChoice(options: ChoiceOption[]): Choice {
  return options.map(() => null);
}

/**
 * Whether `value` of option `index` can be chosen given the other options' chosen values: some
 * available variant has it and agrees with every other chosen value (this option's own current
 * value does not count, so a shopper can switch between values).
 */
export function isSelectable(variants: ChoiceVariant[], choice: Choice, index: number, value: string): boolean {
  return variants.some(
    (variant) =>
      variant.available &&
      variant.optionValues[index] === value &&
      choice.every((chosen, j) => j === index || chosen === null || variant.optionValues[j] === chosen),
  );
}

/** The variant a full choice names (available or not); null while an option is unchosen. */
export function variantFor<V extends ChoiceVariant>(variants: V[], choice: Choice): V | null {
  if (choice.length === 0 || choice.some((value) => value === null)) return null;
  return variants.find((variant) => choice.every((value, i) => variant.optionValues[i] === value)) ?? null;
}

/** The first option not chosen yet (its index), or -1 when every option is chosen. */
export function firstUnchosen(choice: Choice): number {
  return choice.findIndex((value) => value === null);
}

/** The choice with option `index` set to `value` (or cleared with null). */
export function choose(choice: Choice, index: number, value: string | null): Choice {
  return choice.map((current, i) => (i === index ? value : current));
}

/** Stock at or under this shows "Only N left". */
export const LOW_STOCK_HINT = 5;

export type StockHint = { kind: 'soldOut' } | { kind: 'few'; count: number } | null;

/** "Sold out" for a variant that cannot be bought, "Only N left" for a counted stock of 5 or less. */
export function stockHint(variant: { available: boolean; stock?: number | null } | null): StockHint {
  if (!variant) return null;
  if (!variant.available || variant.stock === 0) return { kind: 'soldOut' };
  if (variant.stock != null && variant.stock <= LOW_STOCK_HINT) return { kind: 'few', count: variant.stock };
  return null;
}
