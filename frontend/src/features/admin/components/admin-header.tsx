// The admin header: the brand, a way back to the shop, the language, and the navigation. The
// sections come in groups: Dashboard · Queues (payments, tickets, refunds, returns, shipping, couriers, waybills, scan, recoveries, reviews) ·
// Catalogue (products, categories, the catalogue spreadsheet, ticket products, gifts, vouchers) · Content (site content, settings) ·
// People (users, audit log, sales reports). The group row is always there; a group's button opens its links
// under it (a disclosure), so every section is two taps away on a phone. On a wide screen the
// current page's group stays open. The current group is marked on its button and the current page
// on its link (aria-current); leaving the page closes what the admin opened, Escape does too.
// Each section names the permission it needs: a staff role sees only its own (issue 41).
import { useId, useState, type KeyboardEvent } from 'react';
import { FileText, Inbox, LayoutDashboard, Package, Store, Users, type LucideIcon } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { Permission } from '@/gql/graphql';
import { LOCALES, useLocale, type AppLocale } from '@/lib/i18n';
import { consoleMessages as cm } from '../console/messages';
import { courierMessages as com } from '../couriers/messages';
import { deliveryMessages as dm } from '../delivery/messages';
import { refundMessages as rm } from '../refunds/messages';
import { reportMessages as rpm } from '../reports/messages';
import { returnMessages as rtm } from '../returns/messages';
import { adminMessages as m } from '../messages';
import { usePermissions } from '../use-permissions';
import { spreadsheetMessages as sm } from '../spreadsheet/messages';
import { useWideScreen } from '../use-wide';
import { voucherMessages as vm } from '../vouchers/messages';
import { webhookMessages as wm } from '../webhooks/messages';

const LANGUAGE_NAMES: Record<AppLocale, string> = { en: 'English', mm: 'မြန်မာ', ch: '简体中文' };

interface Section {
  to: string;
  label: MessageDescriptor;
  /** What the section needs (kernel::permissions); the console shows a role only its own. */
  need: Permission;
}

interface Group {
  key: string;
  label: MessageDescriptor;
  icon: LucideIcon;
  sections: Section[];
}

export const DASHBOARD: Section = { to: '/admin', label: cm.navDashboard, need: 'DASHBOARD' };

/** The groups in the order admins work them; a section's pages below it (/admin/users/7) are its own. */
export const GROUPS: Group[] = [
  {
    key: 'queues',
    label: cm.navQueues,
    icon: Inbox,
    sections: [
      { to: '/admin/orders', label: m.payments, need: 'PAYMENTS' },
      { to: '/admin/tickets', label: m.ticketPayments, need: 'PAYMENTS' },
      { to: '/admin/refunds', label: rm.nav, need: 'PAYMENTS' },
      { to: '/admin/returns', label: rtm.nav, need: 'PAYMENTS' },
      { to: '/admin/shipping', label: m.shipping, need: 'SHIPPING' },
      { to: '/admin/couriers', label: com.nav, need: 'SHIPPING' },
      { to: '/admin/waybills', label: dm.waybillsNav, need: 'SHIPPING' },
      { to: '/admin/scan', label: dm.scanNav, need: 'SHIPPING' },
      { to: '/admin/recoveries', label: m.recoveries, need: 'PAYMENTS' },
      { to: '/admin/reviews', label: m.reviews, need: 'REVIEWS' },
    ],
  },
  {
    key: 'catalogue',
    label: cm.navCatalogue,
    icon: Package,
    sections: [
      { to: '/admin/products', label: cm.navProducts, need: 'CATALOG' },
      { to: '/admin/categories', label: cm.navCategories, need: 'CATALOG' },
      { to: '/admin/catalog-spreadsheet', label: sm.title, need: 'CATALOG' },
      { to: '/admin/ticket-products', label: m.ticketProducts, need: 'CATALOG' },
      { to: '/admin/gifts', label: m.gifts, need: 'CATALOG' },
      { to: '/admin/vouchers', label: vm.nav, need: 'CATALOG' },
    ],
  },
  {
    key: 'content',
    label: cm.navContent,
    icon: FileText,
    sections: [
      { to: '/admin/content', label: cm.navSiteContent, need: 'CATALOG' },
      { to: '/admin/settings', label: m.settings, need: 'SETTINGS' },
      { to: '/admin/webhooks', label: wm.nav, need: 'WEBHOOKS' },
    ],
  },
  {
    key: 'people',
    label: cm.navPeople,
    icon: Users,
    sections: [
      { to: '/admin/users', label: cm.navUsers, need: 'PEOPLE_READ' },
      { to: '/admin/audit', label: cm.navAudit, need: 'AUDIT' },
      { to: '/admin/reports', label: rpm.nav, need: 'REPORTS' },
    ],
  },
];

