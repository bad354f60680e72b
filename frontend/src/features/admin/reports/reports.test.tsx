// The sales reports page (/admin/reports, issue 41): the report of the last 30 Myanmar days by
// day is asked for at once; totals, the charts' figures and every table show the server's
// numbers; a table downloads as CSV (BOM, header, rows, the totals row) made in the browser; an
// accountant's export is fetched with the admin's token and the range; Myanmar's today.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withAdminSessionAndScreenshots } from '@/test/admin-session';
import { renderWithProviders } from '@/test/render-with-providers';
import { SalesReportQuery } from './queries';
import { toCsv } from './report-csv';
import ReportsPage, { myanmarToday } from './reports-page';

vi.mock('./report-chart', () => ({
  default: ({ starts, series, testId }: { starts: string[]; series: { label: string; values: number[] }[]; testId: string }) => (
    <div data-testid={testId} data-starts={starts.join(',')} data-values={series.map((s) => `${s.label}=${s.values.join('|')}`).join(';')} />
  ),
}));

withAdminSessionAndScreenshots();

const today = myanmarToday();
const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);

const report = {
  from,
  to: today,
  bucket: 'DAY',
  buckets: [
    { start: from, revenue: 95_000, orders: 2, units: 3, averageOrder: 47_500 },
    { start: today, revenue: 0, orders: 0, units: 0, averageOrder: 0 },
  ],
  totals: { revenue: 95_000, orders: 2, units: 3, averageOrder: 47_500 },
  byPaymentMethod: [
    { kind: 'TRANSFER', revenue: 50_000, orders: 1 },
    { kind: 'CASH_ON_DELIVERY', revenue: 45_000, orders: 1 },
  ],
  bestSellers: {
    products: [{ productId: 7, name: 'Lamp, large', units: 2, revenue: 90_000 }],
    variants: [{ productId: 7, variantId: 70, name: 'Lamp, large', variant: 'LMP-L (Large)', units: 2, revenue: 90_000 }],
  },
  tokensSold: 100,
  tokensSpent: 120,
  ticketsSold: 3,
  draws: 1,
  vouchersGiven: 5_000,
  refunds: { count: 1, kyat: 10_000 },
};

const mocks = [{ request: { query: SalesReportQuery, variables: { from, to: today, bucket: 'DAY' } }, result: { data: { salesReport: report } }, maxUsageCount: 3 }];

afterEach(() => vi.unstubAllGlobals());

describe('<ReportsPage>', () => {
  it("shows the last 30 days' figures as totals, charts and tables", async () => {
    renderWithProviders(<ReportsPage />, { mocks });
    const totals = await screen.findByTestId('report-totals');
    expect(totals.textContent).toContain('95,000');
    expect(totals.textContent).toContain('47,500');
    const chart = await screen.findByTestId('revenue-chart');
    expect(chart.getAttribute('data-starts')).toBe(`${from},${today}`);
    expect(chart.getAttribute('data-values')).toBe('Revenue (MMK)=95000|0');
    expect((await screen.findByTestId('orders-chart')).getAttribute('data-values')).toBe('Orders=2|0;Units=3|0');
    const buckets = screen.getByTestId('table-buckets');
    const rows = within(buckets).getAllByRole('row');
    expect(rows).toHaveLength(4); // header, two days, totals
    expect(rows[1].textContent).toBe(`${from}95,0002347,500`);
    expect(rows[3].textContent).toBe('Total95,0002347,500');
    expect(screen.getByTestId('table-payments').textContent).toContain('Cash on delivery45,0001');
    expect(screen.getByTestId('table-variants').textContent).toContain('LMP-L (Large)');
    expect(screen.getByTestId('table-other').textContent).toContain('Refunds (MMK)10,000');
  });

  it('downloads a table as CSV made from the figures, and an export with the admin’s token', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<ReportsPage />, { mocks });
    const products = await screen.findByTestId('table-products');
    fireEvent.click(within(products).getByRole('button', { name: /Download this table/ }));
    const bytes = new Uint8Array(await saved[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Product,Units,Revenue (MMK)\r\n"Lamp, large",2,90000\r\n');

    const exported = new Blob(['\ufefforder,placed_at\n'], { type: 'text/csv' });
    const fetchMock = vi.fn(async () => ({ ok: true, status: 200, blob: async () => exported }) as unknown as Response);
    vi.stubGlobal('fetch', fetchMock);
    fireEvent.click(screen.getByRole('button', { name: 'Orders (CSV)' }));
    await waitFor(() => expect(screen.getByTestId('export-status').textContent).toBe('Downloaded.'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/admin/exports/orders.csv?from=${from}&to=${today}`);
    expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    expect(saved[1]).toBe(exported);
  });
});

describe('report helpers', () => {
  it('takes the day in Yangon, 6 h 30 ahead of UTC', () => {
    expect(myanmarToday(Date.parse('2026-11-30T17:29:00Z'))).toBe('2026-11-30');
    expect(myanmarToday(Date.parse('2026-11-30T17:30:00Z'))).toBe('2026-12-01');
  });

  it('quotes CSV fields that need it', () => {
    expect(toCsv(['a', 'b'], [['x,y', 'say "hi"'], [1, null]])).toBe('\ufeffa,b\r\n"x,y","say ""hi"""\r\n1,\r\n');
  });
});
