// The left menu (doc 001 §2, top bar): Home, lucky draw winners, shop by categories (expands to
// the category list), app reviews, daily reward (signed in only), customer support, my cart,
// my account, user guide. Entries that need an account lead a visitor to /signin.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import {
  BookOpen,
  CalendarCheck,
  ChevronDown,
  Headset,
  House,
  LayoutGrid,
  MessageSquareText,
  ShoppingCart,
  Trophy,
  UserRound,
} from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Drawer } from '@/components/ui/drawer';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { shellPanelMessages as m } from '../panel-messages';
import { MenuCategoriesQuery } from '../queries';

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  siteName?: string;
  siteLogo?: string | null;
  /** The daily reward item: opens the daily reward dialog (features/rewards, mounted by the layout). */
  onDailyReward?: () => void;
}

export default function MenuDrawer({ open, onClose, siteName, siteLogo, onDailyReward }: MenuDrawerProps) {
  const intl = useIntl();
  const { isSignedIn } = useAuth();
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const categories = useQuery(MenuCategoriesQuery, { skip: !categoriesOpen });
  const orSignIn = (path: string) => (isSignedIn ? path : '/signin');

  const item = (to: string, icon: ReactNode, label: string) => (
    <li>
      <Link to={to} className="menu-item" onClick={onClose}>
        {icon}
        <span className="menu-item__label">{label}</span>
      </Link>
    </li>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={siteName || intl.formatMessage(m.menu)}
      head={siteLogo ? <img src={siteLogo} alt="" width={36} height={36} /> : undefined}
    >
      <nav aria-label={intl.formatMessage(m.menu)}>
        <ul className="menu-list">
          {item('/', <House size={22} aria-hidden />, intl.formatMessage(m.menuHome))}
          {item('/prize-winners', <Trophy size={22} aria-hidden />, intl.formatMessage(m.menuWinners))}
          <li>
            <button
              type="button"
              className="menu-item"
              aria-expanded={categoriesOpen}
              aria-controls="menu-categories"
              onClick={() => setCategoriesOpen((v) => !v)}
            >
              <LayoutGrid size={22} aria-hidden />
              <span className="menu-item__label">{intl.formatMessage(m.menuCategories)}</span>
              <ChevronDown size={20} className="menu-item__chevron" aria-hidden />
            </button>
            {categoriesOpen && (
              <ul id="menu-categories" className="menu-sublist">
                {categories.loading && !categories.data
                  ? [0, 1, 2].map((i) => (
                      <li key={i} style={{ padding: '12px 0' }}>
                        <Skeleton height={14} width="70%" />
                      </li>
                    ))
                  : categories.data?.categories.map((category) => (
                      <li key={category.id}>
                        <Link to={`/category?category_id=${category.id}`} onClick={onClose}>
                          {category.name}
                        </Link>
                      </li>
                    ))}
                {categories.data?.categories.length === 0 && <li className="menu-sublist__empty">{intl.formatMessage(m.menuNoCategories)}</li>}
              </ul>
            )}
          </li>
          {item(orSignIn('/reviews'), <MessageSquareText size={22} aria-hidden />, intl.formatMessage(m.menuReviews))}
          {isSignedIn && (
            <li>
              <button
                type="button"
                className="menu-item"
                onClick={() => {
                  onClose();
                  onDailyReward?.();
                }}
              >
                <CalendarCheck size={22} aria-hidden />
                <span className="menu-item__label">{intl.formatMessage(m.menuDailyReward)}</span>
              </button>
            </li>
          )}
          {item('/customer-service', <Headset size={22} aria-hidden />, intl.formatMessage(m.menuSupport))}
          {item(orSignIn('/cart-list'), <ShoppingCart size={22} aria-hidden />, intl.formatMessage(m.menuCart))}
          {item(orSignIn('/profile'), <UserRound size={22} aria-hidden />, intl.formatMessage(m.menuAccount))}
          {item('/onboarding', <BookOpen size={22} aria-hidden />, intl.formatMessage(m.menuGuide))}
        </ul>
      </nav>
    </Drawer>
  );
}
