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

/** Edit: every field; only the changed ones are sent (a new ticket count waits for the next batch). */
export const editTicketProductSchema = z.object({ costTokenPoint, label, labelMm: z.optional(label), labelCh: z.optional(label), ticket, hidden: z.boolean() });
export type EditTicketProductValues = z.input<typeof editTicketProductSchema>;

/** Create: the catalogue product, tickets per batch, tokens per ticket and a label in each language. */
export const createTicketProductSchema = z.object({
  productId: whole(1, Number.MAX_SAFE_INTEGER, m.productIdRule.id),
  ticket,
  costTokenPoint,
  label,
  labelMm: z.optional(label),
  labelCh: z.optional(label),
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
