// /admin/orders: orders whose payment screenshot waits for an admin, oldest first; cash on
// delivery orders wait for the admin's call to the customer (no screenshot).
import { useMutation, useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { formatMMK } from '@/lib/format';
import { Facts, ItemLines } from '../components/item-lines';
import { PaymentChecks } from '../checks/payment-checks';
import { CashOnDelivery } from '../components/cash-on-delivery';
import { Queue, type QueueEntry } from '../components/queue';
import { adminMessages as m, itemTypeMessages } from '../messages';
import { ApproveOrderMutation, CancelOrderMutation, PendingOrdersQuery } from '../queries';
import { useAdminQueueRefresh } from '../use-queue-refresh';
import { voucherMessages as vm } from '../vouchers/messages';

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export default function PaymentsPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(PendingOrdersQuery, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  useAdminQueueRefresh('order', refetch);
  const [approveOrder] = useMutation(ApproveOrderMutation);
  const [cancelOrder] = useMutation(CancelOrderMutation);

  const entries: QueueEntry[] | undefined = data?.pendingOrders.map(({ order, userId, customerName, customerPhone, screenshotUrl, flags, receipt }) => {
    const label = intl.formatMessage(m.orderTitle, { id: order.orderId });
    const total = formatMMK(order.totalPrice);
    // The amount due is already less the discount; the voucher beside it says why it is lower.
    const discount =
      order.discount > 0
        ? { label: intl.formatMessage(vm.discountOf, { code: order.voucherCode ?? '' }), value: intl.formatMessage(vm.discountAmount, { amount: formatMMK(order.discount) }) }
        : null;
    return {
      key: `order-${order.orderId}`,
      label,
      screenshotUrl: screenshotUrl ?? undefined,
      media: screenshotUrl ? undefined : <CashOnDelivery text={intl.formatMessage(m.codToConfirm)} phone={customerPhone} />,
      checks: screenshotUrl ? <PaymentChecks flags={flags} receipt={receipt} /> : undefined,
      flagCount: flags.length,
      summary: (
        <>
          <span>{total}</span>
          {discount && <span data-testid="order-voucher">{`${discount.label} ${discount.value}`}</span>}
          <span>{order.payment}</span>
          <span>{intl.formatDate(String(order.orderDate), DATE)}</span>
        </>
      ),
      body: (
        <>
          <Facts
            rows={[
              { label: intl.formatMessage(m.total), value: total, strong: true },
              ...(discount ? [{ label: discount.label, value: <span data-testid="order-discount">{discount.value}</span> }] : []),
              { label: intl.formatMessage(m.payment), value: order.payment, strong: true },
              { label: intl.formatMessage(m.date), value: intl.formatDate(String(order.orderDate), DATE) },
              { label: intl.formatMessage(m.customer), value: `${customerName} · ${customerPhone} (#${userId})` },
              { label: intl.formatMessage(m.address), value: order.shippingAddress || '—' },
            ]}
          />
          <ItemLines
            items={order.orderItems.map((line) => ({
              qty: line.qty,
              name: line.product.name,
              image: line.product.featureImage,
              variant: line.variant,
              note: (
                <>
                  {line.product.type === 'TOKEN_PRODUCT' && <span className="admin-tag">{intl.formatMessage(itemTypeMessages.token)}</span>}
                  {formatMMK(line.unitPrice * line.qty)}
                </>
              ),
            }))}
          />
        </>
      ),
      approve: () => approveOrder({ variables: { id: order.orderId } }),
      reject: (reason) => cancelOrder({ variables: { id: order.orderId, reason } }),
    };
  });

  return <Queue title={intl.formatMessage(m.paymentsTitle)} entries={entries} loading={loading} error={error} refetch={refetch} />;
}
