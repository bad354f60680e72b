// /admin/returns (issue 39), in the Queues beside the payment queues and Refunds: one card per
// return waiting for a decision, oldest first — the shopper (name, phone to call), Order #N (a
// link to the order page), the lines returned, the amount due back, the reason and comment, the
// photos (private: loaded with the admin's token; a tap enlarges one) and the date — each with
// Approve (approve-dialog.tsx: back in stock or not) and Reject (a reason the shopper sees). After
// a decision a toast, and the card leaves; a refusal stays in its dialog. The list follows the
// server's `order_return` queue events.
import { useCallback, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { CircleCheck, ImageOff, PackageOpen, RefreshCw } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminPendingReturnsQuery } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { useScreenshot } from '@/lib/private-image';
import { Facts, ItemLines } from '../components/item-lines';
import { Lightbox } from '../components/lightbox';
import { RejectDialog } from '../components/reject-dialog';
import { Toast } from '../components/toast';
import { adminMessages as am } from '../messages';
import { adminErrorText } from '../server-error';
import { useAdminQueueRefresh } from '../use-queue-refresh';
import { ApproveDialog } from './approve-dialog';
import { returnMessages as m } from './messages';
import { PendingReturnsQuery, RejectReturnMutation } from './queries';
import { refusalText } from './refusal';
import '../console/console.css';
import '../refunds/refunds.css';
import './returns.css';

