// The dashboard (/admin), the audit log (/admin/audit), a ticket product's batches
// (/admin/ticket-products/:id/draws) and the header's navigation: what each shows from the
// server's answer, the links into the queues, filters and pages in the address, the empty and
// failed states.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminHeader, mayOpen, needsOf, whereIs } from '../components/admin-header';
import { AdminMeQuery } from '../queries';
import { AdminDashboardQuery, AdminLuckyDrawsQuery, AuditLogQuery } from './queries';
import AuditPage from './audit-page';
import DashboardPage from './dashboard-page';
import DrawsPage from './draws-page';
import { AdminTicketProductsQuery } from '../queries';

const lowStock = [
  { variantId: 7, productName: 'Converse', sku: 'CHUCK-42-BLK', label: '42 / Black', stock: 0 },
  { variantId: 8, productName: 'Lamp', sku: 'lamp', label: null, stock: 2 },
];
const counts = (over: Record<string, unknown> = {}) => ({
  pendingOrders: 3,
  pendingTokenPackOrders: 1,
  pendingShippingOrders: 0,
  pendingTicketPayments: 2,
  pendingRecoveries: 0,
  pendingReviews: 4,
  refundsDue: 2,
  flaggedPayments: 0,
  todayOrders: 12,
  todaySalesMmk: 1250000,
  todayTokensSold: 300,
  drawsDue: 1,
  drawsDeclaredToday: 5,
  lowStockVariants: lowStock,
  ...over,
});
const dashboardMock = (value = counts()) => ({ request: { query: AdminDashboardQuery }, result: { data: { adminDashboard: value } } });

describe('DashboardPage', () => {
  it('shows what waits, each count a way into its queue, and today in numbers', async () => {
    renderWithProviders(<DashboardPage />, { mocks: [dashboardMock()] });
    const orders = await screen.findByTestId('dash-pendingOrders');
    expect(orders.getAttribute('href')).toBe('/admin/orders');
    expect(orders.textContent).toContain('Order payments');
    expect(within(orders).getByTestId('dash-count').textContent).toBe('3');
    expect(orders.className).toContain('admin-tile--waiting');
    const expected: Record<string, [string, string]> = {
      'dash-pendingTokenPackOrders': ['/admin/orders', '1'],
      'dash-pendingShippingOrders': ['/admin/shipping', '0'],
      'dash-pendingTicketPayments': ['/admin/tickets', '2'],
      'dash-pendingRecoveries': ['/admin/recoveries', '0'],
      'dash-refundsDue': ['/admin/refunds', '2'],
      'dash-pendingReviews': ['/admin/reviews', '4'],
      'dash-drawsDue': ['/admin/ticket-products', '1'],
      'dash-drawsDeclaredToday': ['/admin/ticket-products', '5'],
    };
    for (const [testId, [href, count]] of Object.entries(expected)) {
      const tile = screen.getByTestId(testId);
      expect(tile.getAttribute('href'), testId).toBe(href);
      expect(within(tile).getByTestId('dash-count').textContent, testId).toBe(count);
    }
    expect(screen.getByTestId('dash-pendingShippingOrders').className).not.toContain('admin-tile--waiting');
    expect(within(screen.getByTestId('dash-todaySalesMmk')).getByTestId('dash-count').textContent).toBe('1,250,000 MMK');
    expect(within(screen.getByTestId('dash-todayOrders')).getByTestId('dash-count').textContent).toBe('12');
    expect(within(screen.getByTestId('dash-todayTokensSold')).getByTestId('dash-count').textContent).toBe('300');
    expect(screen.getByTestId('dash-todayOrders').tagName).toBe('DIV');
    expect(screen.queryByText('Nothing waiting. New payments and reviews appear here as they come in.')).toBeNull();
    // Variants sold out or running low, each a way to the products.
    const low = screen.getByTestId('dash-lowStock');
    const rows = within(low).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual(['Converse · 42 / Black · CHUCK-42-BLKSold out', 'Lamp · lamp2 left']);
    expect(rows[0].getAttribute('href')).toBe('/admin/products');
  });

  it('says when nothing waits', async () => {
    renderWithProviders(<DashboardPage />, {
      mocks: [dashboardMock(counts({ pendingOrders: 0, pendingTokenPackOrders: 0, pendingTicketPayments: 0, pendingReviews: 0, refundsDue: 0 }))],
    });
    expect(await screen.findByText('Nothing waiting. New payments and reviews appear here as they come in.')).toBeTruthy();
  });

  it('offers a retry when the counts cannot be read', async () => {
    renderWithProviders(<DashboardPage />, {
      mocks: [{ request: { query: AdminDashboardQuery }, result: { errors: [new GraphQLError('Only admins can do this.')] } }, dashboardMock()],
    });
    expect(await screen.findByText('Could not load the dashboard')).toBeTruthy();
    expect(screen.getByText('Only admins can do this.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('dash-pendingOrders')).toBeTruthy();
  });
});

const auditEntry = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  admin: { id: 1, name: 'Admin', phone: '09790000009' },
  action: 'user.grant_tokens',
  subject: `user #${id + 100}`,
  detail: '{"amount":25,"reason":"Late parcel"}',
  createdAt: '2026-11-24T03:30:00Z',
  ...over,
});
const auditMock = (variables: Record<string, unknown>, entries: ReturnType<typeof auditEntry>[], page = { currentPage: 1, lastPage: 1 }) => ({
  request: { query: AuditLogQuery, variables: { page: 1, limit: 30, ...variables } },
  result: {
    data: {
      auditLog: { data: entries, meta: { total: entries.length, perPage: 30, ...page } },
      auditActions: ['order.approve', 'user.block', 'user.grant_tokens'],
    },
  },
});

