// The settings screen's rules (the server's: every amount a whole number of 0 or more, the hold
// limit 1 to 100 percent), checked beside each field before anything is sent. Issue messages are
// message ids (messages.ts). Number inputs give NaN when empty, which the rules refuse.
import * as z from 'zod/mini';
import type { AdminRewardSettingsFragment, SettingsInput } from '@/gql/graphql';
import { deliveryMessages as dm } from './delivery/messages';
import { adminMessages as m } from './messages';

function whole(min: number, max: number, message: string) {
  return z.number({ error: message }).check(z.refine(Number.isInteger, { error: message }), z.gte(min, { error: message }), z.lte(max, { error: message }));
}

const amount = whole(0, Number.MAX_SAFE_INTEGER, m.wholeRule.id);

export const settingsSchema = z.object({
  referralPointsPerSignup: amount,
  dailyPoint: amount,
  dailyRewardPoint: amount,
  recoveryFeeMmk: amount,
  tokensPer10000Mmk: amount,
  tokenPriceMmk: amount,
  drawDelayMinutes: amount,
  ticketHoldPercent: whole(1, 100, m.percentRule.id),
  ticketHoldMinutes: amount,
});
export type SettingsValues = z.output<typeof settingsSchema>;
export type SettingsField = keyof SettingsValues;

/** The form's values from the `settings` answer. */
export function settingsValues(settings: AdminRewardSettingsFragment): SettingsValues {
  const { rewards } = settings;
  return {
    referralPointsPerSignup: rewards.referralPointsPerSignup,
    dailyPoint: settings.dailyPoint,
    dailyRewardPoint: settings.dailyRewardPoint,
    recoveryFeeMmk: rewards.recoveryFeeMmk,
    tokensPer10000Mmk: rewards.tokensPer10000Mmk,
    tokenPriceMmk: rewards.tokenPriceMmk,
    drawDelayMinutes: rewards.drawDelayMinutes,
    ticketHoldPercent: rewards.ticketHoldPercent,
    ticketHoldMinutes: rewards.ticketHoldMinutes,
  };
}

/**
 * The update: only the fields that differ from what was loaded (what is left out stays as it is,
 * so another admin's change to another field is not overwritten).
 */
export function settingsChanges(values: SettingsValues, loaded: SettingsValues): SettingsInput {
  const input: SettingsInput = {};
  for (const key of Object.keys(values) as SettingsField[]) {
    if (values[key] !== loaded[key]) input[key] = values[key];
  }
  return input;
}

// ---------- Delivery fees: township base fees and weight steps (issue 38) ----------
// The server's rules: a fee is whole kyat, 0 or more; a step weighs more than 0 and at most 1,000
// kg, no two steps weigh the same, at most 50 steps. Fee inputs are text (empty is refused).

const FEE_MAX = 1_000_000_000;
const feeText = z.string().check(z.refine((v) => /^\d+$/.test(v.trim()) && Number(v) <= FEE_MAX, { error: dm.feeRule.id }));
const kgText = z.string().check(
  z.refine(
    (v) => {
      const kg = Number(v.trim());
      return v.trim() !== '' && Number.isFinite(kg) && kg > 0 && kg <= 1000;
    },
    { error: dm.kgRule.id },
  ),
);

export const deliveryFeesSchema = z.object({
  townships: z.array(z.object({ townshipId: z.number(), fee: feeText })),
  steps: z
    .array(z.object({ upToKg: kgText, fee: feeText }))
    .check(
      z.maxLength(50, { error: dm.stepsMaxRule.id }),
      z.superRefine((steps, ctx) => {
        const seen = new Set<number>();
        steps.forEach((step, i) => {
          const kg = Number(step.upToKg.trim());
          if (step.upToKg.trim() === '' || !Number.isFinite(kg)) return;
          if (seen.has(kg)) ctx.addIssue({ code: 'custom', message: dm.kgDuplicateRule.id, path: [i, 'upToKg'] });
          seen.add(kg);
        });
      }),
    ),
});
export type DeliveryFeesValues = z.output<typeof deliveryFeesSchema>;

/** The form's values from the `settings` answer: the steps sorted by weight. */
export function deliveryFeesValues(shipping: { townshipBaseFees: { townshipId: number; fee: number }[]; weightSteps: { upToKg: number; fee: number }[] }): DeliveryFeesValues {
  return {
    townships: shipping.townshipBaseFees.map((t) => ({ townshipId: t.townshipId, fee: String(t.fee) })),
    steps: [...shipping.weightSteps].sort((a, b) => a.upToKg - b.upToKg).map((s) => ({ upToKg: String(s.upToKg), fee: String(s.fee) })),
  };
}

/** The update: both whole lists (each replaces the saved one), the steps sorted by weight. */
export function deliveryFeesInput(values: DeliveryFeesValues): SettingsInput {
  return {
    shippingTownshipBaseFees: values.townships.map((t) => ({ townshipId: t.townshipId, fee: Number(t.fee.trim()) })),
    shippingWeightSteps: values.steps.map((s) => ({ upToKg: Number(s.upToKg.trim()), fee: Number(s.fee.trim()) })).sort((a, b) => a.upToKg - b.upToKg),
  };
}
