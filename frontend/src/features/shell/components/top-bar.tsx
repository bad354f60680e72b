// The fixed top bar on every page (doc 001 §2): menu, logo or site name, token pill (signed in),
// notifications bell (features/notifications, given by the layout), cart with a count badge;
// below, the search box and the language button. The drawer and the language dialog download on
// first use, keeping the home page light.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { Coins, Globe, Menu, ShoppingCart } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { shellMessages as m } from '../messages';
import { CartCountQuery, SiteSettingsQuery, TokenBalanceQuery } from '../queries';
import { SearchBox } from './search-box';

const MenuDrawer = lazy(() => import('./menu-drawer'));
const LanguageDialog = lazy(() => import('./language-dialog'));

/** Short names on the language button, each in its own script. */
const LANGUAGE_CODES = { en: 'EN', mm: 'မြန်မာ', ch: '中文' } as const;
const LANGUAGE_TAGS = { en: 'en', mm: 'my', ch: 'zh-Hans' } as const;

type Panel = 'menu' | 'language' | null;

export interface TopBarProps {
  /** Opens the daily reward dialog (the menu's 'Daily reward'; the shell's layout owns it). */
  onDailyReward?: () => void;
  /** The notifications bell, between the token pill and the cart (a button, no wrapper). */
  bell?: ReactNode;
}

export function TopBar({ onDailyReward, bell }: TopBarProps) {
  const intl = useIntl();
  const { isSignedIn } = useAuth();
  const { locale } = useLocale();
  const settings = useQuery(SiteSettingsQuery).data?.settings;
  const balance = useQuery(TokenBalanceQuery, { skip: !isSignedIn }).data?.me.tokenPoint;
  const [panel, setPanel] = useState<Panel>(null);
  // Once opened, a panel stays mounted (closed) so closing animations and nested dialogs work.
  const [loaded, setLoaded] = useState<Set<Exclude<Panel, null>>>(new Set());
  const open = (which: Exclude<Panel, null>) => {
    setLoaded((prev) => new Set(prev).add(which));
    setPanel(which);
  };
  const close = () => setPanel(null);

  // The badge asks only while signed in; cart changes refetch it by name (ShellCartCount).
  const cartCount = useQuery(CartCountQuery, { skip: !isSignedIn }).data?.cart.count ?? 0;
  const siteName = settings?.siteName ?? 'Lucky Mall';

  return (
    <header className="topbar">
      <div className="topbar__row">
        <button type="button" className="ui-icon-button" onClick={() => open('menu')} aria-label={intl.formatMessage(m.openMenu)}>
          <Menu size={24} aria-hidden />
        </button>
        <Link to="/" className="topbar__brand" aria-label={intl.formatMessage(m.home, { siteName })}>
          {/* Low priority: a 32 px mark must not take a slow network from the page's largest image. */}
          {settings?.siteLogoThumb && <img src={settings.siteLogoThumb} alt="" width={32} height={32} fetchPriority="low" decoding="async" />}
          <span>{siteName}</span>
        </Link>
        {isSignedIn && balance !== undefined && (
          <Link to="/token" className="token-pill" data-testid="token-pill">
            <Coins size={16} aria-hidden />
            {intl.formatMessage(m.tokens, { count: balance })}
          </Link>
        )}
        {bell}
        <Link
          to={isSignedIn ? '/cart-list' : '/signin'}
          className="ui-icon-button"
          aria-label={cartCount > 0 ? intl.formatMessage(m.cartWithCount, { count: cartCount }) : intl.formatMessage(m.cart)}
        >
          <ShoppingCart size={22} aria-hidden />
          {cartCount > 0 && (
            <span className="badge" aria-hidden>
              {cartCount > 99 ? '99+' : cartCount}
            </span>
          )}
        </Link>
      </div>
      <div className="topbar__search-row">
        <SearchBox />
        <button
          type="button"
          className="lang-button"
          onClick={() => open('language')}
          aria-label={intl.formatMessage(m.languageButton, { language: LANGUAGE_CODES[locale] })}
          data-testid="language-button"
        >
          <Globe size={16} aria-hidden />
          <span lang={LANGUAGE_TAGS[locale]}>{LANGUAGE_CODES[locale]}</span>
        </button>
      </div>
      <Suspense fallback={null}>
        {loaded.has('menu') && <MenuDrawer open={panel === 'menu'} onClose={close} siteName={siteName} siteLogo={settings?.siteLogoThumb} onDailyReward={onDailyReward} />}
        {loaded.has('language') && <LanguageDialog open={panel === 'language'} onClose={close} />}
      </Suspense>
    </header>
  );
}
