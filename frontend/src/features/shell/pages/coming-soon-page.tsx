// A page from a later issue: shown inside the shell so every menu entry and tab leads somewhere.
import { Hammer } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { EmptyState } from '@/components/ui/empty-state';
import { shellMessages as m } from '../messages';

const FEATURES = {
  token: m.featureToken,
  luckyDraw: m.featureLuckyDraw,
  winners: m.featureWinners,
  customerService: m.featureCustomerService,
  promotion: m.featurePromotion,
  referralGift: m.featureReferralGift,
  cart: m.featureCart,
  checkout: m.featureCheckout,
  orders: m.featureOrders,
  shipping: m.featureShipping,
} satisfies Record<string, MessageDescriptor>;

export type ComingSoonFeature = keyof typeof FEATURES;

export default function ComingSoonPage({ feature }: { feature: ComingSoonFeature }) {
  const intl = useIntl();
  return (
    <Page className="coming-soon">
      <EmptyState
        icon={<Hammer size={44} />}
        title={intl.formatMessage(m.comingSoonTitle)}
        text={intl.formatMessage(m.comingSoonText, { feature: intl.formatMessage(FEATURES[feature]) })}
        level={1}
      >
        <Link to="/" className="ui-button ui-button--outline">
          {intl.formatMessage(m.backHome)}
        </Link>
      </EmptyState>
    </Page>
  );
}
