// The voucher form's rules (the server's own, crates/vouchers/src/service.rs `check`), so a mistake
// is shown beside its field before anything is sent: a code of 3 to 24 letters, digits, `-`, `_`;
// a percent of 1 to 100 or at least 1 kyat; a minimum spend of 0 or more (a fixed voucher's above
// its value); a cap and limits of at least 1; an end after the start. Numbers are typed as text
// (an empty field is "none", not NaN). Times are typed in Myanmar time and sent with `+06:30`.
// Issue messages are message ids (messages.ts). What the server still refuses comes back keyed by
// its field names (`min_spend`, `ends_at`, `category_ids`...) and is mapped to the fields here.
import * as z from 'zod/mini';
import type { VoucherInput, VoucherKind } from '@/gql/graphql';
import { voucherMessages as m } from './messages';

export const CODE_MAX = 24;
export const TITLE_MAX = 120;
const CODE = /^[A-Za-z0-9_-]{3,24}$/;
const WHOLE = /^\d{1,12}$/;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** A typed whole number, or null when the field is empty. */
function wholeOrNull(text: string): number | null {
  const t = text.trim();
  return t === '' ? null : WHOLE.test(t) ? Number(t) : NaN;
}

const optionalAtLeast = (min: number, error: string) =>
  z.string().check(z.refine((v) => {
    const n = wholeOrNull(v);
    return n === null || n >= min;
  }, { error }));

/** The product ids as typed: numbers separated by commas or spaces (empty: none). */
export function parseProductIds(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (!parts.every((p) => /^[1-9]\d{0,11}$/.test(p))) return null;
  return [...new Set(parts.map(Number))];
}

export const voucherSchema = z
  .object({
    code: z.string().check(z.trim(), z.regex(CODE, { error: m.codeRule.id })),
    kind: z.enum(['PERCENT', 'FIXED']),
    value: z.string(),
    minSpend: optionalAtLeast(0, m.minSpendRule.id),
    maxDiscount: optionalAtLeast(1, m.amountRule.id),
    usesPerShopper: optionalAtLeast(1, m.usesRule.id),
    totalUses: optionalAtLeast(1, m.usesRule.id),
    startsAt: z.string().check(z.refine((v) => v === '' || LOCAL_TIME.test(v), { error: m.dateRule.id })),
    endsAt: z.string().check(z.refine((v) => v === '' || LOCAL_TIME.test(v), { error: m.dateRule.id })),
    categoryIds: z.array(z.number()),
    productIds: z.string().check(z.refine((v) => parseProductIds(v) !== null, { error: m.productIdsRule.id })),
    firstOrderOnly: z.boolean(),
    titleEn: z.string().check(z.maxLength(TITLE_MAX, { error: m.titleRule.id })),
    titleMm: z.string().check(z.maxLength(TITLE_MAX, { error: m.titleRule.id })),
    titleCh: z.string().check(z.maxLength(TITLE_MAX, { error: m.titleRule.id })),
  })
  .check(
    z.refine((v) => {
      const n = wholeOrNull(v.value);
      return n !== null && (v.kind === 'PERCENT' ? n >= 1 && n <= 100 : n >= 1);
    }, { error: (issue) => ((issue.input as { kind?: string } | undefined)?.kind === 'FIXED' ? m.amountRule.id : m.percentRule.id), path: ['value'] }),
    z.refine((v) => {
      if (v.kind !== 'FIXED') return true;
      const value = wholeOrNull(v.value);
      const min = wholeOrNull(v.minSpend) ?? 0;
      return value === null || Number.isNaN(value) || Number.isNaN(min) || min > value;
    }, { error: m.minSpendFixedRule.id, path: ['minSpend'] }),
    z.refine((v) => v.titleEn.trim() !== '' || (v.titleMm.trim() === '' && v.titleCh.trim() === ''), { error: m.titleEnRule.id, path: ['titleEn'] }),
    z.refine((v) => v.startsAt === '' || v.endsAt === '' || v.endsAt > v.startsAt, { error: m.endsRule.id, path: ['endsAt'] }),
  );
export type VoucherFormValues = z.input<typeof voucherSchema>;
export type VoucherValues = z.output<typeof voucherSchema>;

export const EMPTY_VOUCHER: VoucherFormValues = {
  code: '',
  kind: 'PERCENT',
  value: '',
  minSpend: '',
  maxDiscount: '',
  usesPerShopper: '',
  totalUses: '',
  startsAt: '',
  endsAt: '',
  categoryIds: [],
  productIds: '',
  firstOrderOnly: false,
  titleEn: '',
  titleMm: '',
  titleCh: '',
};

/** A datetime-local value, typed in Myanmar time (UTC+06:30, no daylight saving), with its offset. */
export function myanmarTime(local: string): string | null {
  if (local === '') return null;
  return `${local.length === 16 ? `${local}:00` : local}+06:30`;
}

/** The form as the API takes it: empty limits are null, a fixed voucher has no cap, no title is the code. */
export function voucherInput(values: VoucherValues): VoucherInput {
  const kind = values.kind as VoucherKind;
  const [en, mm, ch] = [values.titleEn.trim(), values.titleMm.trim(), values.titleCh.trim()];
  return {
    code: values.code.trim().toUpperCase(),
    kind,
    value: Number(values.value.trim()),
    minSpend: wholeOrNull(values.minSpend) ?? 0,
    maxDiscount: kind === 'PERCENT' ? wholeOrNull(values.maxDiscount) : null,
    usesPerShopper: wholeOrNull(values.usesPerShopper),
    totalUses: wholeOrNull(values.totalUses),
    startsAt: myanmarTime(values.startsAt),
    endsAt: myanmarTime(values.endsAt),
    categoryIds: values.categoryIds,
    productIds: parseProductIds(values.productIds) ?? [],
    firstOrderOnly: values.firstOrderOnly,
    title: en ? { en, mm: mm || null, ch: ch || null } : null,
  };
}

const SERVER_FIELDS: Record<string, keyof VoucherFormValues> = {
  code: 'code',
  kind: 'kind',
  value: 'value',
  min_spend: 'minSpend',
  max_discount: 'maxDiscount',
  uses_per_shopper: 'usesPerShopper',
  total_uses: 'totalUses',
  starts_at: 'startsAt',
  ends_at: 'endsAt',
  category_ids: 'categoryIds',
  product_ids: 'productIds',
  first_order_only: 'firstOrderOnly',
  title: 'titleEn',
  'title.en': 'titleEn',
  'title.mm': 'titleMm',
  'title.ch': 'titleCh',
};

/** The server's field names (snake or camel case) as the voucher form's. */
export function voucherFieldOf(server: string): keyof VoucherFormValues | undefined {
  const snake = server.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return SERVER_FIELDS[snake];
}
