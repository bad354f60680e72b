import { describe, expect, it } from 'vitest';
import { adminMessages as m } from './messages';
import { REASON_MAX, reasonProblem, rejectSchema } from './reject-rules';

describe('reject reason rule', () => {
  it('requires a reason', () => {
    expect(reasonProblem('')).toBe(m.reasonRequired.id);
  });

  it('does not take only spaces', () => {
    expect(reasonProblem('   \n ')).toBe(m.reasonRequired.id);
  });

  it('takes a short reason and sends it trimmed', () => {
    expect(reasonProblem('x')).toBeNull();
    expect(rejectSchema.parse({ reason: '  amount does not match  ' })).toEqual({ reason: 'amount does not match' });
  });

  it('takes at most 500 characters', () => {
    expect(reasonProblem('a'.repeat(REASON_MAX))).toBeNull();
    expect(reasonProblem('a'.repeat(REASON_MAX + 1))).toBe(m.reasonTooLong.id);
  });
});
