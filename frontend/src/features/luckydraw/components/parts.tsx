// Small pieces shared by the lucky-draw screens: the draw status badge, a date-time formatter in
// the chosen language, and the page heading with a back arrow.
import type { ReactNode } from 'react';
import { ChevronLeft } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DrawStatus } from '@/gql/graphql';
import { luckyDrawMessages as m } from '../messages';

const STATUS = { OPEN: m.statusOpen, CLOSED: m.statusClosed, DRAWN: m.statusDrawn } as const;

export function DrawStatusBadge({ status }: { status: DrawStatus }) {
  const intl = useIntl();
  return (
    <span className={`ld-badge ld-badge--${status.toLowerCase()}`} data-testid="draw-status">
      {intl.formatMessage(STATUS[status])}
    </span>
  );
}

/** A date and time in the chosen language ('' when missing). */
export function useFormatTime() {
  const intl = useIntl();
  return (value: unknown) => {
    if (typeof value !== 'string' && typeof value !== 'number') return '';
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return String(value);
    return intl.formatDate(date, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  };
}

export function LuckyHeader({ title, backTo, backState }: { title: ReactNode; backTo?: string; backState?: unknown }) {
  const intl = useIntl();
  return (
    <header className="ld-header">
      {backTo && (
        <Link to={backTo} state={backState} className="ld-icon-link" aria-label={intl.formatMessage(m.back)}>
          <ChevronLeft size={24} aria-hidden />
        </Link>
      )}
      <h1 className="ld-header__title">{title}</h1>
    </header>
  );
}