describe('AuditPage', () => {
  it('lists the changes with who, what and the detail in one line that opens in full', async () => {
    renderWithProviders(<AuditPage />, {
      url: '/admin/audit',
      mocks: [auditMock({}, [auditEntry(2), auditEntry(1, { admin: null, action: 'order.approve', detail: '{}', subject: 'order #9' })])],
    });
    const entries = await screen.findAllByTestId('audit-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0].textContent).toContain('user.grant_tokens');
    expect(within(entries[0]).getByRole('link', { name: 'user #102' }).getAttribute('href')).toBe('/admin/users/102');
    expect(within(entries[0]).getByRole('link', { name: 'Admin · 09790000009' }).getAttribute('href')).toBe('/admin/users/1');
    expect(entries[0].querySelector('.admin-audit__compact')?.textContent).toBe('amount: 25 · reason: Late parcel');
    expect(entries[0].querySelector('details pre')?.textContent).toBe('{\n  "amount": 25,\n  "reason": "Late parcel"\n}');
    expect(entries[1].textContent).toContain('The shop itself');
    expect(entries[1].textContent).toContain('order #9');
    expect(within(entries[1]).queryByRole('link')).toBeNull();
    expect(entries[1].querySelector('details')).toBeNull();
    expect(screen.getByText('2 entries')).toBeTruthy();
  });

  it('filters by action, admin and days through the address, and clears them', async () => {
    renderWithProviders(<AuditPage />, {
      url: '/admin/audit',
      mocks: [
        auditMock({}, [auditEntry(2), auditEntry(1, { admin: { id: 7, name: 'Ko Ko', phone: '09790000007' } })]),
        auditMock({ action: 'user.block' }, [auditEntry(3, { action: 'user.block' })]),
        auditMock({ action: 'user.block', adminId: 7 }, []),
        auditMock({ action: 'user.block', adminId: 7, from: '2026-11-01' }, []),
        auditMock({}, [auditEntry(2)]),
      ],
    });
    await screen.findAllByTestId('audit-entry');
    const filters = screen.getByRole('group', { name: 'Filters' });
    const action = within(filters).getByLabelText('Action') as HTMLSelectElement;
    expect([...action.options].map((o) => o.textContent)).toEqual(['All actions', 'order.approve', 'user.block', 'user.grant_tokens']);
    fireEvent.change(action, { target: { value: 'user.block' } });
    await waitFor(() => expect(screen.getAllByTestId('audit-entry').map((e) => e.querySelector('code')?.textContent)).toEqual(['user.block']));
    expect(screen.getByTestId('location').textContent).toBe('/admin/audit?action=user.block');

    // The admins the entries named are the admin filter's choices.
    const admin = within(filters).getByLabelText('Admin') as HTMLSelectElement;
    expect([...admin.options].map((o) => o.textContent)).toEqual(['All admins', 'Admin · 09790000009', 'Ko Ko · 09790000007']);
    fireEvent.change(admin, { target: { value: '7' } });
    expect(await screen.findByText('Nothing recorded')).toBeTruthy();
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/audit?action=user.block&admin=7&from=2026-11-01'));
    expect((within(filters).getByLabelText('To') as HTMLInputElement).min).toBe('2026-11-01');

    fireEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(1));
    expect(screen.getByTestId('location').textContent).toBe('/admin/audit');
    expect(within(filters).queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('pages on the server and says when it cannot read the log', async () => {
    const { unmount } = renderWithProviders(<AuditPage />, {
      url: '/admin/audit?page=2',
      mocks: [auditMock({ page: 2 }, [auditEntry(5)], { currentPage: 2, lastPage: 3 }), auditMock({ page: 3 }, [auditEntry(4)], { currentPage: 3, lastPage: 3 })],
    });
    const pager = await screen.findByRole('navigation', { name: 'Pages of Audit log' });
    expect(pager.textContent).toContain('Page 2 of 3');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/audit?page=3'));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pages of Audit log' }).textContent).toContain('Page 3 of 3'));
    unmount();

    renderWithProviders(<AuditPage />, {
      url: '/admin/audit',
      mocks: [{ request: { query: AuditLogQuery, variables: { page: 1, limit: 30 } }, result: { errors: [new GraphQLError('Only admins can do this.')] } }],
    });
    expect(await screen.findByText('Could not load the audit log')).toBeTruthy();
  });
});

