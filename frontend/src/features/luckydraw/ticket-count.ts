// The ticket count rules of the ticket modal (spec sections 5, 9); no React, so they can be unit
// tested.
import type { MessageDescriptor } from 'react-intl';
import { luckyDrawMessages as m } from './messages';

/** Spec §9: the ticket count is applied 1 s after the last keystroke. */
export const TICKET_COUNT_DEBOUNCE_MS = 1000;

/** Spec §9: the count input's max attribute. */
export const TICKET_COUNT_MAX = 1_000_000;

/** What the count input keeps of a keystroke: digits only (so never negative), at most 7 of them. */
export function ticketCountDigits(text: string): string {
  return text.replace(/\D+/g, '').slice(0, String(TICKET_COUNT_MAX).length);
}

/** The count typed so far; empty is 0. */
export function parseTicketCount(digits: string): number {
  return digits === '' ? 0 : Number.parseInt(digits, 10);
}

export type CountProblemKind = 'invalid' | 'remaining' | 'tokens';

export interface CountProblem {
  kind: CountProblemKind;
  message: MessageDescriptor;
}

export interface CountFacts {
  count: number;
  remaining: number;
  /** Tokens per ticket. */
  cost: number;
  /** The shopper's tokens; null when unknown (signed out, still loading): not checked then. */
  balance: number | null;
}

/**
 * The first rule a ticket count breaks: count <= 0 'Please enter a valid amount'; more than the
 * remaining tickets 'Not enough remaining tickets'; cost x count above the balance, the
 * token-not-enough text (the ticket modal then offers /token). Pass `tokens: false` when the
 * tickets are paid by transfer, where the balance does not matter.
 */
export function ticketCountProblem(facts: CountFacts, { tokens = true }: { tokens?: boolean } = {}): CountProblem | null {
  const { count, remaining, cost, balance } = facts;
  if (!Number.isFinite(count) || count <= 0) return { kind: 'invalid', message: m.invalidAmount };
  if (count > remaining) return { kind: 'remaining', message: m.notEnoughTickets };
  if (tokens && balance !== null && cost * count > balance) return { kind: 'tokens', message: m.notEnoughTokens };
  return null;
}
