import { describe, expect, it } from 'vitest';
import { formatMMK, groupDigits } from './format';

describe('formatMMK', () => {
  it('writes whole kyat with Latin digits and commas, as Intl.NumberFormat en-US does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const amount of [0, 7, 999, 1000, 12500, 123456, 1234567, 2850000, 1e9 + 1, -1, -999, -1000, -12500, 0.4, 0.5, 1.5, 2.5, 999.5, -2.5, -1234.5]) {
      expect(groupDigits(amount)).toBe(intl.format(amount));
    }
  });

  it('never writes minus zero (Intl writes -0 for -0.4)', () => {
    expect(groupDigits(-0.4)).toBe('0');
  });

  it('adds MMK', () => {
    expect(formatMMK(12500)).toBe('12,500 MMK');
    expect(formatMMK(0)).toBe('0 MMK');
  });
});
