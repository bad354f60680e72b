// Small pieces shared by the commerce screens: heading, order tabs, badges, thumbnails, info rows.
import type { ReactNode } from 'react';
import { ChevronLeft, ImageOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { itemTypeLabel, shippingStatusView } from '../logic';
import { commerceMessages as m } from '../messages';

export function CommerceHeader({ title, backTo, action }: { title: ReactNode; backTo?: string; action?: ReactNode }) {
  const intl = useIntl();
  return (
    <header className="cm-header">
      {backTo && (
        <Link to={backTo} className="cm-icon-link" aria-label={intl.formatMessage(m.back)}>
          <ChevronLeft size={24} aria-hidden />
        </Link>
      )}
      <h1 className="cm-header__title">{title}</h1>
      {action}
    </header>
  );
}

/** To Ship / Shipping / Received tabs of the order pages. */
export function OrderTabs() {
  const intl = useIntl();
  const tabs = [
    { to: '/my-orders-to-ship', label: m.tabToShip },
    { to: '/my-orders-shipping', label: m.tabShipping },
    { to: '/my-orders-received', label: m.tabReceived },
  ];
  return (
    <nav className="cm-tabs" aria-label={intl.formatMessage(m.tabs)}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="cm-tab" end>
          {intl.formatMessage(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}

export function ShippingStatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  const view = shippingStatusView(status);
  return (
    <span className={`cm-status cm-status--${view.tone}`} data-testid="shipping-status">
      {view.label ? intl.formatMessage(view.label) : view.raw}
    </span>
  );
}

export function TypeBadge({ type }: { type: string }) {
  const intl = useIntl();
  const label = itemTypeLabel(type);
  return (
    <span className={`cm-type cm-type--${type}`} data-testid="type-badge">
      {label ? intl.formatMessage(label) : type}
    </span>
  );
}

export function Thumb({ src, size = 64 }: { src?: string | null; size?: number }) {
  return src ? (
    <img className="cm-thumb" src={src} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="cm-thumb cm-thumb--empty" style={{ width: size, height: size }} aria-hidden>
      <ImageOff size={size / 3} />
    </span>
  );
}

/** A label and its value, as a row of a definition list. */
export function InfoRow({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="cm-info-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className="list-end" role="alert">
      <p>{intl.formatMessage(m.loadFailed)}</p>
      <Button variant="outline" size="sm" onClick={onRetry} style={{ marginTop: 8 }}>
        {intl.formatMessage(m.retry)}
      </Button>
    </div>
  );
}

/** A date and time in the chosen language ('' when missing). */
export function useFormatDate() {
  const intl = useIntl();
  return (value: unknown) => {
    if (typeof value !== 'string' && typeof value !== 'number') return '';
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return String(value);
    return intl.formatDate(date, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  };
}
