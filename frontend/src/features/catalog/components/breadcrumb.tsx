// Home › Category › Product: links for every step but the current one.
import { ChevronRight } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { catalogPageMessages as m } from '../page-messages';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const intl = useIntl();
  const all: Crumb[] = [{ label: intl.formatMessage(m.home), to: '/' }, ...items];
  return (
    <nav className="breadcrumb" aria-label={intl.formatMessage(m.breadcrumb)}>
      <ol>
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={index}>
              {last || !crumb.to ? <span aria-current={last ? 'page' : undefined}>{crumb.label}</span> : <Link to={crumb.to}>{crumb.label}</Link>}
              {!last && <ChevronRight size={14} aria-hidden />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
