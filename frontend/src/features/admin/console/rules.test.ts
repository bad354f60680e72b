// The console's pure rules: the balance change form, the server's field messages, page numbers
// and filters in the address, the admins the audit log names, and how details and batches show.
import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { consoleMessages as m } from './messages';
import {
  auditFiltersFrom,
  compactDetail,
  fullDetail,
  grantFieldErrors,
  grantSchema,
  idFrom,
  mergeAdmins,
  pageFrom,
  soldPercent,
  subjectUserId,
  withParam,
} from './rules';

const firstMessage = (values: unknown) => {
  const result = grantSchema.safeParse(values);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('the balance change form', () => {
  it('takes a whole amount other than 0, negative too, and a reason of 3 to 200 characters', () => {
    expect(grantSchema.parse({ balance: 'tokens', amount: 25, reason: 'Sorry for the late parcel' })).toEqual({
      balance: 'tokens',
      amount: 25,
      reason: 'Sorry for the late parcel',
    });
    expect(grantSchema.parse({ balance: 'referral', amount: -3, reason: '  Fix  ' })).toEqual({ balance: 'referral', amount: -3, reason: 'Fix' });
    expect(firstMessage({ balance: 'tokens', amount: 1, reason: 'x'.repeat(200) })).toBeNull();
  });

  it('refuses an empty, zero or fractional amount', () => {
    for (const amount of [Number.NaN, 0, 2.5, Number.MAX_SAFE_INTEGER + 2]) {
      expect(firstMessage({ balance: 'tokens', amount, reason: 'Goodwill' })).toEqual([m.amountRule.id]);
    }
  });

  it('refuses a reason under 3 characters (spaces do not count) or over 200', () => {
    expect(firstMessage({ balance: 'tokens', amount: 5, reason: '' })).toEqual([m.reasonShortRule.id]);
    expect(firstMessage({ balance: 'tokens', amount: 5, reason: '  ab   ' })).toEqual([m.reasonShortRule.id]);
    expect(firstMessage({ balance: 'tokens', amount: 5, reason: 'x'.repeat(201) })).toEqual([m.reasonLongRule.id]);
  });

  it('refuses a balance it does not know', () => {
    expect(grantSchema.safeParse({ balance: 'gold', amount: 5, reason: 'Goodwill' }).success).toBe(false);
  });
});

describe('grantFieldErrors', () => {
  const refusal = (errors: Record<string, unknown>) =>
    new ApolloError({ graphQLErrors: [new GraphQLError('The balance would go below zero.', { extensions: { code: 'VALIDATION', errors } })] });

  it('puts the server’s messages beside the amount and the reason', () => {
    expect(grantFieldErrors(refusal({ amount: ['The balance would go below zero.'], reason: ['Too short', 'Other'] }))).toEqual({
      amount: 'The balance would go below zero.',
      reason: 'Too short',
    });
    expect(grantFieldErrors(refusal({ Amount: ['Not a number'] }))).toEqual({ amount: 'Not a number' });
  });

  it('leaves other fields, other errors and network failures to the form', () => {
    expect(grantFieldErrors(refusal({ userId: ['Unknown user'] }))).toEqual({});
    expect(grantFieldErrors(new ApolloError({ graphQLErrors: [new GraphQLError('Only admins can do this.')] }))).toEqual({});
    expect(grantFieldErrors(new ApolloError({ networkError: new Error('offline') }))).toEqual({});
    expect(grantFieldErrors(new Error('x'))).toEqual({});
  });
});

describe('the address', () => {
  it('reads a page number of 1 or more, else 1', () => {
    expect(pageFrom('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'two', '1e400']) expect(pageFrom(bad)).toBe(1);
  });

  it('reads a positive id, else nothing', () => {
    expect(idFrom('12')).toBe(12);
    for (const bad of [undefined, null, '', '0', '-1', '1.5', '12abc', '99999999999999999999']) expect(idFrom(bad)).toBeUndefined();
  });

  it('reads the audit filters and drops what is not a filter', () => {
    expect(auditFiltersFrom(new URLSearchParams('admin=3&action=order.approve&from=2026-11-01&to=2026-11-30&page=2'))).toEqual({
      adminId: 3,
      action: 'order.approve',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
    });
    expect(auditFiltersFrom(new URLSearchParams('admin=me&action=&from=yesterday&to=2026-13'))).toEqual({
      adminId: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
  });

  it('changes one filter and goes back to page 1; a page keeps the filters', () => {
    const params = new URLSearchParams('q=09&page=4');
    expect(withParam(params, 'q', '0979').toString()).toBe('q=0979');
    expect(withParam(params, 'q', '').toString()).toBe('');
    expect(withParam(params, 'page', 5).toString()).toBe('q=09&page=5');
    expect(withParam(params, 'page', 1).toString()).toBe('q=09');
    expect(params.toString()).toBe('q=09&page=4');
  });
});

describe('mergeAdmins', () => {
  it('keeps each admin once, by name, and skips entries without one', () => {
    const ko = { id: 2, name: 'Ko Ko', phone: '09790000002' };
    const aye = { id: 1, name: 'Aye', phone: '09790000001' };
    const known = mergeAdmins([], [{ admin: ko }, { admin: null }, { admin: ko }]);
    expect(known).toEqual([ko]);
    expect(mergeAdmins(known, [{ admin: aye }, { admin: { ...ko, name: 'Ko Ko Gyi' } }])).toEqual([aye, { ...ko, name: 'Ko Ko Gyi' }]);
  });
});

describe('how things show', () => {
  it('puts a detail on one line', () => {
    expect(compactDetail('{"amount":25,"reason":"Goodwill","balance":{"before":0,"after":25}}')).toBe(
      'amount: 25 · reason: Goodwill · balance: {"before":0,"after":25}',
    );
    expect(compactDetail('{}')).toBe('');
    expect(compactDetail('null')).toBe('');
    expect(compactDetail('  ')).toBe('');
    expect(compactDetail(null)).toBe('');
    expect(compactDetail('[]')).toBe('');
    expect(compactDetail('[1,2]')).toBe('[1,2]');
    expect(compactDetail('"blocked"')).toBe('blocked');
    expect(compactDetail('plain\n text')).toBe('plain text');
  });

  it('lays a detail out in full', () => {
    expect(fullDetail('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(fullDetail('plain text')).toBe('plain text');
  });

  it('links an entry about a person to their page', () => {
    expect(subjectUserId('user #12')).toBe(12);
    expect(subjectUserId('order #12')).toBeUndefined();
    expect(subjectUserId('user #')).toBeUndefined();
    expect(subjectUserId(null)).toBeUndefined();
  });

  it('measures a batch', () => {
    expect(soldPercent(5, 20)).toBe(25);
    expect(soldPercent(20, 20)).toBe(100);
    expect(soldPercent(25, 20)).toBe(100);
    expect(soldPercent(0, 0)).toBe(0);
    expect(soldPercent(1, 3)).toBe(33);
  });
});
