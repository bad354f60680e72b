// /admin/audit: every change an admin made, newest first, filtered by admin (picked from the admins
// the entries name), action (the server's list) and days (from, to), 30 a page. The filters and
// page live in the address, so a filtered list can be reloaded or shared. Each entry shows when,
// who (a link to their page), the action, its subject and the detail in one line; a tap opens
// the detail in full. On a desk the filters stand left of the list.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { ScrollText, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ConsolePager } from './pager';
import { consoleMessages as cm } from './messages';
import { roleLabel } from './roles';
import { AuditLogQuery } from './queries';
import { auditFiltersFrom, compactDetail, fullDetail, mergeAdmins, subjectUserId, withParam, type AuditAdmin } from './rules';
import { adminMessages as m } from '../messages';
import { adminErrorText } from '../server-error';
import './console.css';

export const AUDIT_PER_PAGE = 30;

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export default function AuditPage() {
  const intl = useIntl();
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFrom(params);
  const { data, previousData, loading, error, refetch } = useQuery(AuditLogQuery, {
    variables: { adminId: filters.adminId, action: filters.action, from: filters.from, to: filters.to, page: filters.page, limit: AUDIT_PER_PAGE },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const answer = data ?? previousData;
  const entries = answer?.auditLog.data;

  // The admins the entries named so far: the admin filter's choices (they stay when a filter
  // narrows the list down to one admin).
  const [known, setKnown] = useState<AuditAdmin[]>([]);
  useEffect(() => {
    if (entries) setKnown((list) => mergeAdmins(list, entries));
  }, [entries]);
  const admins = filters.adminId && !known.some((a) => a.id === filters.adminId) ? [...known, { id: filters.adminId, name: `#${filters.adminId}`, phone: '' }] : known;
  const actions = answer?.auditActions ?? [];

  const set = (key: string, value: string | number | undefined) => setParams((current) => withParam(current, key, value));
  const filtered = filters.adminId !== undefined || !!filters.action || !!filters.from || !!filters.to;

  let content: ReactNode;
  if (!answer && loading) {
    content = (
      <div className="admin-audit__list" aria-busy="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={88} radius={14} />
        ))}
      </div>
    );
  } else if (!answer && error) {
    content = (
      <EmptyState title={intl.formatMessage(cm.auditFailed)} text={adminErrorText(error, intl)}>
        <Button onClick={() => void refetch().catch(() => undefined)}>{intl.formatMessage(m.retry)}</Button>
      </EmptyState>
    );
  } else if (!answer || answer.auditLog.data.length === 0) {
    content = <EmptyState icon={<ScrollText size={40} />} title={intl.formatMessage(cm.noAudit)} text={intl.formatMessage(cm.noAuditText)} />;
  } else {
    const page = answer.auditLog;
    content = (
      <div className="admin-audit__results">
        <p className="admin-count admin-count--line" aria-live="polite">
          {intl.formatMessage(cm.entryCount, { count: page.meta.total })}
        </p>
        <ol className="admin-audit__list" role="list" aria-busy={loading || undefined}>
          {page.data.map((entry) => {
            const compact = compactDetail(entry.detail);
            return (
              <li key={entry.id} className="admin-audit__entry" data-testid="audit-entry">
                <div className="admin-audit__top">
                  <code className="admin-chip admin-audit__action">{entry.action}</code>
                  <time className="admin-audit__when" dateTime={String(entry.createdAt)}>
                    {intl.formatDate(String(entry.createdAt), WHEN)}
                  </time>
                </div>
                <p className="admin-audit__who">
                  {entry.admin ? (
                    <>
                      <Link to={`/admin/users/${entry.admin.id}`}>
                        {entry.admin.phone ? `${entry.admin.name} · ${entry.admin.phone}` : entry.admin.name}
                      </Link>
                      {entry.role && <span className="admin-audit__role"> ({intl.formatMessage(roleLabel(entry.role))})</span>}
                    </>
                  ) : (
                    intl.formatMessage(cm.systemActor)
                  )}
                  {entry.subject && <Subject subject={entry.subject} />}
                </p>
                {compact && (
                  <details className="admin-audit__detail">
                    <summary>
                      <span className="admin-visually-hidden">{intl.formatMessage(cm.detail)}: </span>
                      <span className="admin-audit__compact">{compact}</span>
                    </summary>
                    <pre>{fullDetail(entry.detail)}</pre>
                  </details>
                )}
              </li>
            );
          })}
        </ol>
        <ConsolePager
          page={page.meta.currentPage}
          lastPage={page.meta.lastPage}
          what={intl.formatMessage(cm.auditTitle)}
          busy={loading}
          onPage={(next) => set('page', next)}
        />
      </div>
    );
  }

  return (
    <main className="admin-main">
      <div className="admin-main__head">
        <h1 className="admin-main__title">{intl.formatMessage(cm.auditTitle)}</h1>
      </div>
      <p className="admin-muted">{intl.formatMessage(cm.auditIntro)}</p>
      <div className="admin-audit">
        <div className="admin-card admin-audit__filters" role="group" aria-label={intl.formatMessage(cm.filters)}>
          <div className="admin-field">
            <label htmlFor={`${ids}-admin`} className="admin-field__label">
              {intl.formatMessage(cm.filterAdmin)}
            </label>
            <select id={`${ids}-admin`} className="admin-field__input" value={filters.adminId ?? ''} onChange={(e) => set('admin', e.target.value)}>
              <option value="">{intl.formatMessage(cm.allAdmins)}</option>
              {admins.map((admin) => (
                <option key={admin.id} value={admin.id}>
                  {admin.phone ? `${admin.name} · ${admin.phone}` : admin.name}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor={`${ids}-action`} className="admin-field__label">
              {intl.formatMessage(cm.filterAction)}
            </label>
            <select id={`${ids}-action`} className="admin-field__input" value={filters.action ?? ''} onChange={(e) => set('action', e.target.value)}>
              <option value="">{intl.formatMessage(cm.allActions)}</option>
              {filters.action && !actions.includes(filters.action) && <option value={filters.action}>{filters.action}</option>}
              {actions.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor={`${ids}-from`} className="admin-field__label">
              {intl.formatMessage(cm.filterFrom)}
            </label>
            <input
              id={`${ids}-from`}
              type="date"
              className="admin-field__input"
              value={filters.from ?? ''}
              max={filters.to}
              onChange={(e) => set('from', e.target.value)}
            />
          </div>
          <div className="admin-field">
            <label htmlFor={`${ids}-to`} className="admin-field__label">
              {intl.formatMessage(cm.filterTo)}
            </label>
            <input id={`${ids}-to`} type="date" className="admin-field__input" value={filters.to ?? ''} min={filters.from} onChange={(e) => set('to', e.target.value)} />
          </div>
          {filtered && (
            <Button variant="outline" onClick={() => setParams(new URLSearchParams())}>
              <X size={18} aria-hidden />
              {intl.formatMessage(cm.clearFilters)}
            </Button>
          )}
        </div>
        {content}
      </div>
    </main>
  );
}

/** What an entry is about; a person links to their page. */
function Subject({ subject }: { subject: string }) {
  const userId = subjectUserId(subject);
  if (userId === undefined) return <span className="admin-audit__subject">{subject}</span>;
  return (
    <Link to={`/admin/users/${userId}`} className="admin-audit__subject admin-audit__subject--link">
      {subject}
    </Link>
  );
}
