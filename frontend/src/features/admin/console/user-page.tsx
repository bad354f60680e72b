// /admin/users/:id: one person. The account (phone, joined, balances, role, blocked or not), the
// admin's actions (change a balance with a reason: the owner; give a role: the owner; block or
// unblock: support and the owner; each confirmed first), their orders (each a link to its page, /admin/orders/:id), and the token and referral point ledgers, each paged on
// its own. On a desk the person and the actions stand left, the orders and ledgers right.
import { useCallback, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { ChevronLeft, Receipt, UserRound } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminUserDetailQuery, AdminUserFieldsFragment, Role } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { GrantForm } from './grant-form';
import { Facts } from '../components/item-lines';
import { LedgerList } from './ledger-list';
import { Toast } from '../components/toast';
import { UserBadges } from './user-badges';
import { ROLES, roleLabel } from './roles';
import { consoleMessages as cm } from './messages';
import { AdminUserDetailQuery as DetailQuery, SetUserBlockedMutation, SetUserRoleMutation } from './queries';
import { idFrom, type Balance } from './rules';
import { adminMessages as m } from '../messages';
import { adminErrorText } from '../server-error';
import { usePermissions } from '../use-permissions';
import './console.css';

type Detail = AdminUserDetailQuery['adminUser'];
type Order = Detail['orders'][number];

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export default function UserPage() {
  const id = idFrom(useParams().id);
  // Another person (a link from the audit log or a batch's winner) starts from their first pages.
  return <UserDetail key={id ?? 'none'} id={id} />;
}

