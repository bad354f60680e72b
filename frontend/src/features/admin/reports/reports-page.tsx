// /admin/reports (issue 41): the owner's sales over a range of Myanmar days by day, week or month:
// revenue as a bar chart, orders and units as lines (uPlot, in this lazy chunk only), then the
// same figures as tables (by period with totals, by payment method, best-selling products and
// variants, tokens, tickets, draws, vouchers, refunds), each downloadable as CSV made here from
// the figures; and the accountant's three exports fetched from the server with the admin's token.
import { lazy, Suspense, useId, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client';
import { Download } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@/components/ui/button';
import type { AdminSalesReportQuery, ReportBucket } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { saveBlob } from '../spreadsheet/catalog-csv';
import { adminErrorText } from '../server-error';
import { reportMessages as m } from './messages';
import { SalesReportQuery } from './queries';
import { fetchExport, toCsv, type ExportName } from './report-csv';
import './reports.css';

const ReportChart = lazy(() => import('./report-chart'));

type Report = AdminSalesReportQuery['salesReport'];
type Cell = string | number;

/** Today in Yangon (UTC+06:30), YYYY-MM-DD, whatever the desk's time zone. */
export function myanmarToday(now = Date.now()): string {
  return new Date(now + 390 * 60_000).toISOString().slice(0, 10);
}

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

const BUCKETS: { value: ReportBucket; label: MessageDescriptor }[] = [
  { value: 'DAY', label: m.day },
  { value: 'WEEK', label: m.week },
  { value: 'MONTH', label: m.month },
];

const EXPORTS: { name: ExportName; label: MessageDescriptor }[] = [
  { name: 'orders', label: m.exportOrders },
  { name: 'refunds', label: m.exportRefunds },
  { name: 'cod-remittances', label: m.exportRemittances },
];

export default function ReportsPage() {
  const intl = useIntl();
  const id = useId();
  const today = myanmarToday();
  const [form, setForm] = useState({ from: daysBefore(today, 29), to: today, bucket: 'DAY' as ReportBucket });
  const [asked, setAsked] = useState(form);
  const { data, loading, error } = useQuery(SalesReportQuery, { variables: asked, fetchPolicy: 'network-only' });
  const report = data?.salesReport;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAsked(form);
  }

  return (
    <main className="admin-main admin-reports">
      <div className="admin-main__head">
        <h1 className="admin-main__title">{intl.formatMessage(m.title)}</h1>
      </div>
      <p className="admin-muted">{intl.formatMessage(m.intro)}</p>

      <form className="admin-card admin-reports__range" onSubmit={onSubmit}>
        <div className="admin-field">
          <label htmlFor={`${id}-from`} className="admin-field__label">
            {intl.formatMessage(m.from)}
          </label>
          <input id={`${id}-from`} type="date" required className="admin-field__input" value={form.from} max={form.to}
            onChange={(e) => setForm({ ...form, from: e.target.value })} />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-to`} className="admin-field__label">
            {intl.formatMessage(m.to)}
          </label>
          <input id={`${id}-to`} type="date" required className="admin-field__input" value={form.to} min={form.from}
            onChange={(e) => setForm({ ...form, to: e.target.value })} />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-bucket`} className="admin-field__label">
            {intl.formatMessage(m.bucket)}
          </label>
          <select id={`${id}-bucket`} className="admin-field__input" value={form.bucket}
            onChange={(e) => setForm({ ...form, bucket: e.target.value as ReportBucket })}>
            {BUCKETS.map((b) => (
              <option key={b.value} value={b.value}>
                {intl.formatMessage(b.label)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" loading={loading}>
          {intl.formatMessage(m.show)}
        </Button>
      </form>

      {error && (
        <p role="alert" className="admin-reports__error">
          {intl.formatMessage(m.loadFailed)}: {adminErrorText(error, intl)}
        </p>
      )}
      {report && <ReportBody report={report} />}
      <Exports from={asked.from} to={asked.to} />
    </main>
  );
}

function ReportBody({ report }: { report: Report }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  const starts = useMemo(() => report.buckets.map((b) => String(b.start)), [report]);
  const revenueSeries = useMemo(() => [{ label: t(m.revenue), values: report.buckets.map((b) => b.revenue), color: '--chart-revenue', fill: '--chart-revenue-fill', bars: true }], [report]); // eslint-disable-line react-hooks/exhaustive-deps
  const countSeries = useMemo(
    () => [
      { label: t(m.orders), values: report.buckets.map((b) => b.orders), color: '--chart-orders' },
      { label: t(m.units), values: report.buckets.map((b) => b.units), color: '--chart-units' },
    ],
    [report], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const summary = intl.formatMessage(m.chartSummary, { count: report.buckets.length });
  const kindLabel = (kind: string) => t(kind === 'CASH_ON_DELIVERY' ? m.cashOnDelivery : m.transfer);
  const period = `${report.from}_${report.to}`;

  return (
    <>
      <dl className="admin-reports__totals" data-testid="report-totals">
        {[
          [m.revenue, formatMMK(report.totals.revenue)],
          [m.orders, report.totals.orders],
          [m.units, report.totals.units],
          [m.averageOrder, formatMMK(report.totals.averageOrder)],
        ].map(([label, value]) => (
          <div key={(label as MessageDescriptor).id} className="admin-card admin-reports__total">
            <dt>{t(label as MessageDescriptor)}</dt>
            <dd>{value as Cell}</dd>
          </div>
        ))}
      </dl>

      <section className="admin-card admin-reports__chart">
        <h2 className="admin-card__title">{t(m.revenueChart)}</h2>
        <Suspense fallback={<div className="report-chart" aria-busy="true" />}>
          <ReportChart starts={starts} series={revenueSeries} summary={summary} testId="revenue-chart" />
        </Suspense>
      </section>
      <section className="admin-card admin-reports__chart">
        <h2 className="admin-card__title">{t(m.ordersChart)}</h2>
        <Suspense fallback={<div className="report-chart" aria-busy="true" />}>
          <ReportChart starts={starts} series={countSeries} summary={summary} height={180} testId="orders-chart" />
        </Suspense>
      </section>

      <Table
        title={t(m.byBucket)}
        file={`sales-${period}.csv`}
        header={[t(m.start), t(m.revenue), t(m.orders), t(m.units), t(m.averageOrder)]}
        rows={report.buckets.map((b) => [String(b.start), b.revenue, b.orders, b.units, b.averageOrder])}
        footer={[t(m.total), report.totals.revenue, report.totals.orders, report.totals.units, report.totals.averageOrder]}
        testId="table-buckets"
      />
      <Table
        title={t(m.byPayment)}
        file={`payment-methods-${period}.csv`}
        header={[t(m.paymentMethod), t(m.revenue), t(m.orders)]}
        rows={report.byPaymentMethod.map((p) => [kindLabel(p.kind), p.revenue, p.orders])}
        testId="table-payments"
      />
      <Table
        title={t(m.bestProducts)}
        file={`best-products-${period}.csv`}
        header={[t(m.product), t(m.units), t(m.revenue)]}
        rows={report.bestSellers.products.map((p) => [p.name, p.units, p.revenue])}
        testId="table-products"
      />
      <Table
        title={t(m.bestVariants)}
        file={`best-variants-${period}.csv`}
        header={[t(m.product), t(m.variant), t(m.units), t(m.revenue)]}
        rows={report.bestSellers.variants.map((v) => [v.name, v.variant ?? '', v.units, v.revenue])}
        testId="table-variants"
      />
      <Table
        title={t(m.other)}
        file={`tokens-tickets-refunds-${period}.csv`}
        header={[t(m.figure), t(m.value)]}
        rows={[
          [t(m.tokensSold), report.tokensSold],
          [t(m.tokensSpent), report.tokensSpent],
          [t(m.ticketsSold), report.ticketsSold],
          [t(m.draws), report.draws],
          [t(m.vouchersGiven), report.vouchersGiven],
          [t(m.refunds), report.refunds.count],
          [t(m.refundsKyat), report.refunds.kyat],
        ]}
        testId="table-other"
      />
    </>
  );
}

/** A figures table with its caption and a button that saves it as CSV. Numbers are grouped on screen, plain in the file. */
function Table({ title, file, header, rows, footer, testId }: { title: string; file: string; header: string[]; rows: Cell[][]; footer?: Cell[]; testId: string }) {
  const intl = useIntl();
  const shown = (cell: Cell) => (typeof cell === 'number' ? intl.formatNumber(cell) : cell);
  const download = () => saveBlob(new Blob([toCsv(header, footer ? [...rows, footer] : rows)], { type: 'text/csv;charset=utf-8' }), `lucky-mall-${file}`);
  return (
    <section className="admin-card admin-reports__table" data-testid={testId}>
      {/* Wider than a phone: it scrolls sideways, so a keyboard must be able to reach and scroll it. */}
      <div className="admin-reports__scroll" tabIndex={0} role="region" aria-label={title}>
        <table>
          <caption className="admin-card__title">{title}</caption>
          <thead>
            <tr>
              {header.map((h, i) => (
                <th key={h} scope="col" className={i > 0 && typeof rows[0]?.[i] === 'number' ? 'num' : undefined}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={header.length}>{intl.formatMessage(m.none)}</td>
              </tr>
            )}
            {rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {shown(cell)}
                    </th>
                  ) : (
                    <td key={i} className={typeof cell === 'number' ? 'num' : undefined}>
                      {shown(cell)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {footer && (
            <tfoot>
              <tr>
                {footer.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {shown(cell)}
                    </th>
                  ) : (
                    <td key={i} className="num">
                      {shown(cell)}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <Button variant="outline" size="sm" onClick={download}>
        <Download size={16} aria-hidden />
        {intl.formatMessage(m.downloadTable)}
      </Button>
    </section>
  );
}

function Exports({ from, to }: { from: string; to: string }) {
  const intl = useIntl();
  const [busy, setBusy] = useState<ExportName | null>(null);
  const [status, setStatus] = useState<'ok' | 'failed' | null>(null);
  async function download(name: ExportName) {
    setBusy(name);
    setStatus(null);
    try {
      saveBlob(await fetchExport(name, from, to), `lucky-mall-${name}-${from}-to-${to}.csv`);
      setStatus('ok');
    } catch {
      setStatus('failed');
    } finally {
      setBusy(null);
    }
  }
  return (
    <section className="admin-card admin-reports__exports">
      <h2 className="admin-card__title">{intl.formatMessage(m.exports)}</h2>
      <p className="admin-muted">{intl.formatMessage(m.exportsText)}</p>
      <div className="admin-reports__export-buttons">
        {EXPORTS.map((e) => (
          <Button key={e.name} variant="outline" onClick={() => void download(e.name)} loading={busy === e.name} disabled={busy !== null}>
            <Download size={18} aria-hidden />
            {intl.formatMessage(e.label)}
          </Button>
        ))}
      </div>
      <div role="status" data-testid="export-status">{status === 'ok' && <p>{intl.formatMessage(m.downloaded)}</p>}</div>
      {status === 'failed' && (
        <p role="alert" className="admin-reports__error">
          {intl.formatMessage(m.downloadFailed)}
        </p>
      )}
    </section>
  );
}
