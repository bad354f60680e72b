// /admin/content: the site's name, logo and contacts; the home banners; the payment methods with
// their accounts; the shipping rates; the promotion page; and the user guide's slides. One tab
// each (?tab=site|banners|payments|shipping|promotion|guide, so a reload or a link keeps the tab);
// banners, payment methods and slides are lists with inline edit forms and Hide / Show, hidden
// ones included.
import { useCallback, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { BookOpen, CreditCard, GalleryHorizontal } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { catalogMessages as m } from './messages';
import './catalog.css';
import {
  AdminOnboardingSlidesQuery,
  AdminPaymentMethodsQuery,
  AdminPromotionQuery,
  AdminSiteSettingsQuery,
  AdminSlidersQuery,
  SetContentHiddenMutation,
} from './queries';
import { CatalogItem } from './catalog-item';
import { EditableListPage } from '../components/editable-list-page';
import { OnboardingForm, PromotionForm } from './guide-forms';
import { PaymentMethodForm } from './payment-method-form';
import { ShippingRatesForm, SiteForm } from './site-forms';
import { SliderForm } from './slider-form';
import { Toast } from '../components/toast';
import { adminMessages } from '../messages';
import { adminErrorText } from '../server-error';

const TABS = [
  { key: 'site', label: m.siteTab },
  { key: 'banners', label: m.bannersTab },
  { key: 'payments', label: m.paymentsTab },
  { key: 'shipping', label: m.shippingTab },
  { key: 'promotion', label: m.promotionTab },
  { key: 'guide', label: m.guideTab },
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

/** A tab holding one form: the tabs, the heading and intro, the form (once loaded), a toast. */
function FormTab({ tab, intro, loading, error, refetch, children }: { tab: Tab; intro: string; loading: boolean; error: unknown; refetch: () => Promise<unknown>; children: ReactNode | null }) {
  const intl = useIntl();
  let body = children;
  if (!body && loading) body = <Skeleton height={320} radius={14} />;
  else if (!body)
    body = (
      <EmptyState title={intl.formatMessage(adminMessages.pageLoadFailed)} text={adminErrorText(error, intl)}>
        <Button onClick={() => void refetch()}>{intl.formatMessage(adminMessages.retry)}</Button>
      </EmptyState>
    );
  return (
    <main className="admin-main">
      <Tabs current={tab} />
      <div className="admin-main__head">
        <h1 className="admin-main__title">{intl.formatMessage(TABS.find((t) => t.key === tab)!.label)}</h1>
      </div>
      <p className="admin-muted">{intro}</p>
      {body}
    </main>
  );
}

/** The toast of a form tab, and what a save does: say so and read the form's data again. */
function useSaved(refetch: () => Promise<unknown>) {
  const [toast, setToast] = useState<string | null>(null);
  const clear = useCallback(() => setToast(null), []);
  const saved = async (text: string) => {
    setToast(text);
    await refetch().catch(() => undefined);
  };
  return { saved, toast: <Toast text={toast} onDone={clear} /> };
}

/** The site and shipping tabs: one settings form each. */
function SettingsTab({ tab }: { tab: 'site' | 'shipping' }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminSiteSettingsQuery, { fetchPolicy: 'network-only' });
  const { saved, toast } = useSaved(refetch);
  // Keyed by what was loaded, so a save's fresh values become the form's starting point.
  const form = !data ? null : tab === 'site' ? (
    <SiteForm key={JSON.stringify(data.settings)} loaded={data} onSaved={saved} />
  ) : (
    <ShippingRatesForm key={JSON.stringify(data.settings.shipping)} loaded={data} onSaved={saved} />
  );
  return (
    <FormTab tab={tab} intro={intl.formatMessage(m.contentIntro)} loading={loading} error={error} refetch={refetch}>
      {form}
      {toast}
    </FormTab>
  );
}

function PromotionTab() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminPromotionQuery, { fetchPolicy: 'network-only' });
  const { saved, toast } = useSaved(refetch);
  return (
    <FormTab tab="promotion" intro={intl.formatMessage(m.promotionIntro)} loading={loading} error={error} refetch={refetch}>
      {data && <PromotionForm key={JSON.stringify(data.adminPromotion)} loaded={data.adminPromotion} onSaved={saved} />}
      {toast}
    </FormTab>
  );
}

function GuideTab() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminOnboardingSlidesQuery, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first', notifyOnNetworkStatusChange: true });
  const [setHidden] = useMutation(SetContentHiddenMutation);
  return (
    <EditableListPage
      nav={<Tabs current="guide" />}
      title={intl.formatMessage(m.guideTab)}
      intro={intl.formatMessage(m.guideIntro)}
      newLabel={intl.formatMessage(m.newSlide)}
      items={data?.adminOnboardingSlides}
      loading={loading}
      error={error}
      refetch={refetch}
      failedTitle={intl.formatMessage(adminMessages.pageLoadFailed)}
      empty={{ icon: <BookOpen size={40} />, title: intl.formatMessage(m.noSlides), text: intl.formatMessage(m.noSlidesText) }}
      renderCreate={(onCreated, onCancel) => <OnboardingForm onDone={onCreated} onCancel={onCancel} />}
      renderItem={(slide, editing) => (
        <CatalogItem
          name={slide.title.en}
          translations={slide.title}
          image={slide.featureImage}
          hidden={slide.hidden}
          facts={[{ label: intl.formatMessage(m.position), value: intl.formatNumber(slide.sort) }]}
          testId={`slide-${slide.id}`}
          onToggleHidden={async () => {
            await setHidden({ variables: { kind: 'ONBOARDING_SLIDE', id: slide.id, hidden: !slide.hidden } });
            return intl.formatMessage(slide.hidden ? m.itemShown : m.itemHidden, { name: slide.title.en });
          }}
          form={<OnboardingForm slide={slide} onDone={editing.onSaved} onCancel={editing.onCancel} />}
          {...editing}
        />
      )}
    />
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
  if (tab === 'promotion') return <PromotionTab />;
  if (tab === 'guide') return <GuideTab />;
  return <SettingsTab key={tab} tab={tab} />;
}