function UserDetail({ id }: { id: number | undefined }) {
  const intl = useIntl();
  const location = useLocation();
  const permissions = usePermissions();
  const [tokenPage, setTokenPage] = useState(1);
  const [referralPage, setReferralPage] = useState(1);
  const [toast, setToast] = useState<string | null>(null);
  const clearToast = useCallback(() => setToast(null), []);
  const { data, previousData, loading, error, refetch } = useQuery(DetailQuery, {
    variables: { id: id ?? 0, tokenPage, referralPage },
    skip: id === undefined,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  // The list's search, when the admin came from it, so Back returns to the same results.
  const from = (location.state as { from?: string } | null)?.from ?? '';

  const detail = (data ?? previousData)?.adminUser;
  const sameUser = detail && detail.user.id === id;

  async function reload() {
    try {
      await refetch();
    } catch {
      /* the page keeps what it shows */
    }
  }

  async function granted(user: AdminUserFieldsFragment, balance: Balance) {
    setToast(
      balance === 'tokens'
        ? intl.formatMessage(cm.grantedTokens, { name: user.name, count: user.tokenPoint })
        : intl.formatMessage(cm.grantedPoints, { name: user.name, count: user.referralPoint }),
    );
    // The newest change is on the first page of its ledger.
    if (balance === 'tokens' && tokenPage !== 1) setTokenPage(1);
    else if (balance === 'referral' && referralPage !== 1) setReferralPage(1);
    else await reload();
  }

  let content: ReactNode;
  if (id === undefined || (!sameUser && error)) {
    content = (
      <EmptyState title={intl.formatMessage(cm.userFailed)} text={error ? adminErrorText(error, intl) : undefined}>
        {id !== undefined && <Button onClick={() => void reload()}>{intl.formatMessage(m.retry)}</Button>}
      </EmptyState>
    );
  } else if (!sameUser) {
    content = (
      <div className="admin-person-page" aria-busy="true">
        <Skeleton height={260} radius={14} />
        <Skeleton height={320} radius={14} />
      </div>
    );
  } else {
    content = (
      <div className="admin-person-page">
        <div className="admin-person-page__side">
          <Person user={detail.user} />
          <section className="admin-card" aria-labelledby="person-actions">
            <h2 id="person-actions" className="admin-card__title">
              {intl.formatMessage(cm.actionsSection)}
            </h2>
            {permissions.includes('GRANTS') && (
              <>
                <h3 className="admin-subtitle">{intl.formatMessage(cm.grantSection)}</h3>
                <GrantForm userId={detail.user.id} onDone={granted} />
              </>
            )}
            <RoleActions user={detail.user} onDone={(text) => setToast(text)} />
          </section>
        </div>
        <div className="admin-person-page__main">
          <Orders orders={detail.orders} />
          <LedgerList
            title={intl.formatMessage(cm.tokenLedger)}
            ledger={detail.tokenLedger}
            busy={loading}
            onPage={setTokenPage}
            testId="token-ledger"
          />
          <LedgerList
            title={intl.formatMessage(cm.referralLedger)}
            ledger={detail.referralLedger}
            busy={loading}
            onPage={setReferralPage}
            testId="referral-ledger"
          />
        </div>
      </div>
    );
  }

  return (
    <main className="admin-main">
      <Link to={`/admin/users${from}`} className="admin-back">
        <ChevronLeft size={18} aria-hidden />
        {intl.formatMessage(cm.backToUsers)}
      </Link>
      {content}
      <Toast text={toast} onDone={clearToast} />
    </main>
  );
}

function Person({ user }: { user: AdminUserFieldsFragment }) {
  const intl = useIntl();
  return (
    <section className="admin-card" aria-labelledby="person-name">
      <div className="admin-tp__head">
        <span className="admin-person__avatar" aria-hidden>
          <UserRound size={28} />
        </span>
        <div className="admin-tp__text">
          <h1 id="person-name" className="admin-main__title">
            {user.name}
          </h1>
          <span className="admin-muted">#{user.id}</span>
        </div>
        <UserBadges user={user} />
      </div>
      <Facts
        rows={[
          { label: intl.formatMessage(cm.phone), value: user.phone },
          { label: intl.formatMessage(cm.joined), value: intl.formatDate(String(user.createdAt), DATE) },
          { label: intl.formatMessage(cm.tokens), value: <span data-testid="user-tokens">{intl.formatNumber(user.tokenPoint)}</span>, strong: true },
          {
            label: intl.formatMessage(cm.referralPoints),
            value: <span data-testid="user-referral-points">{intl.formatNumber(user.referralPoint)}</span>,
            strong: true,
          },
          { label: intl.formatMessage(cm.role), value: intl.formatMessage(roleLabel(user.role)) },
          { label: intl.formatMessage(cm.status), value: intl.formatMessage(user.blocked ? cm.blockedBadge : cm.statusActive) },
        ]}
      />
    </section>
  );
}

type Confirm = 'role' | 'block';

/**
 * The owner gives a role (a picker, then Change role); support blocks or unblocks. Each asks first,
 * then a toast says it is done; what the viewer's role may not do is not shown.
 */
function RoleActions({ user, onDone }: { user: AdminUserFieldsFragment; onDone: (text: string) => void }) {
  const intl = useIntl();
  const permissions = usePermissions();
  const [setRole, roleState] = useMutation(SetUserRoleMutation);
  const [setBlocked, blockState] = useMutation(SetUserBlockedMutation);
  const [picked, setPicked] = useState<Role>(user.role);
  const [asking, setAsking] = useState<Confirm | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = user.name;
  const pickedName = intl.formatMessage(roleLabel(picked));

  async function run(what: Confirm) {
    try {
      if (what === 'role') {
        await setRole({ variables: { userId: user.id, role: picked } });
        onDone(intl.formatMessage(cm.roleChanged, { name, role: pickedName }));
      } else {
        await setBlocked({ variables: { userId: user.id, blocked: !user.blocked } });
        onDone(intl.formatMessage(user.blocked ? cm.unblocked : cm.blocked, { name }));
      }
    } catch (error) {
      setFailure(adminErrorText(error, intl));
    }
  }

  const dialog =
    asking === 'role'
      ? {
          title: intl.formatMessage(cm.changeRoleTitle, { name, role: pickedName }),
          text: intl.formatMessage(cm.changeRoleText),
          ok: intl.formatMessage(cm.changeRole),
        }
      : {
          title: intl.formatMessage(user.blocked ? cm.unblockTitle : cm.blockTitle, { name }),
          text: intl.formatMessage(user.blocked ? cm.unblockText : cm.blockText),
          ok: intl.formatMessage(user.blocked ? cm.unblock : cm.block),
        };

  return (
    <div className="admin-tp__actions admin-role-actions">
      {permissions.includes('ROLES') && (
        <div className="admin-role-picker">
          <label className="admin-field">
            <span className="admin-field__label">{intl.formatMessage(cm.roleLabel)}</span>
            <select className="admin-field__input" value={picked} onChange={(e) => setPicked(e.target.value as Role)} data-testid="role-picker">
              {ROLES.map(({ role, label }) => (
                <option key={role} value={role}>
                  {intl.formatMessage(label)}
                </option>
              ))}
            </select>
          </label>
          <Button variant="outline" disabled={picked === user.role} onClick={() => setAsking('role')} loading={roleState.loading}>
            {intl.formatMessage(cm.changeRole)}
          </Button>
        </div>
      )}
      {permissions.includes('PEOPLE_BLOCK') && (
        <Button variant={user.blocked ? 'outline' : 'primary'} onClick={() => setAsking('block')} loading={blockState.loading}>
          {intl.formatMessage(user.blocked ? cm.unblock : cm.block)}
        </Button>
      )}
      <AlertDialog
        open={asking !== null}
        type="warning"
        title={dialog.title}
        text={dialog.text}
        okLabel={dialog.ok}
        showCancel
        onOk={() => {
          if (asking) void run(asking);
        }}
        onClose={() => setAsking(null)}
      />
      <AlertDialog open={failure !== null} type="error" title={intl.formatMessage(m.errorTitle)} text={failure ?? ''} onClose={() => setFailure(null)} />
    </div>
  );
}

function Orders({ orders }: { orders: Order[] }) {
  const intl = useIntl();
  const status = (value: string) => {
    switch (String(value).toUpperCase()) {
      case 'PENDING':
        return { text: intl.formatMessage(cm.orderPending), tone: 'admin-chip--waiting' };
      case 'APPROVED':
        return { text: intl.formatMessage(cm.orderApproved), tone: 'admin-chip--ok' };
      case 'CANCELLED':
        return { text: intl.formatMessage(cm.orderCancelled), tone: 'admin-chip--off' };
      default:
        return { text: String(value), tone: '' };
    }
  };
  return (
    <section className="admin-card" aria-labelledby="person-orders" data-testid="user-orders">
      <h2 id="person-orders" className="admin-card__title">
        {intl.formatMessage(cm.ordersSection)}
      </h2>
      {orders.length === 0 ? (
        <p className="admin-ledger__none">
          <Receipt size={18} aria-hidden />
          {intl.formatMessage(cm.noOrders)}
        </p>
      ) : (
        <ul className="admin-ledger__list" role="list">
          {orders.map((order) => {
            const { text, tone } = status(order.status);
            return (
              <li key={order.id} className="admin-ledger__entry">
                <span className="admin-ledger__what">
                  <Link to={`/admin/orders/${order.id}`} className="admin-ledger__label">
                    {intl.formatMessage(cm.orderTitle, { id: order.id })}
                  </Link>
                  <span className="admin-ledger__when">{intl.formatDate(String(order.createdAt), DATE)}</span>
                </span>
                <span className="admin-ledger__numbers">
                  <strong>{formatMMK(order.totalMmk)}</strong>
                  <span className={['admin-chip', tone].filter(Boolean).join(' ')}>{text}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
