// A draw's status (open, closed, drawn, cancelled) as a coloured badge, and the same badge saying You Win.
import { useIntl } from 'react-intl';
import type { DrawStatus } from '@/gql/graphql';
import { drawMessages as m } from './messages';
import './draw-status-badge.css';

const STATUS = { OPEN: m.statusOpen, CLOSED: m.statusClosed, DRAWN: m.statusDrawn, CANCELLED: m.statusCancelled } as const;

export function DrawStatusBadge({ status }: { status: DrawStatus }) {
  const intl = useIntl();
  return (
    <span className={`dr-badge dr-badge--${status.toLowerCase()}`} data-testid="draw-status">
      {intl.formatMessage(STATUS[status])}
    </span>
  );
}

/** 'You Win' on a draw the shopper won (the lucky-draw lists). */
export function WinBadge() {
  const intl = useIntl();
  return <span className="dr-badge dr-badge--win">{intl.formatMessage(m.youWin)}</span>;
}
