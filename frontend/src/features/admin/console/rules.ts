// The console pages' pure rules: the balance change form (zod, messages as message ids of
// messages.ts), the server's field messages of a refused change, page numbers and filters
// read from the address, the admins seen in the audit log, and how a detail or a batch shows.
import { ApolloError } from '@apollo/client';
import * as z from 'zod/mini';
import { consoleMessages as m } from './messages';

// ---------- Changing a balance ----------

export const REASON_MIN = 3;
export const REASON_MAX = 200;

export type Balance = 'tokens' | 'referral';

export const grantSchema = z.object({
  balance: z.enum(['tokens', 'referral']),
  // A number input gives NaN when empty; 0 changes nothing, so it is refused too.
  amount: z
    .number({ error: m.amountRule.id })
    .check(z.refine((n) => Number.isSafeInteger(n) && n !== 0, { error: m.amountRule.id })),
  reason: z.string().check(z.trim(), z.minLength(REASON_MIN, { error: m.reasonShortRule.id }), z.maxLength(REASON_MAX, { error: m.reasonLongRule.id })),
});
export type GrantValues = z.input<typeof grantSchema>;
export type GrantField = 'amount' | 'reason';

/**
 * The messages of a refused change by form field: a validation refusal carries them in
 * `extensions.errors` as `{field: [messages]}` (in the admin's language); `amount` and `reason`
 * are ours, anything else is left to the form's general error.
 */
export function grantFieldErrors(error: unknown): Partial<Record<GrantField, string>> {
  const found: Partial<Record<GrantField, string>> = {};
  if (!(error instanceof ApolloError)) return found;
  for (const graphQLError of error.graphQLErrors) {
    const fields = graphQLError.extensions?.errors;
    if (!fields || typeof fields !== 'object') continue;
    for (const [name, messages] of Object.entries(fields as Record<string, unknown>)) {
      const field = name.toLowerCase() === 'amount' ? 'amount' : name.toLowerCase() === 'reason' ? 'reason' : undefined;
      const first = Array.isArray(messages) ? messages.find((text): text is string => typeof text === 'string') : undefined;
      if (field && first && !found[field]) found[field] = first;
    }
  }
  return found;
}

// ---------- Pages and filters in the address ----------

/** A page number from the address: a whole number of 1 or more, else 1. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** A positive id from the address, or undefined. */
export function idFrom(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface AuditFilters {
  adminId?: number;
  action?: string;
  from?: string;
  to?: string;
  page: number;
}

/** The audit log's filters from the address (`?admin=3&action=order.approve&from=…&to=…&page=2`). */
export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    adminId: idFrom(params.get('admin')),
    action: params.get('action') || undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    page: pageFrom(params.get('page')),
  };
}

/**
 * The address with one filter changed (empty removes it); any filter change goes back to page 1,
 * since the old page number means nothing in the new list.
 */
export function withParam(params: URLSearchParams, key: string, value: string | number | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined || value === '') next.delete(key);
  else next.set(key, String(value));
  if (key !== 'page') next.delete('page');
  else if (value === 1) next.delete('page');
  return next;
}

export interface AuditAdmin {
  id: number;
  name: string;
  /** Null for an account made with Facebook that has not added one. */
  phone: string | null;
}

/** The admins known so far plus those of new entries, each once, by name. */
export function mergeAdmins(known: AuditAdmin[], entries: { admin?: AuditAdmin | null }[]): AuditAdmin[] {
  const byId = new Map(known.map((admin) => [admin.id, admin]));
  for (const { admin } of entries) if (admin) byId.set(admin.id, { id: admin.id, name: admin.name, phone: admin.phone });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

// ---------- How things show ----------

/**
 * An audit entry's detail (JSON the server keeps, or plain text) in one line: `key: value` pairs
 * joined by ' · ', nested values as compact JSON; '' for nothing (`{}`, `null`, blank).
 */
export function compactDetail(detail: string | null | undefined): string {
  const text = (detail ?? '').trim();
  if (!text) return '';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text.replace(/\s+/g, ' ');
  }
  if (value === null) return '';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.length ? JSON.stringify(value) : '';
  return Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => `${key}: ${typeof item === 'string' ? item : JSON.stringify(item)}`)
    .join(' · ');
}

/** The detail laid out in full (pretty JSON when it is JSON). */
export function fullDetail(detail: string | null | undefined): string {
  const text = (detail ?? '').trim();
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** Percent of a batch sold, 0 to 100 (a batch of 0 tickets counts as empty). */
export function soldPercent(sold: number, ticket: number): number {
  if (!(ticket > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((sold / ticket) * 100)));
}

/** The person an audit entry is about, when its subject is one (`user #12`): their page's id. */
export function subjectUserId(subject: string | null | undefined): number | undefined {
  const found = /^user #(\d+)$/.exec(subject ?? '');
  return found ? idFrom(found[1]) : undefined;
}
