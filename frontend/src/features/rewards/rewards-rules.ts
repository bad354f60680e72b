// The rewards' rules that need no React, kept here so they can be unit tested.
import { ApolloError } from '@apollo/client';
import { isImageFile } from '@/lib/image-file';

/** The daily grid's length (doc 001 §9). */
export const CYCLE_DAYS = 30;

/** Delays of doc 001 §9: success dialog 3 s after the check-in, failure about 1.5 s, toast 3 s. */
export const SUCCESS_DELAY_MS = 3000;
export const FAILURE_DELAY_MS = 1500;
export const TOAST_MS = 3000;

export type DayState = 'signed' | 'missed' | 'none';

/** Day n of the grid is days[n-1]: green signed, red missed, white (not yet) after the last entry. */
export function dayStates(days: readonly { status: boolean }[]): DayState[] {
  return Array.from({ length: CYCLE_DAYS }, (_, i) => {
    const day = days[i];
    if (!day) return 'none';
    return day.status ? 'signed' : 'missed';
  });
}

/** The grid's cell for today (1-based): the last entry once checked in, else the next one. */
export function todayNumber(days: readonly unknown[], signedToday: boolean): number | null {
  const n = signedToday ? days.length : days.length + 1;
  return n >= 1 && n <= CYCLE_DAYS ? n : null;
}

interface DailyState {
  signedToday: boolean;
  claimedToday: boolean;
}

/**
 * The dialog's main button (doc 001 §4): Claim once today is signed and not yet claimed; a
 * disabled 'Claimed today' after the claim; otherwise (today could not be signed: a missed day)
 * Restart from day one.
 */
export function dailyAction({ signedToday, claimedToday }: DailyState): 'claim' | 'claimed' | 'restart' {
  if (signedToday) return claimedToday ? 'claimed' : 'claim';
  return 'restart';
}

interface RecoveryState {
  status: boolean;
  pending: boolean;
}

/**
 * What opening the dialog does first: check in when today is not signed and nothing blocks it (no
 * missed day, or the missed days are covered by a pending recovery); then tell about missed days:
 * 'processing' while a recovery waits for an admin, 'failure' when none was paid.
 */
export function dailyStart(reward: DailyState & { recovery: RecoveryState }): { checkIn: boolean; then: 'success' | 'failure' | 'processing' | null } {
  const { signedToday, recovery } = reward;
  const missed = !recovery.status;
  const checkIn = !signedToday && (!missed || recovery.pending);
  if (missed) return { checkIn, then: recovery.pending ? 'processing' : 'failure' };
  return { checkIn, then: checkIn ? 'success' : null };
}

/** A gift costs more than the balance: the invite dialog instead of claiming (doc 001 §5). */
export function needsMorePoints(cost: number | null | undefined, balance: number): boolean {
  return (cost ?? 0) > balance;
}

/**
 * The claim's error text: the server's message (already in the shopper's language), else null
 * (the caller shows 'Unknown Server Error', doc 001 §7).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApolloError)) return null;
  const first = error.graphQLErrors[0]?.message;
  if (first) return first;
  const network = error.networkError as { result?: { errors?: { message?: string }[] } | string } | null;
  const body = network && typeof network.result === 'object' ? network.result?.errors?.[0]?.message : undefined;
  return body || null;
}

/** The recovery payment's rules: a method ('Please select payment'), then an image. */
export function recoveryProblem({ paymentId, image }: { paymentId: number | null; image: File | null }): 'payment' | 'image' | 'imageType' | null {
  if (paymentId === null) return 'payment';
  if (image === null) return 'image';
  if (!isImageFile(image)) return 'imageType';
  return null;
}
