// The payment checks settings' rules (the server's: the near-copy tolerance 0 to the index's
// maximum, the oldest transfer at least 1 hour, pictures kept at least 1 day after a decision or
// for good), checked beside each field before anything is sent. Issue messages are message ids
// (messages.ts). An empty retention field means "keep every picture" (null).
import * as z from 'zod/mini';
import type { PaymentCheckSettingsInput } from '@/gql/graphql';
import { checksMessages as cm } from './messages';

const LIMIT = 1_000_000;

function whole(min: number, max: number, message: string) {
  return z.number({ error: message }).check(z.refine(Number.isInteger, { error: message }), z.gte(min, { error: message }), z.lte(max, { error: message }));
}

export function checksSchema(maxBits: number) {
  return z.object({
    nearDuplicateBits: whole(0, maxBits, cm.bitsRule.id),
    transferMaxAgeHours: whole(1, LIMIT, cm.atLeastOneRule.id),
    screenshotRetentionDays: z.nullable(whole(1, LIMIT, cm.atLeastOneRule.id)),
  });
}
export type ChecksValues = z.output<ReturnType<typeof checksSchema>>;
export type ChecksField = keyof ChecksValues;

interface Settings {
  nearDuplicateBits: number;
  transferMaxAgeHours: number;
  screenshotRetentionDays?: number | null;
}

/** The form's values from the settings answer. */
export function checksValues(settings: Settings): ChecksValues {
  return {
    nearDuplicateBits: settings.nearDuplicateBits,
    transferMaxAgeHours: settings.transferMaxAgeHours,
    screenshotRetentionDays: settings.screenshotRetentionDays ?? null,
  };
}

/** An input's text as the form keeps it: empty is null (keep pictures), anything else a number (NaN if not one). */
export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = String(value).trim();
  return text === '' ? null : Number(text);
}

/** The update: only what differs from what was loaded (a field left out stays as it is). */
export function checksChanges(values: ChecksValues, loaded: ChecksValues): PaymentCheckSettingsInput {
  const input: PaymentCheckSettingsInput = {};
  if (values.nearDuplicateBits !== loaded.nearDuplicateBits) input.nearDuplicateBits = values.nearDuplicateBits;
  if (values.transferMaxAgeHours !== loaded.transferMaxAgeHours) input.transferMaxAgeHours = values.transferMaxAgeHours;
  if (values.screenshotRetentionDays !== loaded.screenshotRetentionDays) input.screenshotRetentionDays = values.screenshotRetentionDays;
  return input;
}

/** The server's field names (`near_duplicate_bits`, or camelCase) as the form's. */
export function checksFieldOf(server: string): ChecksField | undefined {
  const camel = server.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()).replace(/^input\./, '');
  return camel === 'nearDuplicateBits' || camel === 'transferMaxAgeHours' || camel === 'screenshotRetentionDays' ? camel : undefined;
}