/**
 * The section and group of a path: '/admin' is the dashboard, '/admin/users/7' is in Users (not
 * Users' own page: `exact` is false).
 */
export function whereIs(pathname: string): { section: string | null; group: string | null; exact: boolean } {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === DASHBOARD.to) return { section: DASHBOARD.to, group: null, exact: true };
  for (const group of GROUPS) {
    for (const section of group.sections) {
      if (path === section.to || path.startsWith(`${section.to}/`)) return { section: section.to, group: group.key, exact: path === section.to };
    }
  }
  return { section: null, group: null, exact: false };
}

/**
 * What a console path needs: its section's permission; a transfer payment page (/admin/payments/7)
 * is reached from the payment and the shipping queues; a path of no section, nothing.
 */
export function needsOf(pathname: string): Permission[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path.startsWith('/admin/payments/')) return ['PAYMENTS', 'SHIPPING'];
  const { section } = whereIs(pathname);
  if (section === DASHBOARD.to) return [DASHBOARD.need];
  const found = GROUPS.flatMap((g) => g.sections).find((s) => s.to === section);
  return found ? [found.need] : [];
}

/** Whether a role with `permissions` may open `pathname`. */
export function mayOpen(pathname: string, permissions: readonly Permission[]): boolean {
  const needs = needsOf(pathname);
  return needs.length === 0 || needs.some((need) => permissions.includes(need));
}

/** The groups and sections a role with `permissions` may use; groups with none left out. */
export function groupsFor(permissions: readonly Permission[]): Group[] {
  return GROUPS.map((g) => ({ ...g, sections: g.sections.filter((s) => permissions.includes(s.need)) })).filter((g) => g.sections.length > 0);
}

export function AdminHeader() {
  const intl = useIntl();
  // The menu shows only what the role may use (nothing before the gate knows who this is).
  const permissions = usePermissions();
  const groups = groupsFor(permissions);
  const { locale, setLocale } = useLocale();
  const { pathname } = useLocation();
  const wide = useWideScreen();
  const linksId = useId();
  const here = whereIs(pathname);
  // What the admin opened on this page; a new page starts from the default again.
  const [choice, setChoice] = useState<{ path: string; group: string | null } | null>(null);
  const open = choice?.path === pathname ? choice.group : wide ? here.group : null;
  const openGroup = groups.find((g) => g.key === open);

  function toggle(key: string) {
    setChoice({ path: pathname, group: open === key ? null : key });
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !openGroup) return;
    setChoice({ path: pathname, group: null });
    document.getElementById(`${linksId}-${openGroup.key}`)?.focus();
  }

  return (
    <header className="admin-header">
      <div className="admin-header__row">
        <Link to="/admin" className="admin-header__brand">
          {intl.formatMessage(m.brand)}
        </Link>
        <Link to="/" className="admin-header__shop" title={intl.formatMessage(m.backToShop)}>
          <Store size={22} aria-hidden />
          <span className="admin-header__shop-text">{intl.formatMessage(m.backToShop)}</span>
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
      <nav className="admin-nav" aria-label={intl.formatMessage(m.navLabel)} onKeyDown={onKeyDown}>
        <ul className="admin-nav__groups" role="list">
          <li hidden={!permissions.includes(DASHBOARD.need)}>
            <NavLink
              to={DASHBOARD.to}
              end
              className={() => ['admin-nav__group', here.section === DASHBOARD.to && 'admin-nav__group--current'].filter(Boolean).join(' ')}
              aria-current={here.section === DASHBOARD.to ? 'page' : undefined}
            >
              <LayoutDashboard size={20} aria-hidden />
              <span>{intl.formatMessage(DASHBOARD.label)}</span>
            </NavLink>
          </li>
          {groups.map((group) => {
            const Icon = group.icon;
            return (
              <li key={group.key}>
                <button
                  type="button"
                  id={`${linksId}-${group.key}`}
                  className={[
                    'admin-nav__group',
                    here.group === group.key && 'admin-nav__group--current',
                    open === group.key && 'admin-nav__group--open',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  aria-expanded={open === group.key}
                  aria-controls={linksId}
                  aria-current={here.group === group.key ? 'true' : undefined}
                  onClick={() => toggle(group.key)}
                >
                  <Icon size={20} aria-hidden />
                  <span>{intl.formatMessage(group.label)}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <div id={linksId} className="admin-nav__links" hidden={!openGroup}>
          {openGroup && (
            <ul role="list" aria-labelledby={`${linksId}-${openGroup.key}`}>
              {openGroup.sections.map((section) => (
                <li key={section.to}>
                  <Link
                    to={section.to}
                    className={['admin-nav__link', here.section === section.to && 'admin-nav__link--active'].filter(Boolean).join(' ')}
                    aria-current={here.section === section.to ? (here.exact ? 'page' : 'true') : undefined}
                  >
                    {intl.formatMessage(section.label)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </nav>
    </header>
  );
}
