// /admin/users: find a shopper by phone or name. The search runs on Search (or Enter) and by
// itself once the admin stops typing; the server pages the answer (20 a page). The search and
// page live in the address (?q=09…&page=2), so Back and a reload keep them. Each row opens the
// person: name, phone, balances, Admin and Blocked badges, when they joined.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { ChevronRight, Search, UserRound } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ConsolePager } from './pager';
import { consoleMessages as cm } from './messages';
import { AdminUsersQuery } from './queries';
import { pageFrom, withParam } from './rules';
import { adminMessages as m } from '../messages';
import { adminErrorText } from '../server-error';
import { UserBadges } from './user-badges';
import './console.css';

export const USERS_PER_PAGE = 20;
/** How long typing must pause before the search runs by itself. */
export const SEARCH_DEBOUNCE_MS = 500;

export default function UsersPage() {
  const intl = useIntl();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').trim();
  const page = pageFrom(params.get('page'));
  const [typed, setTyped] = useState(search);
  // Back, Forward or a link changed the search: the box follows.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setTyped(search);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersQuery, {
    variables: { search: search || undefined, page, limit: USERS_PER_PAGE },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  function runSearch(text: string) {
    clearTimeout(timer.current);
    if (text.trim() === search) return;
    setParams((current) => withParam(current, 'q', text.trim()), { replace: true });
  }

  function onType(text: string) {
    setTyped(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => runSearch(text), SEARCH_DEBOUNCE_MS);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    runSearch(typed);
  }

  const answer = (data ?? previousData)?.adminUsers;
  // Where a person's page goes back to: this search and page.
  const back = params.toString() ? `?${params.toString()}` : '';
  let content: ReactNode;
  if (!answer && loading) {
    content = (
      <div className="admin-people" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={84} radius={14} />
        ))}
      </div>
    );
  } else if (!answer && error) {
    content = (
      <EmptyState title={intl.formatMessage(cm.usersFailed)} text={adminErrorText(error, intl)}>
        <Button onClick={() => void refetch().catch(() => undefined)}>{intl.formatMessage(m.retry)}</Button>
      </EmptyState>
    );
  } else if (!answer || answer.data.length === 0) {
    content = <EmptyState icon={<UserRound size={40} />} title={intl.formatMessage(cm.noUsers)} text={intl.formatMessage(cm.noUsersText)} />;
  } else {
    content = (
      <>
        <p className="admin-count admin-count--line" aria-live="polite">
          {intl.formatMessage(cm.peopleCount, { count: answer.meta.total })}
        </p>
        <ul className="admin-people" role="list" aria-busy={loading || undefined}>
          {answer.data.map((user) => (
            <li key={user.id}>
              <Link to={`/admin/users/${user.id}`} state={{ from: back }} className="admin-person" data-testid={`user-row-${user.id}`}>
                <span className="admin-person__main">
                  <strong className="admin-person__name">{user.name}</strong>
                  <span className="admin-person__phone">{user.phone}</span>
                  <UserBadges user={user} />
                </span>
                <span className="admin-person__facts">
                  <span>{intl.formatMessage(cm.tokenCount, { count: user.tokenPoint })}</span>
                  <span>{intl.formatMessage(cm.pointCount, { count: user.referralPoint })}</span>
                  <span>{intl.formatMessage(cm.joinedOn, { date: intl.formatDate(String(user.createdAt), { dateStyle: 'medium' }) })}</span>
                </span>
                <ChevronRight size={20} aria-hidden className="admin-person__go" />
              </Link>
            </li>
          ))}
        </ul>
        <ConsolePager
          page={answer.meta.currentPage}
          lastPage={answer.meta.lastPage}
          what={intl.formatMessage(cm.usersTitle)}
          busy={loading}
          onPage={(next) => setParams((current) => withParam(current, 'page', next))}
        />
      </>
    );
  }

  return (
    <main className="admin-main">
      <div className="admin-main__head">
        <h1 className="admin-main__title">{intl.formatMessage(cm.usersTitle)}</h1>
      </div>
      <p className="admin-muted">{intl.formatMessage(cm.usersIntro)}</p>
      <form className="admin-search" role="search" onSubmit={onSubmit}>
        <label htmlFor={searchId} className="admin-field__label">
          {intl.formatMessage(cm.searchLabel)}
        </label>
        <div className="admin-search__row">
          <input
            id={searchId}
            type="search"
            className="admin-field__input"
            value={typed}
            onChange={(e) => onType(e.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
          <Button type="submit">
            <Search size={18} aria-hidden />
            {intl.formatMessage(cm.searchButton)}
          </Button>
        </div>
      </form>
      {content}
    </main>
  );
}
