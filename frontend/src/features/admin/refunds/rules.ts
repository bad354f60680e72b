// The Refund dialog's and Mark as sent's rules (the server's own, so a mistake shows beside its
// field before anything is sent): at least one line, a whole amount from 1 kyat to what can still
// be refunded, a reason and a method of 1 to 500 characters, an optional picture. The amount starts
// as the chosen lines' sum, capped. What the server still refuses comes back keyed `order_item_ids`,
// `amount`, `reason`, `method` (`order_id`, `id`: above the buttons) and is mapped to the fields.
import * as z from 'zod/mini';
import { refundMessages as m } from './messages';

export const TEXT_MAX = 500;

export interface RefundLine {
  orderItemId: number;
  qty: number;
  unitPrice: number;
  refundable: boolean;
}

/** The amount the dialog proposes: the chosen lines' sum, at most what can still be refunded. */
export function proposedAmount(lines: RefundLine[], chosen: number[], refundableMmk: number): number {
  const sum = lines.filter((l) => chosen.includes(l.orderItemId)).reduce((total, l) => total + l.qty * l.unitPrice, 0);
  return Math.max(0, Math.min(sum, refundableMmk));
}

const text = z.string().check(z.trim(), z.minLength(1, { error: m.textRule.id }), z.maxLength(TEXT_MAX, { error: m.textRule.id }));

/** The refund form; `max` is what can still be refunded (the message names it). */
export function refundSchema(max: number, maxText: string) {
  return z.object({
    lineIds: z.array(z.string()).check(z.minLength(1, { error: m.linesRule.id })),
    amount: z.string().check(
      z.trim(),
      z.refine((v) => /^\d+$/.test(v) && Number(v) >= 1, { error: m.amountRule.id }),
      z.refine((v) => !/^\d+$/.test(v) || Number(v) <= max, { error: maxText }),
    ),
    reason: text,
    method: text,
  });
}
export type RefundFormValues = z.input<ReturnType<typeof refundSchema>>;

export const settleSchema = z.object({ method: text });
export type SettleFormValues = z.input<typeof settleSchema>;

/** The refund form's field of a server refusal's key. */
export function refundFieldOf(server: string): keyof RefundFormValues | undefined {
  switch (server) {
    case 'order_item_ids':
      return 'lineIds';
    case 'amount':
    case 'reason':
    case 'method':
      return server;
    default:
      return undefined;
  }
}

/** Mark as sent's field of a server refusal's key. */
export function settleFieldOf(server: string): keyof SettleFormValues | undefined {
  return server === 'method' ? 'method' : undefined;
}

/** Only pictures are sent as a refund transfer's screenshot. */
export function isImage(file: File | null): boolean {
  return file === null || file.type.startsWith('image/');
}

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
