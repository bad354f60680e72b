// The countdown of a draw that ends (issue 39): it ticks every second, shows days when there are
// any, says Ended once the time has passed, states the end in Myanmar time and the minimum on the
// draw page, and reads in Burmese and Chinese.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { DrawCountdown, myanmarTime, timeLeft } from './components/draw-countdown';
import mm from './translations/mm.json';
import ch from './translations/ch.json';

const NOW = Date.parse('2026-12-14T10:00:00Z');

describe('DrawCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down every second, then says Ended', () => {
    renderWithProviders(<DrawCountdown endsAt="2026-12-14T10:00:03Z" />);
    expect(screen.getByRole('timer').textContent).toContain('Ends in 00:00:03');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toContain('Ends in 00:00:02');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('timer').textContent).toContain('Ended');
  });

  it('shows days, and on the draw page the end in Myanmar time and the minimum', () => {
    renderWithProviders(<DrawCountdown endsAt="2026-12-16T12:30:05Z" minTickets={40} layout="page" />);
    expect(screen.getByRole('timer').textContent).toContain('Ends in 2d 02:30:05');
    // 12:30 UTC is 19:00 in Myanmar (UTC+06:30).
    expect(screen.getByText('Ends 2026-12-16 19:00 (Myanmar time).')).toBeTruthy();
    expect(screen.getByTestId('draw-countdown').textContent).toContain('if at least 40 tickets are sold; otherwise cancelled and every ticket refunded');
  });

  it('reads in Burmese and Chinese', () => {
    const { unmount } = renderWithProviders(<DrawCountdown endsAt="2026-12-15T10:00:00Z" minTickets={5} layout="page" />, { locale: 'my-u-nu-latn', messages: mm });
    expect(screen.getByRole('timer').textContent).toContain('ပြီးဆုံးရန် 1 ရက် 00:00:00');
    expect(screen.getByTestId('draw-countdown').textContent).toContain('မြန်မာစံတော်ချိန်');
    unmount();
    renderWithProviders(<DrawCountdown endsAt="2026-12-15T10:00:00Z" />, { locale: 'zh', messages: ch });
    expect(screen.getByRole('timer').textContent).toContain('1 天 00:00:00 后结束');
  });

  it('states times in Myanmar time across midnight', () => {
    expect(myanmarTime('2026-12-31T18:00:00Z')).toBe('2027-01-01 00:30');
  });

  it('splits what is left and never goes below zero', () => {
    expect(timeLeft(NOW + 90_061_000, NOW)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1, over: false });
    expect(timeLeft(NOW - 5_000, NOW)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
  });
});
