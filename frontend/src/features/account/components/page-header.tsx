// The heading of an account page, with a back link on the pages below /profile.
import type { ReactNode } from 'react';
import { ChevronLeft } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { accountDetailMessages } from '../messages';

export interface PageHeaderProps {
  title: ReactNode;
  /** Where the back arrow goes; no arrow without it. */
  backTo?: string;
  intro?: ReactNode;
  /** Something at the end of the title row (e.g. the language button). */
  action?: ReactNode;
}

export function PageHeader({ title, backTo, intro, action }: PageHeaderProps) {
  const intl = useIntl();
  return (
    <header className="acc-header">
      <div className="acc-header__row">
        {backTo && (
          <Link to={backTo} className="acc-icon-link" aria-label={intl.formatMessage(accountDetailMessages.back)}>
            <ChevronLeft size={24} aria-hidden />
          </Link>
        )}
        <h1 className="acc-header__title">{title}</h1>
        {action}
      </div>
      {intro && <p className="acc-header__intro">{intro}</p>}
    </header>
  );
}
