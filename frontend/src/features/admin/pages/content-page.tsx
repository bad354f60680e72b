// /admin/content: the site's name, logo and contacts; the home banners; the payment methods with
// their accounts; and the shipping rates. One tab each (?tab=site|banners|payments|shipping, so a
// reload or a link keeps the tab); banners and payment methods are lists with inline edit forms
// and Hide / Show, hidden ones included.
import { useCallback, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { CreditCard, GalleryHorizontal } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { catalogMessages as m } from '../catalog-messages';
import '../catalog.css';
import { AdminPaymentMethodsQuery, AdminSiteSettingsQuery, AdminSlidersQuery, SetContentHiddenMutation } from '../catalog-queries';
import { CatalogItem } from '../components/catalog-item';
import { EditableListPage } from '../components/editable-list-page';
import { PaymentMethodForm } from '../components/payment-method-form';
import { ShippingRatesForm, SiteForm } from '../components/site-forms';
import { SliderForm } from '../components/slider-form';
import { Toast } from '../components/toast';
import { adminMessages } from '../messages';
import { adminErrorText } from '../server-error';

const TABS = [
  { key: 'site', label: m.siteTab },
  { key: 'banners', label: m.bannersTab },
  { key: 'payments', label: m.paymentsTab },
  { key: 'shipping', label: m.shippingTab },
] as const satisfies readonly { key: string; label: MessageDescriptor }[];
type Tab = (typeof TABS)[number]['key'];

function Tabs({ current }: { current: Tab }) {
  const intl = useIntl();
  return (
    <nav className="admin-tabs" aria-label={intl.formatMessage(m.contentSections)}>
      {TABS.map((tab) => (
        <Link key={tab.key} to={`?tab=${tab.key}`} replace className={['admin-nav__link', tab.key === current && 'admin-nav__link--active'].filter(Boolean).join(' ')} aria-current={tab.key === current ? 'page' : undefined}>
          {intl.formatMessage(tab.label)}
        </Link>
      ))}
    </nav>
  );
}

/** The site and shipping tabs: one settings form each. */
function SettingsTab({ tab }: { tab: 'site' | 'shipping' }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminSiteSettingsQuery, { fetchPolicy: 'network-only' });
  const [toast, setToast] = useState<string | null>(null);
  const clearToast = useCallback(() => setToast(null), []);
  const saved = async (text: string) => {
    setToast(text);
    await refetch().catch(() => undefined);
  };
  let body;
  if (!data && loading) body = <Skeleton height={320} radius={14} />;
  else if (!data)
    body = (
      <EmptyState title={intl.formatMessage(adminMessages.pageLoadFailed)} text={adminErrorText(error, intl)}>
        <Button onClick={() => void refetch()}>{intl.formatMessage(adminMessages.retry)}</Button>
      </EmptyState>
    );
  // Keyed by what was loaded, so a save's fresh values become the form's starting point.
  else if (tab === 'site') body = <SiteForm key={JSON.stringify(data.settings)} loaded={data} onSaved={saved} />;
  else body = <ShippingRatesForm key={JSON.stringify(data.settings.shipping)} loaded={data} onSaved={saved} />;
  return (
    <main className="admin-main">
      <Tabs current={tab} />
      <div className="admin-main__head">
        <h1 className="admin-main__title">{intl.formatMessage(m.contentTitle)}</h1>
      </div>
      <p className="admin-muted">{intl.formatMessage(m.contentIntro)}</p>
      {body}
      <Toast text={toast} onDone={clearToast} />
    </main>
  );
}

function BannersTab() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminSlidersQuery, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first', notifyOnNetworkStatusChange: true });
  const [setHidden] = useMutation(SetContentHiddenMutation);
  return (
    <EditableListPage
      nav={<Tabs current="banners" />}
      title={intl.formatMessage(m.bannersTab)}
      intro={intl.formatMessage(m.bannersIntro)}
      newLabel={intl.formatMessage(m.newBanner)}
      items={data?.adminSliders}
      loading={loading}
      error={error}
      refetch={refetch}
      failedTitle={intl.formatMessage(adminMessages.pageLoadFailed)}
      empty={{ icon: <GalleryHorizontal size={40} />, title: intl.formatMessage(m.noBanners), text: intl.formatMessage(m.noBannersText) }}
      renderCreate={(onCreated, onCancel) => <SliderForm onDone={onCreated} onCancel={onCancel} />}
      renderItem={(slider, editing) => (
        <CatalogItem
          name={slider.name.en}
          translations={slider.name}
          image={slider.image}
          hidden={slider.hidden}
          facts={[
            { label: intl.formatMessage(m.link), value: slider.url || '—' },
            { label: intl.formatMessage(m.position), value: intl.formatNumber(slider.sort) },
          ]}
          testId={`banner-${slider.id}`}
          onToggleHidden={async () => {
            await setHidden({ variables: { kind: 'SLIDER', id: slider.id, hidden: !slider.hidden } });
            return intl.formatMessage(slider.hidden ? m.itemShown : m.itemHidden, { name: slider.name.en });
          }}
          form={<SliderForm slider={slider} onDone={editing.onSaved} onCancel={editing.onCancel} />}
          {...editing}
        />
      )}
    />
  );
}

function PaymentsTab() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminPaymentMethodsQuery, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first', notifyOnNetworkStatusChange: true });
  const [setHidden] = useMutation(SetContentHiddenMutation);
  return (
    <EditableListPage
      nav={<Tabs current="payments" />}
      title={intl.formatMessage(m.paymentsTab)}
      intro={intl.formatMessage(m.paymentsIntro)}
      newLabel={intl.formatMessage(m.newPaymentMethod)}
      items={data?.adminPaymentMethods}
      loading={loading}
      error={error}
      refetch={refetch}
      failedTitle={intl.formatMessage(adminMessages.pageLoadFailed)}
      empty={{ icon: <CreditCard size={40} />, title: intl.formatMessage(m.noPaymentMethods), text: intl.formatMessage(m.noPaymentMethodsText) }}
      renderCreate={(onCreated, onCancel) => <PaymentMethodForm onDone={onCreated} onCancel={onCancel} />}
      renderItem={(method, editing) => (
        <CatalogItem
          name={method.name}
          image={method.logo}
          hidden={method.hidden}
          facts={[
            { label: intl.formatMessage(m.accounts), value: method.paymentNumbers.map((n) => `${n.accountName} · ${n.accountNumber}`).join('\n') || intl.formatMessage(m.accountsOf, { count: 0 }) },
            { label: intl.formatMessage(m.position), value: intl.formatNumber(method.sort) },
          ]}
          testId={`payment-method-${method.id}`}
          onToggleHidden={async () => {
            await setHidden({ variables: { kind: 'PAYMENT_METHOD', id: method.id, hidden: !method.hidden } });
            return intl.formatMessage(method.hidden ? m.itemShown : m.itemHidden, { name: method.name });
          }}
          form={<PaymentMethodForm method={method} onDone={editing.onSaved} onCancel={editing.onCancel} />}
          {...editing}
        />
      )}
    />
  );
}

export default function ContentPage() {
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.some((t) => t.key === asked) ? (asked as Tab) : 'site';
  if (tab === 'banners') return <BannersTab />;
  if (tab === 'payments') return <PaymentsTab />;
  return <SettingsTab key={tab} tab={tab} />;
}
