// Four tabs (doc 000 §2, doc 001 §2): Home (/), Cart with a star (/token), Lucky (/lucky-draw with
// state data=history), Profile (/profile when signed in, else /signin). The active tab is red.
import { House, ShoppingCart, Star, Ticket, UserRound } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { shellMessages as m } from '../messages';
import { activeTab } from './active-tab';

export function BottomNav() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { isSignedIn } = useAuth();
  const active = activeTab(pathname);
  const current = (n: number) => (active === n ? ('page' as const) : undefined);

  return (
    <nav className="bottom-nav" aria-label={intl.formatMessage(m.navLabel)}>
      <Link to="/" className="bottom-nav__tab" aria-current={current(1)} data-tab="1">
        <House size={24} aria-hidden />
        <span>{intl.formatMessage(m.navHome)}</span>
      </Link>
      <Link to="/token" className="bottom-nav__tab" aria-current={current(2)} data-tab="2">
        <span className="bottom-nav__icon" aria-hidden>
          <ShoppingCart size={24} />
          <Star size={12} className="star" fill="currentColor" />
        </span>
        <span>{intl.formatMessage(m.navCart)}</span>
      </Link>
      <Link to="/lucky-draw" state={{ data: 'history' }} className="bottom-nav__tab" aria-current={current(3)} data-tab="3">
        <Ticket size={24} aria-hidden />
        <span>{intl.formatMessage(m.navLucky)}</span>
      </Link>
      <Link to={isSignedIn ? '/profile' : '/signin'} className="bottom-nav__tab" aria-current={current(4)} data-tab="4">
        <UserRound size={24} aria-hidden />
        <span>{intl.formatMessage(m.navProfile)}</span>
      </Link>
    </nav>
  );
}
