// /admin: the dashboard. What waits (each queue's count and the refunds due, a card that opens the
// queue or /admin/refunds), today's orders, sales and tokens sold, and the draws due and declared
// today. Above the queues, how many waiting payments carry a warning (payment checks), orange when any do. It follows every queue
// live (useAdminQueueRefresh: a shopper's new payment moves its count without a reload) and reads
// the rest again every minute (a batch selling out is not a queue event).
import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { Banknote, ChevronRight, Coins, Container, CreditCard, Dices, Inbox, MessageSquare, Package, RefreshCw, ShoppingBag, Star, Ticket, TriangleAlert, Trophy, Undo2, Wallet } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminDashboardQuery as Dashboard } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { checksMessages as chm } from '../checks/messages';
import { consoleMessages as cm } from './messages';
import { AdminDashboardQuery } from './queries';
import { adminMessages as m } from '../messages';
import { adminErrorText } from '../server-error';
import { useAdminQueueRefresh, type AdminQueue } from '../use-queue-refresh';
import './console.css';

type Counts = Dashboard['adminDashboard'];

const QUEUES: readonly AdminQueue[] = ['order', 'shipping_order', 'ticket_purchase', 'daily_recovery', 'app_review'];

/** The queue cards: the count, its name, where it leads. */
/** The dashboard's counts (every field but the low-stock list). */
type CountField = Exclude<keyof Counts, 'lowStockVariants' | '__typename' | 'codAwaitingParcels' | 'codAwaitingMmk' | 'codRemittedMmk'>;
const WAITING: { field: CountField; label: MessageDescriptor; to: string; icon: ReactNode }[] = [
  { field: 'pendingOrders', label: cm.pendingOrders, to: '/admin/orders', icon: <ShoppingBag size={22} aria-hidden /> },
  { field: 'pendingTokenPackOrders', label: cm.pendingTokenPackOrders, to: '/admin/orders', icon: <Coins size={22} aria-hidden /> },
  { field: 'pendingShippingOrders', label: cm.pendingShippingOrders, to: '/admin/shipping', icon: <Container size={22} aria-hidden /> },
  { field: 'pendingTicketPayments', label: cm.pendingTicketPayments, to: '/admin/tickets', icon: <Ticket size={22} aria-hidden /> },
  { field: 'refundsDue', label: cm.refundsDue, to: '/admin/refunds', icon: <Undo2 size={22} aria-hidden /> },
  { field: 'pendingRecoveries', label: cm.pendingRecoveries, to: '/admin/recoveries', icon: <CreditCard size={22} aria-hidden /> },
  { field: 'pendingReviews', label: cm.pendingReviews, to: '/admin/reviews', icon: <MessageSquare size={22} aria-hidden /> },
];

export default function DashboardPage() {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(AdminDashboardQuery, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'network-only',
    pollInterval: 60_000,
  });
  useAdminQueueRefresh(QUEUES, refetch);
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    try {
      await refetch();
    } catch {
      /* the error state shows */
    } finally {
      setRefreshing(false);
    }
  }

  const counts = data?.adminDashboard;
  let content: ReactNode;
  if (counts) {
    content = <Board counts={counts} />;
  } else if (error) {
    content = (
      <EmptyState title={intl.formatMessage(cm.dashboardFailed)} text={adminErrorText(error, intl)}>
        <Button onClick={() => void refresh()} loading={refreshing}>
          {intl.formatMessage(m.retry)}
        </Button>
      </EmptyState>
    );
  } else {
    content = (
      <div className="admin-dash" aria-busy="true">
        <div className="admin-dash__tiles">
          {WAITING.map((card) => (
            <Skeleton key={card.field} height={96} radius={14} />
          ))}
        </div>
        <Skeleton height={120} radius={14} />
      </div>
    );
  }

  return (
    <main className="admin-main">
      <div className="admin-main__head">
        <h1 className="admin-main__title">{intl.formatMessage(cm.dashboardTitle)}</h1>
        <Button variant="ghost" size="sm" onClick={() => void refresh()} loading={refreshing} aria-label={intl.formatMessage(m.refresh)}>
          {!refreshing && <RefreshCw size={18} aria-hidden />}
          <span className="admin-hide-narrow">{intl.formatMessage(m.refresh)}</span>
        </Button>
      </div>
      <p className="admin-muted">{intl.formatMessage(cm.dashboardLive)}</p>
      {content}
    </main>
  );
}

