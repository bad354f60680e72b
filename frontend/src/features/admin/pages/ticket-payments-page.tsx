// /admin/tickets: lucky-draw tickets paid by transfer, oldest first. The numbers are held for the
// shopper until an admin decides: approve = sold (the batch may complete and draw), reject with a
// reason = the numbers go back on sale (DESIGN.md, Lucky draw). Same queue as the order payments.
import { useMutation, useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { formatMMK } from '@/lib/format';
import { Facts } from '../components/item-lines';
import { PaymentChecks } from '../checks/payment-checks';
import { Queue, type QueueEntry } from '../components/queue';
import { TicketNumbers } from '../components/ticket-numbers';
import { adminMessages as m } from '../messages';
import { ApproveTicketPaymentMutation, PendingTicketPaymentsQuery, RejectTicketPaymentMutation } from '../queries';
import { useAdminQueueRefresh } from '../use-queue-refresh';

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export default function TicketPaymentsPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(PendingTicketPaymentsQuery, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  useAdminQueueRefresh('ticket_purchase', refetch);
  const [approveTicketPayment] = useMutation(ApproveTicketPaymentMutation);
  const [rejectTicketPayment] = useMutation(RejectTicketPaymentMutation);

  const entries: QueueEntry[] | undefined = data?.pendingTicketPayments.map((payment) => {
    const amount = formatMMK(payment.amountMmk);
    const date = intl.formatDate(String(payment.createdAt), DATE);
    return {
      key: `ticket-${payment.id}`,
      label: intl.formatMessage(m.ticketPaymentTitle, { id: payment.id }),
      screenshotUrl: payment.screenshotUrl,
      checks: <PaymentChecks flags={payment.flags} receipt={payment.receipt} />,
      flagCount: payment.flags.length,
      summary: (
        <>
          <span>{amount}</span>
          <span>{payment.paymentMethodName}</span>
          <span>{intl.formatMessage(m.ticketCount, { count: payment.ticketCount })}</span>
          <span>{date}</span>
        </>
      ),
      body: (
        <>
          <Facts
            rows={[
              { label: intl.formatMessage(m.amount), value: `${amount} · ${intl.formatMessage(m.ticketCount, { count: payment.ticketCount })}`, strong: true },
              { label: intl.formatMessage(m.payment), value: payment.paymentMethodName, strong: true },
              { label: intl.formatMessage(m.customer), value: `${payment.customerName} · ${payment.customerPhone}` },
              { label: intl.formatMessage(m.prize), value: payment.productName },
              { label: intl.formatMessage(m.batch), value: payment.batch },
              { label: intl.formatMessage(m.date), value: date },
            ]}
          />
          <TicketNumbers tickets={payment.tickets} />
        </>
      ),
      approve: () => approveTicketPayment({ variables: { id: payment.id } }),
      reject: (reason) => rejectTicketPayment({ variables: { id: payment.id, reason } }),
    };
  });

  return <Queue title={intl.formatMessage(m.ticketPaymentsTitle)} entries={entries} loading={loading} error={error} refetch={refetch} />;
}