const draw = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  batch: id,
  status: 'DRAWN',
  ticket: 20,
  sold: 20,
  remaining: 0,
  heldNumbers: 0,
  openedAt: '2026-11-20T04:30:00Z',
  drawAt: '2026-11-21T04:30:00Z',
  luckyNumber: 17,
  winner: { id: 9, name: 'Mg Mg', phone: '09790000099' },
  claimed: true,
  shipped: false,
  seedHash: 'a'.repeat(64),
  seed: 'b'.repeat(64),
  ticketsDigest: 'c'.repeat(64),
  ...over,
});
const drawsMock = (draws: ReturnType<typeof draw>[], page = 1, lastPage = 1) => ({
  request: { query: AdminLuckyDrawsQuery, variables: { ticketProductId: 4, page, limit: 10 } },
  result: { data: { adminLuckyDraws: { data: draws, meta: { total: draws.length, perPage: 10, currentPage: page, lastPage } } } },
});
const productsMock = {
  request: { query: AdminTicketProductsQuery },
  result: {
    data: {
      adminTicketProducts: [
        { id: 4, productId: 64, name: 'Carbon Road Bike', ticket: 20, costTokenPoint: 1, label: null, labelMm: null, labelCh: null, hidden: false, batch: 3, batchTicket: 20, sold: 5 },
      ],
    },
  },
};