type Pending = AdminPendingReturnsQuery['pendingReturns'][number];

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export default function ReturnsPage() {
  const intl = useIntl();
  const { data, error, loading, refetch } = useQuery(PendingReturnsQuery, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  useAdminQueueRefresh('order_return', refetch);
  const [rejectReturn] = useMutation(RejectReturnMutation);
  const [approving, setApproving] = useState<Pending | null>(null);
  const [rejecting, setRejecting] = useState<Pending | null>(null);
  // Decided here: off the list at once, before the list is read again.
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const [toast, setToast] = useState<string | null>(null);
  const clearToast = useCallback(() => setToast(null), []);

  function leave(id: number, text: string) {
    setDecided((old) => new Set(old).add(id));
    setToast(text);
    refetch().catch(() => {
      /* the card is gone already; the next event or Refresh reads the list again */
    });
  }

  async function approved(item: Pending) {
    setApproving(null);
    leave(item.orderReturn.id, intl.formatMessage(m.approved, { id: item.orderReturn.id, amount: formatMMK(item.amountMmk) }));
  }

  async function reject(item: Pending, reason: string) {
    try {
      await rejectReturn({ variables: { id: item.orderReturn.id, reason } });
    } catch (error) {
      throw new Error(refusalText(error, intl));
    }
    setRejecting(null);
    leave(item.orderReturn.id, intl.formatMessage(m.rejected, { id: item.orderReturn.id }));
  }

  const waiting = data?.pendingReturns.filter((r) => !decided.has(r.orderReturn.id));
  let content;
  if (waiting) {
    content =
      waiting.length === 0 ? (
        <EmptyState icon={<CircleCheck size={40} />} title={intl.formatMessage(m.none)} text={intl.formatMessage(m.noneText)} />
      ) : (
        <ul className="admin-refunds__list" role="list" data-testid="returns-list">
          {waiting.map((item) => (
            <li key={item.orderReturn.id}>
              <ReturnCard item={item}>
                <Button variant="outline" onClick={() => setRejecting(item)} aria-label={intl.formatMessage(m.rejectOf, { id: item.orderReturn.id, name: item.customerName })}>
                  {intl.formatMessage(m.reject)}
                </Button>
                <Button onClick={() => setApproving(item)} aria-label={intl.formatMessage(m.approveOf, { id: item.orderReturn.id, name: item.customerName })}>
                  {intl.formatMessage(m.approve)}
                </Button>
              </ReturnCard>
            </li>
          ))}
        </ul>
      );
  } else if (loading) {
    content = (
      <div aria-busy="true">
        <Skeleton height={160} radius={14} />
        <Skeleton height={160} radius={14} />
      </div>
    );
  } else {
    content = (
      <EmptyState title={intl.formatMessage(m.loadFailed)} text={error ? adminErrorText(error, intl) : undefined}>
        <Button onClick={() => void refetch()}>{intl.formatMessage(am.retry)}</Button>
      </EmptyState>
    );
  }

  return (
    <main className="admin-main">
      <div className="admin-main__head">
        <h1 className="admin-main__title">{intl.formatMessage(m.title)}</h1>
        <Button variant="outline" size="sm" onClick={() => void refetch()} aria-label={intl.formatMessage(am.refresh)} disabled={loading}>
          <RefreshCw size={18} aria-hidden />
        </Button>
      </div>
      <p className="admin-muted">{intl.formatMessage(m.intro)}</p>
      {content}
      {approving && (
        <ApproveDialog
          open
          id={approving.orderReturn.id}
          about={intl.formatMessage(m.approveAbout, { id: approving.orderReturn.id, amount: formatMMK(approving.amountMmk), name: approving.customerName })}
          onClose={() => setApproving(null)}
          onApproved={() => approved(approving)}
        />
      )}
      {rejecting && (
        <RejectDialog
          open
          label={intl.formatMessage(m.returnN, { id: rejecting.orderReturn.id })}
          title={intl.formatMessage(m.rejectTitle)}
          onClose={() => setRejecting(null)}
          onReject={(reason) => reject(rejecting, reason)}
        />
      )}
      <Toast text={toast} onDone={clearToast} />
    </main>
  );
}

function ReturnCard({ item, children }: { item: Pending; children: React.ReactNode }) {
  const intl = useIntl();
  const ret = item.orderReturn;
  const order = intl.formatMessage(m.orderN, { id: item.orderId });
  return (
    <article
      className="admin-card admin-refunds__card"
      aria-label={`${intl.formatMessage(m.returnN, { id: ret.id })} · ${order} · ${item.customerName}`}
      data-testid="return-card"
    >
      <div className="admin-refunds__top">
        <span className="admin-refunds__what">
          <PackageOpen size={18} aria-hidden />
          <Link to={`/admin/orders/${item.orderId}`}>{order}</Link>
        </span>
        <strong className="admin-refunds__amount" data-testid="return-amount">
          {formatMMK(item.amountMmk)}
        </strong>
      </div>
      <Facts
        rows={[
          {
            label: intl.formatMessage(m.customer),
            value: (
              <span className="admin-payment__value">
                <Link to={`/admin/users/${item.userId}`}>{item.customerName}</Link>
                <a href={`tel:${item.customerPhone.replace(/\s+/g, '')}`}>{item.customerPhone}</a>
              </span>
            ),
          },
          { label: intl.formatMessage(m.reason), value: ret.reasonText },
          ...(ret.comment ? [{ label: intl.formatMessage(m.comment), value: <span className="admin-returns__comment">{ret.comment}</span> }] : []),
          { label: intl.formatMessage(m.amount), value: formatMMK(item.amountMmk), strong: true },
          { label: intl.formatMessage(m.date), value: intl.formatDate(String(ret.createdAt), DATE) },
        ]}
      />
      <ItemLines
        items={item.lines.map((line) => ({
          qty: line.qty,
          name: line.product.name,
          image: line.product.featureImage,
          note: intl.formatMessage(m.line, { qty: line.qty, price: formatMMK(line.unitPrice) }),
          variant: line.variant ? { label: line.variant.label } : null,
        }))}
      />
      <ReturnPhotos urls={ret.photos} />
      <div className="admin-card__actions">{children}</div>
    </article>
  );
}

function ReturnPhotos({ urls }: { urls: string[] }) {
  const intl = useIntl();
  if (urls.length === 0) {
    return (
      <p className="admin-returns__nophotos">
        <ImageOff size={18} aria-hidden />
        {intl.formatMessage(m.noPhotos)}
      </p>
    );
  }
  return (
    <ul className="admin-returns__photos" role="list" aria-label={intl.formatMessage(m.photos)}>
      {urls.map((url, i) => (
        <li key={url}>
          <ReturnPhoto url={url} n={i + 1} count={urls.length} />
        </li>
      ))}
    </ul>
  );
}

/** One private photo as a thumbnail (fetched with the admin's token); a tap enlarges it. */
function ReturnPhoto({ url, n, count }: { url: string; n: number; count: number }) {
  const intl = useIntl();
  const shot = useScreenshot(url);
  const [full, setFull] = useState(false);
  const alt = intl.formatMessage(m.photo, { n, count });
  if (shot.status === 'loading') return <span className="admin-returns__thumb admin-returns__thumb--loading" aria-busy="true" aria-label={alt} role="img" />;
  if (shot.status === 'error') {
    return (
      <button type="button" className="admin-returns__thumb admin-returns__thumb--error" onClick={shot.retry} title={intl.formatMessage(m.photoFailed)}>
        <ImageOff size={20} aria-hidden />
        <span className="visually-hidden">{`${intl.formatMessage(m.photoFailed)} · ${intl.formatMessage(am.retry)}`}</span>
      </button>
    );
  }
  return (
    <>
      <button type="button" className="admin-returns__thumb" onClick={() => setFull(true)} aria-label={intl.formatMessage(m.photoOpen, { n, count })}>
        <img src={shot.src} alt={alt} className="admin-returns__img" />
      </button>
      {full && <Lightbox src={shot.src} alt={alt} onClose={() => setFull(false)} />}
    </>
  );
}
