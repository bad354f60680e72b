// The courier form's and the approve dialog's rules (the server's own, so a mistake is shown beside
// its field before anything is sent): a name of 1 to 100 characters; a phone of 5 to 30 digits,
// spaces, `+` and `-`; a tracking link that is https with `{tracking}` once (or nothing); a
// tracking number of up to 60 letters, digits, spaces and `- _ . /`, only with a courier. Issue
// messages are message ids (messages.ts). What the server still refuses comes back keyed `name`,
// `phone`, `tracking_url`, `courier_id`, `tracking_number` and is mapped to the fields here.
import * as z from 'zod/mini';
import type { CourierInput } from '@/gql/graphql';
import { courierMessages as m } from './messages';

export const PLACEHOLDER = '{tracking}';
export const EXAMPLE_TRACKING_URL = `https://courier.example/track?code=${PLACEHOLDER}`;
const URL_MAX = 500;
export const TRACKING_MAX = 60;

/** An https link to a host, with the placeholder once, that is still a link once filled in. */
export function trackingTemplateOk(template: string): boolean {
  if (template.length > URL_MAX || template.split(PLACEHOLDER).length !== 2) return false;
  try {
    const url = new URL(template.replace(PLACEHOLDER, 'X1'));
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

export const courierSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: m.nameRule.id }), z.maxLength(100, { error: m.nameRule.id })),
  phone: z.string().check(
    z.trim(),
    z.refine((v) => v.length >= 5 && v.length <= 30 && /^[\d +-]+$/.test(v) && /\d/.test(v), { error: m.phoneRule.id }),
  ),
  trackingUrl: z.string().check(z.trim(), z.refine((v) => v === '' || trackingTemplateOk(v), { error: m.trackingUrlRule.id })),
  active: z.boolean(),
});
export type CourierFormValues = z.input<typeof courierSchema>;
export type CourierValues = z.output<typeof courierSchema>;

export function courierInput(values: CourierValues): CourierInput {
  return { name: values.name.trim(), phone: values.phone.trim(), trackingUrl: values.trackingUrl.trim() || null, active: values.active };
}

/** The server's field names as the courier form's. */
export function courierFieldOf(server: string): keyof CourierFormValues | undefined {
  if (server === 'name' || server === 'phone' || server === 'active') return server;
  if (server === 'tracking_url' || server === 'trackingUrl') return 'trackingUrl';
  return undefined;
}

/** The link a shopper follows for `number`, as the server makes it (the admin's preview). */
export function trackingLink(template: string, number: string): string {
  return template.replace(PLACEHOLDER, encodeURIComponent(number));
}

// ---------- Approving a shipping order ----------

export const approveSchema = z
  .object({
    // The select's value is text; '' is "Shop delivers itself".
    courierId: z.string(),
    // Left out while no courier is chosen (the field is disabled).
    trackingNumber: z.optional(z.string()),
  })
  .check(
    z.refine((v) => {
      const number = (v.trackingNumber ?? '').trim();
      return number === '' || (number.length <= TRACKING_MAX && /^[A-Za-z0-9 ._/-]+$/.test(number));
    }, { error: m.trackingRule.id, path: ['trackingNumber'] }),
    z.refine((v) => v.courierId !== '' || (v.trackingNumber ?? '').trim() === '', { error: m.trackingNeedsCourier.id, path: ['trackingNumber'] }),
  );
export type ApproveFormValues = z.input<typeof approveSchema>;
export type ApproveValues = z.output<typeof approveSchema>;

/** The approve mutation's variables besides the id: no courier and no number are null. */
export function approveVariables(values: ApproveValues): { courierId: number | null; trackingNumber: string | null } {
  const courierId = values.courierId === '' ? null : Number(values.courierId);
  const trackingNumber = courierId === null ? null : (values.trackingNumber ?? '').trim() || null;
  return { courierId, trackingNumber };
}

export function approveFieldOf(server: string): keyof ApproveFormValues | undefined {
  if (server === 'courier_id' || server === 'courierId') return 'courierId';
  if (server === 'tracking_number' || server === 'trackingNumber') return 'trackingNumber';
  return undefined;
}
