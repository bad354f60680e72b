// The admin header: the brand, the sections (the queues, reviews among them, then ticket products,
// gifts, settings), a way back to the shop and the language. It wraps onto two rows on a phone
// (brand and language above, the links below, scrolling sideways when they do not fit).
import { Store } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LOCALES, useLocale, type AppLocale } from '@/lib/i18n';
import { adminMessages as m } from '../messages';

const LANGUAGE_NAMES: Record<AppLocale, string> = { en: 'English', mm: 'မြန်မာ', ch: '简体中文' };

/** The sections in the order admins work them; /admin and /admin/orders are both payments. */
const SECTIONS = [
  { to: '/admin', label: m.payments },
  { to: '/admin/tickets', label: m.ticketPayments },
  { to: '/admin/shipping', label: m.shipping },
  { to: '/admin/recoveries', label: m.recoveries },
  { to: '/admin/reviews', label: m.reviews },
  { to: '/admin/ticket-products', label: m.ticketProducts },
  { to: '/admin/gifts', label: m.gifts },
  { to: '/admin/settings', label: m.settings },
];

function sectionOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return SECTIONS.find((s) => s.to !== '/admin' && path === s.to)?.to ?? '/admin';
}

export function AdminHeader() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  const linkClass = (active: boolean) => ['admin-nav__link', active && 'admin-nav__link--active'].filter(Boolean).join(' ');

  return (
    <header className="admin-header">
      <div className="admin-header__row">
        <Link to="/admin" className="admin-header__brand">
          {intl.formatMessage(m.brand)}
        </Link>
        <Link to="/" className="admin-header__shop" aria-label={intl.formatMessage(m.backToShop)} title={intl.formatMessage(m.backToShop)}>
          <Store size={22} aria-hidden />
        </Link>
        <label className="admin-header__lang">
          <span className="admin-visually-hidden">{intl.formatMessage(m.language)}</span>
          <select value={locale} onChange={(e) => setLocale(e.target.value as AppLocale)} aria-label={intl.formatMessage(m.language)}>
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <nav className="admin-nav" aria-label={intl.formatMessage(m.navLabel)}>
        {SECTIONS.map((section) => (
          <NavLink
            key={section.to}
            to={section.to}
            end
            className={() => linkClass(current === section.to)}
            aria-current={current === section.to ? 'page' : undefined}
          >
            {intl.formatMessage(section.label)}
          </NavLink>
        ))}
        <Link to="/" className="admin-nav__link admin-nav__link--shop">
          {intl.formatMessage(m.backToShop)}
        </Link>
      </nav>
    </header>
  );
}
