// The ticket product forms' rules (the server's own limits: 1 to 100,000 tickets a batch, at least
// 1 token a ticket), so a mistake is shown beside its field before anything is sent. Issue
// messages are message ids (messages.ts), rendered with react-intl by the forms. Number inputs
// give NaN when empty, which z.number() refuses with the field's message.
import * as z from 'zod/mini';
import { adminMessages as m } from './messages';

export const TICKETS_MAX = 100_000;
export const LABEL_MAX = 40;

function whole(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .check(z.refine(Number.isInteger, { error: message }), z.gte(min, { error: message }), z.lte(max, { error: message }));
}

const label = z.string().check(z.trim(), z.maxLength(LABEL_MAX, { error: m.labelRule.id }));
const ticket = whole(1, TICKETS_MAX, m.ticketRule.id);
const costTokenPoint = whole(1, Number.MAX_SAFE_INTEGER, m.costRule.id);

/** The end time as typed in a datetime-local field, in Myanmar time (empty: no end). */
const endsAt = z.optional(z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?)?$/, { error: m.endsAtRule.id })));
/** The minimum of tickets sold by the end, as typed (empty: none); the server checks it against the batch. */
const minTickets = z.optional(z.string().check(z.regex(/^\s*([1-9]\d{0,5})?\s*$/, { error: m.minTicketsRule.id })));

/** Myanmar time (UTC+06:30, no daylight saving) as the admin types it, to UTC (RFC 3339). */
export function myanmarToUtc(local: string): string {
  const withSeconds = local.length === 16 ? `${local}:00` : local;
  return new Date(`${withSeconds}+06:30`).toISOString();
}

/** A UTC time (RFC 3339) as a datetime-local value in Myanmar time. */
export function utcToMyanmar(utc: string): string {
  const shifted = new Date(Date.parse(utc) + 390 * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** The end fields of a form as the API takes them: `endsAt` in UTC and `minTickets` a number, left out when empty. */
export function endFields(values: { endsAt?: string; minTickets?: string }): { endsAt?: string; minTickets?: number } {
  const out: { endsAt?: string; minTickets?: number } = {};
  if (values.endsAt) out.endsAt = myanmarToUtc(values.endsAt);
  if (values.minTickets != null && values.minTickets.trim() !== '') out.minTickets = Number(values.minTickets.trim());
  return out;
}

/** Edit: every field; only the changed ones are sent (a new ticket count waits for the next batch). */
export const editTicketProductSchema = z.object({ costTokenPoint, label, labelMm: z.optional(label), labelCh: z.optional(label), ticket, hidden: z.boolean(), endsAt, minTickets });
export type EditTicketProductValues = z.input<typeof editTicketProductSchema>;

/** Create: the catalogue product, tickets per batch, tokens per ticket and a label in each language. */
export const createTicketProductSchema = z.object({
  productId: whole(1, Number.MAX_SAFE_INTEGER, m.productIdRule.id),
  ticket,
  costTokenPoint,
  label,
  labelMm: z.optional(label),
  labelCh: z.optional(label),
  endsAt,
  minTickets,
});
export type CreateTicketProductValues = z.input<typeof createTicketProductSchema>;

/** The fields of an edit that changed, as the update input (what is left out stays). */
export function changedFields<T extends Record<string, unknown>>(values: T, dirty: Partial<Record<keyof T, unknown>>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (dirty[key]) out[key] = values[key];
  }
  return out;
}
