// A page from a later issue: shown inside the shell so every menu entry and tab leads somewhere.
import { Hammer } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { EmptyState } from '@/components/ui/empty-state';
import { shellPanelMessages as m } from '../panel-messages';

const FEATURES = {
  customerService: m.featureCustomerService,
  promotion: m.featurePromotion,
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
