// The heading of a cart, checkout or orders screen, with a back arrow and an optional action.
import type { ReactNode } from 'react';
import { ChevronLeft } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commerceMessages as m } from '../messages';

export function CommerceHeader({ title, backTo, action }: { title: ReactNode; backTo?: string; action?: ReactNode }) {
  const intl = useIntl();
  return (
    <header className="cm-header">
      {backTo && (
        <Link to={backTo} className="cm-icon-link" aria-label={intl.formatMessage(m.back)}>
          <ChevronLeft size={24} aria-hidden />
        </Link>
      )}
      <h1 className="cm-header__title">{title}</h1>
      {action}
    </header>
  );
}
