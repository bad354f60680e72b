// The settings screen's rules (the server's: every amount a whole number of 0 or more, the hold
// limit 1 to 100 percent), checked beside each field before anything is sent. Issue messages are
// message ids (messages.ts). Number inputs give NaN when empty, which the rules refuse.
import * as z from 'zod/mini';
import type { AdminRewardSettingsFragment, SettingsInput } from '@/gql/graphql';
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
