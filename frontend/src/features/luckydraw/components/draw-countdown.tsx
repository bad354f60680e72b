// The end of a draw (issue 39) as a countdown: 'Ends in 2d 03:04:05', ticking every second, then
// 'Ended'; with the end itself in Myanmar time and, when the draw has a minimum, that it is drawn
// among the tickets sold with at least that many, else cancelled and refunded. On the ticket cards
// and the draw page. `role="timer"` keeps screen readers from announcing every second.
import { useEffect, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { useIntl } from 'react-intl';
import { luckyDrawMessages as m } from '../messages';

/**
 * A time in Myanmar time (UTC+06:30) as 2026-12-16 19:00: the same in every language (no month
 * names a browser may only have in English, no AM/PM).
 */
export function myanmarTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Yangon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** Whole days, hours, minutes and seconds from `now` to `end` (all 0 once passed). */
export function timeLeft(end: number, now: number): { days: number; hours: number; minutes: number; seconds: number; over: boolean } {
  const left = Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    over: left === 0,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** The current time, again every `every` ms while mounted. */
function useNow(every: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}

export interface DrawCountdownProps {
  /** When the draw ends (RFC 3339). */
  endsAt: string;
  /** Tickets that must be sold by then; null without a minimum. */
  minTickets?: number | null;
  /** A compact line (the cards) or the line with the rules under it (the draw page). */
  layout?: 'card' | 'page';
}

export function DrawCountdown({ endsAt, minTickets, layout = 'card' }: DrawCountdownProps) {
  const intl = useIntl();
  const now = useNow(1000);
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) return null;
  const left = timeLeft(end, now);
  const clock = `${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`;
  const text = left.over ? intl.formatMessage(m.ended) : intl.formatMessage(m.endsIn, { days: left.days, clock });
  return (
    <div className={`ld-countdown ld-countdown--${layout}`} data-testid="draw-countdown">
      <p className="ld-countdown__line">
        <CalendarClock size={14} aria-hidden />
        <span role="timer" aria-atomic="true">
          {text}
        </span>
      </p>
      {layout === 'page' && (
        <p className="ld-countdown__rule">
          <time dateTime={endsAt}>{intl.formatMessage(m.endsAt, { time: myanmarTime(endsAt) })}</time>
          {minTickets != null && <> {intl.formatMessage(m.minTickets, { count: minTickets })}</>}
        </p>
      )}
    </div>
  );
}
