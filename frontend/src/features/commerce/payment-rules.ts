// The payment form's rules (checkout and shipping, spec section 5) and the ship-selection rule;
// no React, so they can be unit tested.
import * as z from 'zod/mini';
import type { MessageDescriptor } from 'react-intl';
import { commerceMessages as m } from './messages';
import { isImageFile } from '@/lib/image-file';

/**
 * A payment method is required; a screenshot is required ('Please select Payment Screenshot')
 * and must be an image. Issue messages are message ids (messages.ts).
 */
export const paymentSchema = z.object({
  paymentId: z.nullable(z.number()).check(z.refine((v) => v !== null, { error: m.paymentRequired.id })),
  screenshot: z
    .nullable(z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File))
    .check(
      z.refine((v) => v !== null, { error: m.screenshotRequired.id, abort: true }),
      z.refine((v) => v === null || isImageFile(v), { error: m.imagesOnly.id }),
    ),
});

export type PaymentValues = z.input<typeof paymentSchema>;

const RULES: Record<string, MessageDescriptor> = {
  [m.paymentRequired.id]: m.paymentRequired,
  [m.screenshotRequired.id]: m.screenshotRequired,
  [m.imagesOnly.id]: m.imagesOnly,
};

/**
 * The first problem of the payment form (payment first, then screenshot), or null. Cash on
 * delivery (`atTheDoor`) takes no screenshot.
 */
export function paymentProblem(values: PaymentValues, atTheDoor = false): MessageDescriptor | null {
  if (atTheDoor && values.paymentId !== null) return null;
  const result = paymentSchema.safeParse(values);
  if (result.success) return null;
  const order = ['paymentId', 'screenshot'];
  const issues = [...result.error.issues].sort((a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])));
  return RULES[issues[0]?.message ?? ''] ?? m.paymentRequired;
}

/** Ship the orders needs at least one selected item. */
export function shipSelectionProblem(selected: ReadonlySet<number> | number[]): MessageDescriptor | null {
  const size = Array.isArray(selected) ? selected.length : selected.size;
  return size === 0 ? m.selectItemToShip : null;
}
