// /admin/shipping: shipping orders whose fee payment waits for an admin. Approve = on the way, with
// the courier and tracking number chosen in a dialog (couriers/approve-shipping-dialog.tsx); reject =
// the items go back to the shopper's to-ship list. Each item shows its variant and SKU.
import { useMutation, useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { formatMMK } from '@/lib/format';
import { Facts, ItemLines } from '../components/item-lines';
import { PaymentChecks } from '../checks/payment-checks';
import { CashOnDelivery } from '../components/cash-on-delivery';
import { Queue, type QueueEntry } from '../components/queue';
import { adminMessages as m, itemTypeMessages } from '../messages';
import { ApproveShippingDialog } from '../couriers/approve-shipping-dialog';
import { AdminCouriersQuery } from '../couriers/queries';
import { PendingShippingOrdersQuery, RejectShippingOrderMutation } from '../queries';
import { useAdminQueueRefresh } from '../use-queue-refresh';

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function typeLabel(type: string) {
  return type === 'prize' || type === 'gift' || type === 'product' ? itemTypeMessages[type] : null;
}

export default function ShippingPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(PendingShippingOrdersQuery, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  useAdminQueueRefresh('shipping_order', refetch);
  // The couriers the approve dialog offers (read once with the queue, fresh on every visit).
  const couriers = useQuery(AdminCouriersQuery, { fetchPolicy: 'cache-and-network' });
  const [rejectShippingOrder] = useMutation(RejectShippingOrderMutation);

  const entries: QueueEntry[] | undefined = data?.pendingShippingOrders.map(({ shippingOrder: so, userId, customerName, customerPhone, screenshotUrl, flags, receipt }) => {
    const fee = formatMMK(so.shippingPrice);
    const kg = so.orderItems.reduce((sum, item) => sum + item.product.kg * item.qty, 0);
    return {
      key: `shipping-${so.id}`,
      label: so.shippingOrderId,
      screenshotUrl: screenshotUrl ?? undefined,
      media:
        so.codAmount != null ? (
          <CashOnDelivery text={intl.formatMessage(m.codToCollect, { amount: formatMMK(so.codAmount) })} phone={customerPhone} />
        ) : undefined,
      checks: screenshotUrl ? <PaymentChecks flags={flags} receipt={receipt} /> : undefined,
      flagCount: flags.length,
      summary: (
        <>
          <span>{fee}</span>
          <span>{so.payment}</span>
          <span>{intl.formatDate(String(so.orderDate), DATE)}</span>
        </>
      ),
      body: (
        <>
          <Facts
            rows={[
              { label: intl.formatMessage(m.shippingFee), value: `${fee} · ${intl.formatMessage(m.weight, { kg })}`, strong: true },
              { label: intl.formatMessage(m.payment), value: so.payment, strong: true },
              { label: intl.formatMessage(m.date), value: intl.formatDate(String(so.orderDate), DATE) },
              { label: intl.formatMessage(m.customer), value: `${customerName} · ${customerPhone} (#${userId})` },
              { label: intl.formatMessage(m.address), value: so.shippingAddress || '—' },
            ]}
          />
          <ItemLines
            items={so.orderItems.map((item) => {
              const type = typeLabel(item.type);
              return {
                qty: item.qty,
                name: item.product.name,
                image: item.product.featureImage,
                variant: item.variant,
                note: (
                  <>
                    {type && item.type !== 'product' && <span className="admin-tag">{intl.formatMessage(type)}</span>}
                    {intl.formatMessage(m.weight, { kg: item.product.kg * item.qty })}
                  </>
                ),
              };
            })}
          />
        </>
      ),
      approveDialog: (dialog) => <ApproveShippingDialog {...dialog} id={so.id} label={so.shippingOrderId} couriers={couriers.data?.couriers} />,
      reject: (reason) => rejectShippingOrder({ variables: { id: so.id, reason } }),
    };
  });

  return <Queue title={intl.formatMessage(m.shippingTitle)} entries={entries} loading={loading} error={error} refetch={refetch} />;
}