describe('DrawsPage', () => {
  const open = (mocks: unknown[]) =>
    renderWithProviders(<DrawsPage />, { url: '/admin/ticket-products/4/draws', path: '/admin/ticket-products/:id/draws', mocks: mocks as never });

  it('shows each batch: sales, times, the result and winner, claim and shipping, and the fairness data', async () => {
    open([
      drawsMock([
        draw(3, { status: 'OPEN', sold: 5, remaining: 13, heldNumbers: 2, drawAt: null, luckyNumber: null, winner: null, claimed: false, seed: null, ticketsDigest: null }),
        draw(2),
      ]),
      productsMock,
    ]);
    expect(await screen.findByRole('heading', { name: 'Batches of Carbon Road Bike', level: 1 })).toBeTruthy();
    const selling = await screen.findByTestId('draw-3');
    expect(within(selling).getByRole('heading', { name: 'Batch 3' })).toBeTruthy();
    expect(selling.textContent).toContain('Selling');
    expect(selling.textContent).toContain('5 of 20 sold');
    expect(selling.textContent).toContain('13 left');
    expect(selling.textContent).toContain('2 held for transfers');
    expect((selling.querySelector('.admin-bar__fill') as HTMLElement).style.width).toBe('25%');
    expect(selling.textContent).toContain('Not yet');
    expect(selling.textContent).not.toContain('Prize claimed');
    expect(selling.textContent).toContain('Revealed when the draw is declared');

    const drawn = screen.getByTestId('draw-2');
    expect(drawn.textContent).toContain('Declared');
    expect(drawn.textContent).toContain('20 of 20 sold');
    expect(drawn.textContent).not.toContain('held for transfers');
    expect(drawn.querySelector('.admin-ticket')?.textContent).toBe('17');
    expect(within(drawn).getByRole('link', { name: 'Mg Mg · 09790000099' }).getAttribute('href')).toBe('/admin/users/9');
    expect(drawn.textContent).toContain('Prize claimed');
    expect(drawn.textContent).toContain('Not shipped');
    const fairness = drawn.querySelector('details') as HTMLDetailsElement;
    expect(fairness.open).toBe(false);
    expect(within(fairness).getByText('Fairness data')).toBeTruthy();
    expect([...fairness.querySelectorAll('code')].map((c) => c.textContent)).toEqual(['a'.repeat(64), 'b'.repeat(64), 'c'.repeat(64)]);
    expect(screen.getByRole('link', { name: 'All ticket products' }).getAttribute('href')).toBe('/admin/ticket-products');
  });

  it('says when there is no batch, and when the batches cannot be read', async () => {
    const { unmount } = open([drawsMock([]), productsMock]);
    expect(await screen.findByText('No batches yet')).toBeTruthy();
    unmount();
    open([{ request: { query: AdminLuckyDrawsQuery, variables: { ticketProductId: 4, page: 1, limit: 10 } }, result: { errors: [new GraphQLError('Not found.')] } }, productsMock]);
    expect(await screen.findByText('Could not load the batches')).toBeTruthy();
    expect(screen.getByText('Not found.')).toBeTruthy();
  });
});

const OWNER = ['DASHBOARD', 'PAYMENTS', 'SHIPPING', 'CATALOG', 'PEOPLE_READ', 'PEOPLE_BLOCK', 'REVIEWS', 'GRANTS', 'ROLES', 'SETTINGS', 'AUDIT', 'REPORTS', 'WEBHOOKS'];
const meMock = (permissions: string[]) => ({
  request: { query: AdminMeQuery },
  result: { data: { me: { id: 1, name: 'Staff', role: 'ADMIN', permissions } } },
  maxUsageCount: 10,
});

