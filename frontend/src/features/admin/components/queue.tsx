// One admin queue: a heading with the count, then the items. On a phone every item is a full card
// (details, the large screenshot or a review's pictures, Approve / Reject; Approve may first open
// the page's own dialog, as the shipping queue's courier choice); on a wide screen a list on the
// left and the chosen item's card on the right. A decision runs, the queue is refetched
// (the item leaves) and a toast confirms; a failure shows the server's message.
import { useCallback, useState, type ReactNode } from 'react';
import { Check, Inbox, RefreshCw, TriangleAlert, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { checksMessages as cm } from '../checks/messages';
import { adminMessages as m } from '../messages';
import { adminErrorText } from '../server-error';
import { useWideScreen } from '../use-wide';
import { RejectDialog } from './reject-dialog';
import { ScreenshotView } from './screenshot-view';
import { Toast } from './toast';

export interface QueueEntry {
  key: string;
  /** 'Order #12' or 'SH000003': headings, the toast, the reject dialog. */
  label: string;
  /** One line for the wide list. */
  summary: ReactNode;
  /** The details (customer, amounts, items). */
  body: ReactNode;
  /** The payment screenshot (private: fetched with the admin's token)... */
  screenshotUrl?: string;
  /** ...or what to show in its place (a review's pictures). */
  media?: ReactNode;
  /** Under the screenshot: the payment's flags and what its receipt showed (payment-checks.tsx). */
  checks?: ReactNode;
  /** How many flags the payment has (a warning in the wide list). */
  flagCount?: number;
  /** Approves at once (one tap)... */
  approve?: () => Promise<unknown>;
  /**
   * ...or, for a decision that needs more (the shipping queue's courier), Approve opens the page's
   * own dialog, which runs the decision and then calls `onApproved`.
   */
  approveDialog?: (dialog: { open: boolean; onClose: () => void; onApproved: () => Promise<void> }) => ReactNode;
  reject: (reason: string) => Promise<unknown>;
}

export interface QueueProps {
  title: string;
  entries: QueueEntry[] | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  /** Under "Nothing waiting" (default: about payments). */
  emptyText?: string;
  /** The reject dialog's title (default: 'Reject this payment?'). */
  rejectTitle?: string;
}

export function Queue({ title, entries, loading, error, refetch, emptyText, rejectTitle }: QueueProps) {
  const intl = useIntl();
  const wide = useWideScreen();
  const [selected, setSelected] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const clearToast = useCallback(() => setToast(null), []);

  const decided = useCallback(
    async (text: string) => {
      setToast(text);
      try {
        await refetch();
      } catch {
        /* the list error shows */
      }
    },
    [refetch],
  );

  async function refresh() {
    setRefreshing(true);
    try {
      await refetch();
    } catch {
      /* shown by the error state */
    } finally {
      setRefreshing(false);
    }
  }

  const current = entries?.find((e) => e.key === selected) ?? entries?.[0];

  let content: ReactNode;
  if (!entries && loading) {
    content = (
      <div className="admin-list" aria-busy="true">
        <Skeleton height={220} radius={14} />
        <Skeleton height={220} radius={14} />
      </div>
    );
  } else if (!entries && error) {
    content = (
      <EmptyState title={intl.formatMessage(m.loadFailed)} text={adminErrorText(error, intl)}>
        <Button onClick={() => void refresh()} loading={refreshing}>
          {intl.formatMessage(m.retry)}
        </Button>
      </EmptyState>
    );
  } else if (!entries || entries.length === 0) {
    content = <EmptyState icon={<Inbox size={40} />} title={intl.formatMessage(m.emptyTitle)} text={emptyText ?? intl.formatMessage(m.emptyText)} />;
  } else if (wide) {
    content = (
      <div className="admin-split">
        <ul className="admin-list admin-list--index" role="list">
          {entries.map((entry) => (
            <li key={entry.key}>
              <button
                type="button"
                className={['admin-index', entry.key === current?.key && 'admin-index--active'].filter(Boolean).join(' ')}
                aria-current={entry.key === current?.key ? 'true' : undefined}
                onClick={() => setSelected(entry.key)}
              >
                <strong>{entry.label}</strong>
                <span className="admin-index__summary">{entry.summary}</span>
                {entry.flagCount ? (
                  <span className="admin-index__flags">
                    <TriangleAlert size={14} aria-hidden />
                    {intl.formatMessage(cm.flagCount, { count: entry.flagCount })}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
        <div className="admin-split__detail">
          {current && <DecisionCard key={current.key} entry={current} rejectTitle={rejectTitle} onDecided={decided} onFailed={setFailure} />}
        </div>
      </div>
    );
  } else {
    content = (
      <ul className="admin-list" role="list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <DecisionCard entry={entry} rejectTitle={rejectTitle} onDecided={decided} onFailed={setFailure} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <main className="admin-main">
      <div className="admin-main__head">
        <h1 className="admin-main__title">{title}</h1>
        {entries && entries.length > 0 && <span className="admin-count">{intl.formatMessage(m.waiting, { count: entries.length })}</span>}
        <Button variant="ghost" size="sm" onClick={() => void refresh()} loading={refreshing} aria-label={intl.formatMessage(m.refresh)}>
          {!refreshing && <RefreshCw size={18} aria-hidden />}
          <span className="admin-hide-narrow">{intl.formatMessage(m.refresh)}</span>
        </Button>
      </div>
      {content}
      <Toast text={toast} onDone={clearToast} />
      <AlertDialog open={failure !== null} type="error" title={intl.formatMessage(m.errorTitle)} text={failure ?? ''} onClose={() => setFailure(null)} />
    </main>
  );
}

function DecisionCard({
  entry,
  rejectTitle,
  onDecided,
  onFailed,
}: {
  entry: QueueEntry;
  rejectTitle?: string;
  onDecided: (text: string) => Promise<void>;
  onFailed: (text: string) => void;
}) {
  const intl = useIntl();
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function approve() {
    if (entry.approveDialog) {
      setConfirming(true);
      return;
    }
    setApproving(true);
    try {
      await entry.approve?.();
      await onDecided(intl.formatMessage(m.approvedOrder, { id: entry.label }));
    } catch (error) {
      onFailed(adminErrorText(error, intl));
      setApproving(false);
    }
  }

  async function reject(reason: string) {
    try {
      await entry.reject(reason);
    } catch (error) {
      throw new Error(adminErrorText(error, intl));
    }
    setRejecting(false);
    await onDecided(intl.formatMessage(m.rejectedOrder, { id: entry.label }));
  }

  return (
    <article className="admin-card" aria-label={entry.label} data-testid={`admin-card-${entry.key}`}>
      <h2 className="admin-card__title">{entry.label}</h2>
      <div className="admin-card__grid">
        <div className="admin-card__body">{entry.body}</div>
        {entry.checks ? (
          <div className="admin-card__media">
            {entry.media ?? (entry.screenshotUrl && <ScreenshotView url={entry.screenshotUrl} />)}
            {entry.checks}
          </div>
        ) : (
          (entry.media ?? (entry.screenshotUrl && <ScreenshotView url={entry.screenshotUrl} />))
        )}
      </div>
      <div className="admin-card__actions">
        <Button variant="outline" size="lg" onClick={() => setRejecting(true)} disabled={approving}>
          <X size={20} aria-hidden />
          {intl.formatMessage(m.reject)}
        </Button>
        <Button size="lg" onClick={() => void approve()} loading={approving} className="admin-approve">
          {!approving && <Check size={20} aria-hidden />}
          {intl.formatMessage(m.approve)}
        </Button>
      </div>
      <RejectDialog open={rejecting} label={entry.label} title={rejectTitle} onClose={() => setRejecting(false)} onReject={reject} />
      {entry.approveDialog?.({
        open: confirming,
        onClose: () => setConfirming(false),
        onApproved: async () => {
          setConfirming(false);
          await onDecided(intl.formatMessage(m.approvedOrder, { id: entry.label }));
        },
      })}
    </article>
  );
}
