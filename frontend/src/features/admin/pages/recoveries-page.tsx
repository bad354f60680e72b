// /admin/recoveries: fees paid to recover missed daily sign-in days, oldest first. Approve = the
// missed days become signed; reject with a reason = nothing changes and the shopper sees the reason
// (DESIGN.md, Rewards). Same queue as the order payments; a card is named after the customer.
import { useMutation, useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { formatMMK } from '@/lib/format';
import { Facts } from '../components/item-lines';
import { PaymentChecks } from '../checks/payment-checks';
import { Queue, type QueueEntry } from '../components/queue';
import { adminMessages as m } from '../messages';
import { ApproveRecoveryMutation, PendingRecoveriesQuery, RejectRecoveryMutation } from '../queries';
import { useAdminQueueRefresh } from '../use-queue-refresh';

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
// Missed days are calendar dates (YYYY-MM-DD, Yangon): read and shown as dates in UTC so no
// time zone moves them to the day before.
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };

export default function RecoveriesPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(PendingRecoveriesQuery, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  useAdminQueueRefresh('daily_recovery', refetch);
  const [approveRecovery] = useMutation(ApproveRecoveryMutation);
  const [rejectRecovery] = useMutation(RejectRecoveryMutation);

  const entries: QueueEntry[] | undefined = data?.pendingRecoveries.map((recovery) => {
    const fee = formatMMK(recovery.feeMmk);
    const date = intl.formatDate(String(recovery.createdAt), DATE);
    const dayCount = intl.formatMessage(m.dayCount, { count: recovery.missedDays.length });
    return {
      key: `recovery-${recovery.id}`,
      label: intl.formatMessage(m.recoveryTitle, { id: recovery.id, name: recovery.customerName }),
      screenshotUrl: recovery.screenshotUrl,
      checks: <PaymentChecks flags={recovery.flags} receipt={recovery.receipt} />,
      flagCount: recovery.flags.length,
      summary: (
        <>
          <span>{fee}</span>
          <span>{recovery.payment}</span>
          <span>{dayCount}</span>
          <span>{date}</span>
        </>
      ),
      body: (
        <Facts
          rows={[
            { label: intl.formatMessage(m.fee), value: fee, strong: true },
            { label: intl.formatMessage(m.payment), value: recovery.payment, strong: true },
            { label: intl.formatMessage(m.customer), value: `${recovery.customerName} · ${recovery.customerPhone}` },
            {
              label: intl.formatMessage(m.missedDays),
              value: (
                <span className="admin-days">
                  <span>{dayCount}</span>
                  <span className="admin-days__list" data-testid="missed-days">
                    {recovery.missedDays.map((day) => (
                      <time key={day} dateTime={day} className="admin-tag">
                        {intl.formatDate(`${day}T00:00:00Z`, DAY)}
                      </time>
                    ))}
                  </span>
                </span>
              ),
            },
            { label: intl.formatMessage(m.date), value: date },
          ]}
        />
      ),
      approve: () => approveRecovery({ variables: { id: recovery.id } }),
      reject: (reason) => rejectRecovery({ variables: { id: recovery.id, reason } }),
    };
  });

  return <Queue title={intl.formatMessage(m.recoveriesTitle)} entries={entries} loading={loading} error={error} refetch={refetch} />;
}