describe('AdminHeader', () => {
  it('knows the section and group of every admin path', () => {
    expect(whereIs('/admin')).toEqual({ section: '/admin', group: null, exact: true });
    expect(whereIs('/admin/')).toEqual({ section: '/admin', group: null, exact: true });
    expect(whereIs('/admin/orders')).toEqual({ section: '/admin/orders', group: 'queues', exact: true });
    expect(whereIs('/admin/orders/7')).toEqual({ section: '/admin/orders', group: 'queues', exact: false });
    expect(whereIs('/admin/refunds')).toEqual({ section: '/admin/refunds', group: 'queues', exact: true });
    expect(whereIs('/admin/returns')).toEqual({ section: '/admin/returns', group: 'queues', exact: true });
    expect(whereIs('/admin/users/7')).toEqual({ section: '/admin/users', group: 'people', exact: false });
    expect(whereIs('/admin/ticket-products/4/draws')).toEqual({ section: '/admin/ticket-products', group: 'catalogue', exact: false });
    expect(whereIs('/admin/vouchers')).toEqual({ section: '/admin/vouchers', group: 'catalogue', exact: true });
    expect(whereIs('/admin/settings')).toEqual({ section: '/admin/settings', group: 'content', exact: true });
    expect(whereIs('/admin/nope')).toEqual({ section: null, group: null, exact: false });
  });

  it('marks the current group and page, opens a group’s links, and closes them on Escape', async () => {
    renderWithProviders(<AdminHeader />, { url: '/admin/reviews', mocks: [meMock(OWNER)] });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    const queues = await within(nav).findByRole('button', { name: 'Queues' });
    expect(queues.getAttribute('aria-current')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    // A phone starts with the groups closed: every section is two taps away.
    expect(queues.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'Reviews' })).toBeNull();

    fireEvent.click(queues);
    expect(queues.getAttribute('aria-expanded')).toBe('true');
    const links = within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);
    expect(links).toEqual([
      ['Dashboard', '/admin', null],
      ['Payments', '/admin/orders', null],
      ['Tickets', '/admin/tickets', null],
      ['Refunds', '/admin/refunds', null],
      ['Returns', '/admin/returns', null],
      ['Shipping', '/admin/shipping', null],
      ['Couriers', '/admin/couriers', null],
      ['Waybills', '/admin/waybills', null],
      ['Scan to dispatch', '/admin/scan', null],
      ['Recoveries', '/admin/recoveries', null],
      ['Reviews', '/admin/reviews', 'page'],
    ]);

    const people = within(nav).getByRole('button', { name: 'People' });
    fireEvent.click(people);
    expect(queues.getAttribute('aria-expanded')).toBe('false');
    expect(people.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/admin/users');
    expect(within(nav).getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe('/admin/audit');

    fireEvent.keyDown(within(nav).getByRole('link', { name: 'Users' }), { key: 'Escape' });
    expect(people.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(people);

    // A section link goes there, and the group closes on the new page.
    fireEvent.click(within(nav).getByRole('button', { name: 'Catalogue' }));
    fireEvent.click(within(nav).getByRole('link', { name: 'Ticket products' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/ticket-products'));
    expect(within(nav).getByRole('button', { name: 'Catalogue' }).getAttribute('aria-current')).toBe('true');
    expect(within(nav).getByRole('button', { name: 'Catalogue' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('marks the dashboard on /admin', async () => {
    renderWithProviders(<AdminHeader />, { url: '/admin', mocks: [meMock(OWNER)] });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect((await within(nav).findByRole('link', { name: 'Dashboard' })).getAttribute('aria-current')).toBe('page');
    await within(nav).findByRole('button', { name: 'People' });
    expect(within(nav).getAllByRole('button').every((b) => b.getAttribute('aria-current') === null)).toBe(true);
  });
});

describe('The console by role (issue 41)', () => {
  it("shows a payment checker the dashboard and the queues they check, and nothing else", async () => {
    renderWithProviders(<AdminHeader />, { url: '/admin', mocks: [meMock(['DASHBOARD', 'PAYMENTS'])] });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    fireEvent.click(await within(nav).findByRole('button', { name: 'Queues' }));
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['Queues']);
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'Payments', 'Tickets', 'Refunds', 'Returns', 'Recoveries']);
  });

  it('knows what each console path needs', () => {
    expect(needsOf('/admin')).toEqual(['DASHBOARD']);
    expect(needsOf('/admin/orders/7')).toEqual(['PAYMENTS']);
    expect(needsOf('/admin/payments/3')).toEqual(['PAYMENTS', 'SHIPPING']);
    expect(needsOf('/admin/scan')).toEqual(['SHIPPING']);
    expect(needsOf('/admin/settings')).toEqual(['SETTINGS']);
    expect(mayOpen('/admin/products', ['DASHBOARD', 'PAYMENTS'])).toBe(false);
    expect(mayOpen('/admin/payments/3', ['DASHBOARD', 'SHIPPING'])).toBe(true);
    expect(mayOpen('/admin/users/4', ['DASHBOARD', 'PEOPLE_READ'])).toBe(true);
    expect(mayOpen('/admin/audit', ['DASHBOARD', 'PEOPLE_READ'])).toBe(false);
  });
});
