// Previous / 'Page 2 of 7' / Next under a list the server pages (people, audit log, ledgers,
// batches). Nothing when everything fits on one page. The buttons are 44 px high and say what
// they do; the page in between is announced when it changes.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { consoleMessages as m } from './messages';

export interface PagerProps {
  page: number;
  lastPage: number;
  /** What is paged, for the screen-reader name ('Users'). */
  what: string;
  onPage: (page: number) => void;
  /** A page is loading: the buttons wait. */
  busy?: boolean;
}

export function ConsolePager({ page, lastPage, what, onPage, busy = false }: PagerProps) {
  const intl = useIntl();
  if (lastPage <= 1 && page <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={intl.formatMessage(m.pagerLabel, { what })}>
      <Button variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
        <ChevronLeft size={18} aria-hidden />
        {intl.formatMessage(m.previousPage)}
      </Button>
      <span className="admin-pager__where" aria-live="polite">
        {intl.formatMessage(m.pageOf, { page, pages: Math.max(lastPage, page) })}
      </span>
      <Button variant="outline" onClick={() => onPage(page + 1)} disabled={page >= lastPage || busy}>
        {intl.formatMessage(m.nextPage)}
        <ChevronRight size={18} aria-hidden />
      </Button>
    </nav>
  );
}