function Board({ counts }: { counts: Counts }) {
  const intl = useIntl();
  const waiting = WAITING.reduce((sum, card) => sum + counts[card.field], 0);
  const number = (n: number) => intl.formatNumber(n);

  return (
    <div className="admin-dash">
      <section className="admin-dash__section admin-dash__waiting" aria-labelledby="dash-waiting">
        <h2 id="dash-waiting" className="admin-dash__heading">
          <Inbox size={20} aria-hidden />
          {intl.formatMessage(cm.waitingSection)}
        </h2>
        {waiting === 0 && <p className="admin-muted">{intl.formatMessage(cm.allClear)}</p>}
        <div
          className={['admin-tile', 'admin-tile--flags', counts.flaggedPayments > 0 && 'admin-tile--flagged'].filter(Boolean).join(' ')}
          data-testid="dash-flaggedPayments"
          role="group"
          aria-label={intl.formatMessage(chm.flaggedPayments)}
        >
          <span className="admin-tile__icon">
            <TriangleAlert size={22} aria-hidden />
          </span>
          <span className="admin-tile__label">
            {intl.formatMessage(chm.flaggedPayments)}
            {counts.flaggedPayments > 0 && <span className="admin-tile__hint">{intl.formatMessage(chm.flaggedHint)}</span>}
          </span>
          <strong className="admin-tile__value" data-testid="dash-count">
            {number(counts.flaggedPayments)}
          </strong>
        </div>
        <ul className="admin-dash__tiles" role="list">
          {WAITING.map((card) => {
            const count = counts[card.field];
            return (
              <li key={card.field}>
                <Link to={card.to} className={['admin-tile', 'admin-tile--link', count > 0 && 'admin-tile--waiting'].filter(Boolean).join(' ')} data-testid={`dash-${card.field}`}>
                  <span className="admin-tile__icon">{card.icon}</span>
                  <span className="admin-tile__label">{intl.formatMessage(card.label)}</span>
                  <strong className="admin-tile__value" data-testid="dash-count">
                    {number(count)}
                  </strong>
                  <ChevronRight size={18} aria-hidden className="admin-tile__go" />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="admin-dash__side">
        <section className="admin-dash__section" aria-labelledby="dash-today">
          <h2 id="dash-today" className="admin-dash__heading">
            <Wallet size={20} aria-hidden />
            {intl.formatMessage(cm.todaySection)}
          </h2>
          <ul className="admin-dash__tiles admin-dash__tiles--stats" role="list">
            <Stat label={intl.formatMessage(cm.todayOrders)} value={number(counts.todayOrders)} icon={<Package size={22} aria-hidden />} testId="dash-todayOrders" />
            <Stat label={intl.formatMessage(cm.todaySales)} value={formatMMK(counts.todaySalesMmk)} icon={<Wallet size={22} aria-hidden />} testId="dash-todaySalesMmk" />
            <Stat label={intl.formatMessage(cm.todayTokens)} value={number(counts.todayTokensSold)} icon={<Coins size={22} aria-hidden />} testId="dash-todayTokensSold" />
          </ul>
        </section>
        <section className="admin-dash__section" aria-labelledby="dash-draws">
          <h2 id="dash-draws" className="admin-dash__heading">
            <Dices size={20} aria-hidden />
            {intl.formatMessage(cm.drawsSection)}
          </h2>
          <ul className="admin-dash__tiles admin-dash__tiles--stats" role="list">
            <Stat label={intl.formatMessage(cm.drawsDue)} value={number(counts.drawsDue)} icon={<Star size={22} aria-hidden />} to="/admin/ticket-products" testId="dash-drawsDue" />
            <Stat
              label={intl.formatMessage(cm.drawsDeclaredToday)}
              value={number(counts.drawsDeclaredToday)}
              icon={<Trophy size={22} aria-hidden />}
              to="/admin/ticket-products"
              testId="dash-drawsDeclaredToday"
            />
          </ul>
        </section>
        <section className="admin-dash__section" aria-labelledby="dash-cod">
          <h2 id="dash-cod" className="admin-dash__heading">
            <Banknote size={20} aria-hidden />
            {intl.formatMessage(cm.codSection)}
          </h2>
          <ul className="admin-dash__tiles admin-dash__tiles--stats" role="list">
            <Stat
              label={`${intl.formatMessage(cm.codAwaiting)} (${number(counts.codAwaitingParcels)})`}
              value={formatMMK(counts.codAwaitingMmk)}
              icon={<Container size={22} aria-hidden />}
              to="/admin/waybills"
              testId="dash-codAwaitingMmk"
            />
            <Stat label={intl.formatMessage(cm.codRemitted)} value={formatMMK(counts.codRemittedMmk)} icon={<Banknote size={22} aria-hidden />} to="/admin/waybills" testId="dash-codRemittedMmk" />
          </ul>
        </section>
        <section className="admin-dash__section" aria-labelledby="dash-low-stock" data-testid="dash-lowStock">
          <h2 id="dash-low-stock" className="admin-dash__heading">
            <Package size={20} aria-hidden />
            {intl.formatMessage(cm.lowStockSection)}
          </h2>
          {counts.lowStockVariants.length === 0 ? (
            <p className="admin-muted">{intl.formatMessage(cm.lowStockNone)}</p>
          ) : (
            <ul className="admin-dash__low" role="list">
              {counts.lowStockVariants.map((v) => (
                <li key={v.variantId}>
                  <Link to="/admin/products" className="admin-dash__low-item">
                    <span>
                      {v.productName}
                      {v.label && <span className="admin-muted"> · {v.label}</span>}
                      <span className="admin-muted"> · {v.sku}</span>
                    </span>
                    <strong>{v.stock === 0 ? intl.formatMessage(cm.soldOut) : intl.formatMessage(cm.unitsLeft, { count: v.stock })}</strong>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

function Stat({ label, value, icon, to, testId }: { label: string; value: string; icon: ReactNode; to?: string; testId: string }) {
  const inner = (
    <>
      <span className="admin-tile__icon">{icon}</span>
      <span className="admin-tile__label">{label}</span>
      <strong className="admin-tile__value" data-testid="dash-count">
        {value}
      </strong>
      {to && <ChevronRight size={18} aria-hidden className="admin-tile__go" />}
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className="admin-tile admin-tile--link" data-testid={testId}>
          {inner}
        </Link>
      ) : (
        <div className="admin-tile" data-testid={testId}>
          {inner}
        </div>
      )}
    </li>
  );
}
