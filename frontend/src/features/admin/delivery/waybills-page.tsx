// /admin/waybills (issue 38): an A6 label (105 × 148 mm) for each parcel on the way, to print and
// stick on it: recipient, phone, address, items (with their variant), courier and tracking
// number, what the courier collects at the door (only when there is something), the code in large
// text and as a QR drawn in the browser (the `qrcode` package, an SVG data URL). Print calls
// window.print(); the print stylesheet (delivery.css) hides the admin chrome and lays the labels
// out 2 × 2 on an A4 sheet, none split across pages. On a phone the labels stack. A checkbox lists
// the parcels already handed over instead. Under them, the couriers' COD remittance files are
// imported (remittance-section.tsx), and a cash on delivery parcel the shopper refused at the door
// is recorded from its label (with a reason; it comes back and its stock is given back).
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Printer, RefreshCw, Tags } from 'lucide-react';
import QRCode from 'qrcode';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminWaybillsQuery as WaybillsAnswer } from '@/gql/graphql';
import { adminMessages as am } from '../messages';
import { adminErrorText } from '../server-error';
import { deliveryMessages as m } from './messages';
import { RejectDialog } from '../components/reject-dialog';
import { AdminWaybillsQuery, RefuseCodParcelMutation } from './queries';
import { RemittanceSection } from './remittance-section';
import './delivery.css';

type Waybill = WaybillsAnswer['waybills'][number];

export default function WaybillsPage() {
  const intl = useIntl();
  const [handedOver, setHandedOver] = useState(false);
  const { data, loading, error, refetch } = useQuery(AdminWaybillsQuery, {
    variables: { handedOver },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const waybills = data?.waybills;

  let content;
  if (waybills && waybills.length > 0) {
    content = (
      <div className="waybills">
        {waybills.map((waybill) => (
          <WaybillLabel key={waybill.code} waybill={waybill} onRefused={handedOver ? undefined : refetch} />
        ))}
      </div>
    );
  } else if (waybills) {
    content = <EmptyState icon={<Tags size={40} />} title={intl.formatMessage(handedOver ? m.noHandedOver : m.noWaybills)} text={handedOver ? undefined : intl.formatMessage(m.noWaybillsText)} />;
  } else if (error) {
    content = (
      <EmptyState title={intl.formatMessage(m.waybillsLoadFailed)} text={adminErrorText(error, intl)}>
        <Button onClick={() => void refetch()}>{intl.formatMessage(am.retry)}</Button>
      </EmptyState>
    );
  } else {
    content = (
      <div className="waybills" aria-busy="true">
        <Skeleton height={320} radius={14} />
        <Skeleton height={320} radius={14} />
      </div>
    );
  }

  return (
    <main className="admin-main waybills-page">
      <div className="admin-main__head waybills-screen-only">
        <h1 className="admin-main__title">{intl.formatMessage(m.waybillsTitle)}</h1>
        <Button variant="ghost" size="sm" onClick={() => void refetch()} loading={loading && !!data} aria-label={intl.formatMessage(am.refresh)}>
          <RefreshCw size={18} aria-hidden />
        </Button>
        <Button onClick={() => window.print()} disabled={!waybills || waybills.length === 0}>
          <Printer size={18} aria-hidden /> {intl.formatMessage(m.print)}
        </Button>
      </div>
      <p className="admin-muted waybills-screen-only">{intl.formatMessage(m.waybillsIntro)}</p>
      <label className="waybills__toggle waybills-screen-only">
        <input type="checkbox" checked={handedOver} onChange={(e) => setHandedOver(e.target.checked)} />
        <span>{intl.formatMessage(m.showHandedOver)}</span>
      </label>
      {content}
      <RemittanceSection />
    </main>
  );
}

/** The QR of a code as an SVG data URL (null until drawn). */
function useQr(code: string) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(code, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then(
      (svg) => live && setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => live && setUrl(null),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return url;
}

/** A cash on delivery parcel the shopper would not pay for: it comes back (a reason is asked). */
function RefusedAtTheDoor({ id, code, onRefused }: { id: number; code: string; onRefused: () => Promise<unknown> }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [refuse] = useMutation(RefuseCodParcelMutation);
  return (
    <div className="waybills-screen-only waybill__actions">
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {intl.formatMessage(m.refusedAtTheDoor)}
      </Button>
      <RejectDialog
        open={open}
        label={code}
        title={intl.formatMessage(m.refusedAtTheDoorTitle, { code })}
        onClose={() => setOpen(false)}
        onReject={async (reason) => {
          await refuse({ variables: { id, reason } });
          setOpen(false);
          await onRefused();
        }}
      />
    </div>
  );
}

function WaybillLabel({ waybill, onRefused }: { waybill: Waybill; onRefused?: () => Promise<unknown> }) {
  const intl = useIntl();
  const qr = useQr(waybill.code);
  const order = waybill.shippingOrder;
  return (
    <article className="waybill" aria-label={intl.formatMessage(m.waybillOf, { code: waybill.code })} data-testid="waybill">
      <div className="waybill__top">
        <p className="waybill__code">{waybill.code}</p>
        {qr ? <img className="waybill__qr" src={qr} alt={waybill.code} width={120} height={120} /> : <span className="waybill__qr" aria-hidden />}
      </div>
      {waybill.collectMmk > 0 && <p className="waybill__cod">{intl.formatMessage(m.cod, { amount: intl.formatNumber(waybill.collectMmk) })}</p>}
      <dl className="waybill__facts">
        <div>
          <dt>{intl.formatMessage(m.to)}</dt>
          <dd className="waybill__name">{waybill.recipientName}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.phone)}</dt>
          <dd>{waybill.recipientPhone}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.address)}</dt>
          <dd>{order.shippingAddress}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.items)}</dt>
          <dd>
            <ul className="waybill__items">
              {order.orderItems.map((item) => (
                <li key={item.id}>
                  {item.qty} × {item.product.name}
                  {item.variant && (
                    <>
                      {' '}
                      ({item.variant.label}
                      {item.variant.sku ? ` · ${item.variant.sku}` : ''})
                    </>
                  )}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.courier)}</dt>
          <dd>{order.courier ?? intl.formatMessage(m.shopDelivers)}</dd>
        </div>
        {order.trackingNumber && (
          <div>
            <dt>{intl.formatMessage(m.tracking)}</dt>
            <dd className="waybill__tracking">{order.trackingNumber}</dd>
          </div>
        )}
      </dl>
      {waybill.handedOverAt != null && (
        <p className="waybill__handed">{intl.formatMessage(m.handedOverAt, { date: intl.formatDate(String(waybill.handedOverAt), { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
      )}
      {waybill.collectMmk > 0 && onRefused && <RefusedAtTheDoor id={order.id} code={waybill.code} onRefused={onRefused} />}
    </article>
  );
}
