// The live draw's clock and roll (live-draw.ts), with fake timers: the offset from one serverTime
// answer, countdowns in server time whatever the phone's clock says, a roll that changes every
// 100 ms, is the same on two phones at the same server instant, and stops on the lucky number at
// revealAt.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockLeft, clockOffset, outcome, revealPhase, rollingNumber, ROLL_CYCLE_MS, serverNow } from './live-draw';

describe('the live draw clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes the server time at the middle of the round trip', () => {
    // The phone is 5 minutes behind; the answer took 200 ms.
    const server = Date.parse('2026-11-29T10:00:00.100Z');
    const sentAt = server - 300_000 - 100;
    expect(clockOffset(new Date(server).toISOString(), sentAt, sentAt + 200)).toBe(300_000);
    expect(clockOffset('not a time', 0, 10)).toBe(0);
  });

  it('counts down in server time, not the phone time', () => {
    vi.setSystemTime(Date.parse('2026-11-29T09:55:00Z')); // phone 5 min behind
    const offset = 300_000;
    const drawAt = Date.parse('2026-11-29T10:00:10Z');
    expect(clockLeft(drawAt, serverNow(offset))).toEqual({ days: 0, clock: '00:00:10', over: false });
    vi.advanceTimersByTime(10_000);
    expect(clockLeft(drawAt, serverNow(offset)).over).toBe(true);
    expect(clockLeft(drawAt + 2 * 86_400_000 + 3_723_000, drawAt)).toEqual({ days: 2, clock: '01:02:03', over: false });
  });

  it('rolls every 100 ms, the same on two phones, and stops on the lucky number at revealAt', () => {
    const revealAt = Date.parse('2026-11-29T10:00:03Z');
    const start = revealAt - 3_000;
    // Two phones with different clocks and their own offsets see the same server instant.
    const phoneA = { offset: 0, clock: start };
    const phoneB = { offset: -90_000, clock: start + 90_000 };
    const shown = new Set<number>();
    for (let t = 0; t < 3_000; t += ROLL_CYCLE_MS) {
      const a = serverNow(phoneA.offset, phoneA.clock + t);
      const b = serverNow(phoneB.offset, phoneB.clock + t);
      expect(revealPhase(revealAt, a)).toBe('rolling');
      expect(rollingNumber(a, 50, 17)).toBe(rollingNumber(b, 50, 17));
      expect(rollingNumber(a, 50, 17)).not.toBe(17);
      const n = rollingNumber(a, 50, 17);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(50);
      shown.add(n);
    }
    expect(shown.size).toBeGreaterThan(10);
    expect(revealPhase(revealAt, revealAt)).toBe('revealed');
    expect(outcome({ youWin: true })).toBe('win');
    expect(outcome({ youWin: false })).toBe('lost');
  });
});
