// /profile (spec section 2): avatar, name and phone; entries to the account detail, orders, user
// guide, reviews, referral gifts and customer service; and a language picker.
import { useQuery } from '@apollo/client';
import { ChevronRight, CircleUserRound, Gift, Headset, type LucideIcon, MessageSquareText, Package, BookOpen } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { LanguagePicker } from '../components/language-picker';
import { PageHeader } from '../components/page-header';
import { ProfileLoadError, ProfileSummary } from '../components/profile-summary';
import { profileMessages as m } from '../messages';
import { usePlacePolicy } from '../place-policy';
import { MeQuery } from '../queries';
import '../account.css';

const ENTRIES: { to: string; label: MessageDescriptor; icon: LucideIcon }[] = [
  { to: '/account-detail', label: m.accountDetail, icon: CircleUserRound },
  { to: '/my-orders-to-ship', label: m.myOrders, icon: Package },
  { to: '/onboarding', label: m.userGuide, icon: BookOpen },
  { to: '/my-reviews', label: m.myReviews, icon: MessageSquareText },
  { to: '/referral-gift', label: m.referralGift, icon: Gift },
  { to: '/customer-service', label: m.customerService, icon: Headset },
];

export default function ProfilePage() {
  usePlacePolicy();
  const intl = useIntl();
  const { data, error, refetch } = useQuery(MeQuery, { fetchPolicy: 'cache-and-network' });

  return (
    <Page className="acc-page">
      <PageHeader title={intl.formatMessage(m.title)} />
      {error && !data ? (
        <ProfileLoadError onRetry={() => void refetch()} />
      ) : (
        <div className="acc-card">
          <ProfileSummary profile={data?.me} />
        </div>
      )}
      <nav className="acc-card acc-menu" aria-label={intl.formatMessage(m.title)}>
        <ul role="list">
          {ENTRIES.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="acc-menu__item">
                <Icon size={22} aria-hidden className="acc-menu__icon" />
                <span className="acc-menu__label">{intl.formatMessage(label)}</span>
                <ChevronRight size={20} aria-hidden className="acc-menu__chevron" />
              </Link>
            </li>
          ))}
          <li>
            <LanguagePicker variant="row" />
          </li>
        </ul>
      </nav>
    </Page>
  );
}
