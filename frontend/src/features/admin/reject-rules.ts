// The reject dialog's rule: a reason is required (not only spaces) and at most 500 characters.
// Issue messages are message ids (messages.ts), rendered with react-intl by the dialog.
import * as z from 'zod/mini';
import { adminMessages as m } from './messages';

export const REASON_MAX = 500;

export const rejectSchema = z.object({
  reason: z.string().check(
    z.trim(),
    z.minLength(1, { error: m.reasonRequired.id }),
    z.maxLength(REASON_MAX, { error: m.reasonTooLong.id }),
  ),
});
export type RejectValues = z.input<typeof rejectSchema>;

/** The message id of the first problem with `reason`, or null when it can be sent. */
export function reasonProblem(reason: string): string | null {
  const result = rejectSchema.safeParse({ reason });
  return result.success ? null : (result.error.issues[0]?.message ?? m.reasonRequired.id);
}
