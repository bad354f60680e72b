// The admin area, mounted by the app's router at /admin/* (outside the shop's shell). A visitor
// goes to /signin; a signed-in shopper who is not an admin sees so, with a link home; an admin
// gets the header and the console: / (the dashboard: what waits, today, draws); the queues
// /orders (payments; /orders/:id, one order, with Refund), /refunds (refunds due, then sent), /returns (returns of received
// items to approve or reject), /tickets (lucky-draw ticket transfers), /shipping (shipping fees; with
// /couriers beside it, the couriers parcels are handed to; /waybills, the labels to print, and
// /scan, scan to dispatch), /recoveries (missed daily sign-in days paid for), /reviews (app reviews to moderate), and
// /payments/:id (one transfer payment of any kind, where a flag's link leads); the
// catalogue /products, /categories, /catalog-spreadsheet (the catalogue as CSV, out and in), /ticket-products (the products raffled, each with its
// batches at /ticket-products/:id/draws), /gifts (referral gifts) and /vouchers (codes that take money off); /content (the site's
// content), /settings (reward rules) and /webhooks (endpoints that receive signed events); and people: /users, /users/:id, /audit (the audit
// log) and /reports (sales by Myanmar day, week or month; the accountant's exports). Every page is
// its own lazy chunk. A staff role (issue 41) sees the sections of its permissions only
// (`me.permissions`); a page beyond them says so, with a way to the dashboard.
import { lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client';
import { ShieldAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { AdminHeader, mayOpen } from './components/admin-header';
import { adminMessages as m } from './messages';
import { AdminMeQuery } from './queries';
import { adminErrorText } from './server-error';
import './admin.css';

const PaymentsPage = lazy(() => import('./pages/payments-page'));
const ShippingPage = lazy(() => import('./pages/shipping-page'));
const TicketPaymentsPage = lazy(() => import('./pages/ticket-payments-page'));
const TicketProductsPage = lazy(() => import('./pages/ticket-products-page'));
const RecoveriesPage = lazy(() => import('./pages/recoveries-page'));
const ReviewsPage = lazy(() => import('./pages/reviews-page'));
const GiftsPage = lazy(() => import('./pages/gifts-page'));
const SettingsPage = lazy(() => import('./pages/settings-page'));
const DashboardPage = lazy(() => import('./console/dashboard-page'));
const UsersPage = lazy(() => import('./console/users-page'));
const UserPage = lazy(() => import('./console/user-page'));
const AuditPage = lazy(() => import('./console/audit-page'));
const DrawsPage = lazy(() => import('./console/draws-page'));
const ProductsPage = lazy(() => import('./catalog/products-page'));
const CategoriesPage = lazy(() => import('./catalog/categories-page'));
const ContentPage = lazy(() => import('./catalog/content-page'));
const TransferPaymentPage = lazy(() => import('./checks/transfer-payment-page'));
const SpreadsheetPage = lazy(() => import('./spreadsheet/spreadsheet-page'));
const CouriersPage = lazy(() => import('./couriers/couriers-page'));
const WaybillsPage = lazy(() => import('./delivery/waybills-page'));
const ScanPage = lazy(() => import('./delivery/scan-page'));
const OrderPage = lazy(() => import('./refunds/order-page'));
const RefundsPage = lazy(() => import('./refunds/refunds-page'));
const ReturnsPage = lazy(() => import('./returns/returns-page'));
const VouchersPage = lazy(() => import('./vouchers/vouchers-page'));
const WebhooksPage = lazy(() => import('./webhooks/webhooks-page'));
const ReportsPage = lazy(() => import('./reports/reports-page'));

function Loading() {
  return (
    <div className="admin-main" aria-busy="true">
      <Skeleton height={28} width="60%" />
      <Skeleton height={220} radius={14} />
    </div>
  );
}

function AdminGate() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { data, error, loading, refetch } = useQuery(AdminMeQuery, { fetchPolicy: 'network-only' });

  if (loading && !data) return <Loading />;
  if (error && !data) {
    return (
      <main className="admin-main">
        <EmptyState title={intl.formatMessage(m.loadFailed)} text={adminErrorText(error, intl)}>
          <Button onClick={() => void refetch()}>{intl.formatMessage(m.retry)}</Button>
        </EmptyState>
      </main>
    );
  }
  const permissions = data?.me.permissions ?? [];
  if (permissions.length === 0) {
    return (
      <main className="admin-main">
        <EmptyState level={1} icon={<ShieldAlert size={40} />} title={intl.formatMessage(m.notAdminTitle)} text={intl.formatMessage(m.notAdminText)}>
          <Link to="/" className="ui-button ui-button--primary ui-button--md">
            {intl.formatMessage(m.goHome)}
          </Link>
        </EmptyState>
      </main>
    );
  }
  if (!mayOpen(pathname, permissions)) {
    return (
      <main className="admin-main">
        <EmptyState level={1} icon={<ShieldAlert size={40} />} title={intl.formatMessage(m.notForRoleTitle)} text={intl.formatMessage(m.notForRoleText)}>
          <Link to="/admin" className="ui-button ui-button--primary ui-button--md">
            {intl.formatMessage(m.toDashboard)}
          </Link>
        </EmptyState>
      </main>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="orders" element={<PaymentsPage />} />
        <Route path="orders/:id" element={<OrderPage />} />
        <Route path="refunds" element={<RefundsPage />} />
        <Route path="returns" element={<ReturnsPage />} />
        <Route path="tickets" element={<TicketPaymentsPage />} />
        <Route path="shipping" element={<ShippingPage />} />
        <Route path="couriers" element={<CouriersPage />} />
        <Route path="waybills" element={<WaybillsPage />} />
        <Route path="scan" element={<ScanPage />} />
        <Route path="recoveries" element={<RecoveriesPage />} />
        <Route path="payments/:id" element={<TransferPaymentPage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="catalog-spreadsheet" element={<SpreadsheetPage />} />
        <Route path="ticket-products" element={<TicketProductsPage />} />
        <Route path="ticket-products/:id/draws" element={<DrawsPage />} />
        <Route path="gifts" element={<GiftsPage />} />
        <Route path="vouchers" element={<VouchersPage />} />
        <Route path="content" element={<ContentPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="webhooks" element={<WebhooksPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="users/:id" element={<UserPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="reports" element={<ReportsPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </Suspense>
  );
}

export default function AdminApp() {
  const { isSignedIn } = useAuth();
  if (!isSignedIn) return <Navigate to="/signin" replace />;
  return (
    <div className="admin-app">
      <AdminHeader />
      <AdminGate />
    </div>
  );
}
