// The heading of a lucky-draw screen, with a back arrow.
import type { ReactNode } from 'react';
import { ChevronLeft } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { luckyDrawMessages as m } from '../messages';

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
