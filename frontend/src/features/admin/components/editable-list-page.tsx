// An admin page that manages a list (ticket products, referral gifts, products, categories,
// banners, payment methods): a heading with Refresh and New, a line of intro, the create form on
// top when opened, an optional toolbar (search, filters), then the items, each with its inline
// edit form (one open at a time). After a save the forms close, a toast confirms and the list is
// read again.
import { useCallback, useId, useState, type ReactNode } from 'react';
import { Plus, RefreshCw } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { adminMessages as m } from '../messages';
import { adminErrorText } from '../server-error';
import { Toast } from './toast';

/** What an item's card gets to open, close and save its edit form. */
export interface ItemEditing {
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSaved: (text: string) => Promise<void>;
}

export interface EditableListPageProps<T extends { id: number }> {
  title: string;
  intro: string;
  /** The New button and the create form's heading. */
  newLabel: string;
  items: T[] | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  /** Title of the error state when the list could not be read. */
  failedTitle: string;
  empty: { icon: ReactNode; title: string; text: string };
  renderCreate: (onCreated: (text: string) => Promise<void>, onCancel: () => void) => ReactNode;
  renderItem: (item: T, editing: ItemEditing) => ReactNode;
  /** At the top of the page, above the heading (the content page's tabs). */
  nav?: ReactNode;
  /** Above the list: search and filters (long lists page on the server). */
  toolbar?: ReactNode;
  /** Below the list: the pager. */
  footer?: ReactNode;
}

export function EditableListPage<T extends { id: number }>({
  title,
  intro,
  newLabel,
  items,
  loading,
  error,
  refetch,
  failedTitle,
  empty,
  renderCreate,
  renderItem,
  nav,
  toolbar,
  footer,
}: EditableListPageProps<T>) {
  const intl = useIntl();
  const headingId = useId();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const clearToast = useCallback(() => setToast(null), []);

  async function done(text: string) {
    setToast(text);
    setCreating(false);
    setEditing(null);
    try {
      await refetch();
    } catch {
      /* the list error shows */
    }
  }

  let content: ReactNode;
  if (!items && loading) {
    content = (
      <div className="admin-list" aria-busy="true">
        <Skeleton height={160} radius={14} />
        <Skeleton height={160} radius={14} />
      </div>
    );
  } else if (!items && error) {
    content = (
      <EmptyState title={failedTitle} text={adminErrorText(error, intl)}>
        <Button onClick={() => void refetch()}>{intl.formatMessage(m.retry)}</Button>
      </EmptyState>
    );
  } else if (!items || items.length === 0) {
    content = <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />;
  } else {
    content = (
      <ul className="admin-list admin-tp-list" role="list">
        {items.map((item) => (
          <li key={item.id}>
            {renderItem(item, {
              editing: editing === item.id,
              onEdit: () => setEditing(item.id),
              onCancel: () => setEditing(null),
              onSaved: done,
            })}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <main className="admin-main">
      {nav}
      <div className="admin-main__head">
        <h1 className="admin-main__title">{title}</h1>
        <Button variant="ghost" size="sm" onClick={() => void refetch()} aria-label={intl.formatMessage(m.refresh)}>
          <RefreshCw size={18} aria-hidden />
          <span className="admin-hide-narrow">{intl.formatMessage(m.refresh)}</span>
        </Button>
        {!creating && (
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus size={18} aria-hidden />
            {newLabel}
          </Button>
        )}
      </div>
      <p className="admin-muted">{intro}</p>
      {creating && (
        <section className="admin-card" aria-labelledby={headingId}>
          <h2 id={headingId} className="admin-card__title">
            {newLabel}
          </h2>
          {renderCreate(done, () => setCreating(false))}
        </section>
      )}
      {toolbar}
      {content}
      {footer}
      <Toast text={toast} onDone={clearToast} />
    </main>
  );
}
