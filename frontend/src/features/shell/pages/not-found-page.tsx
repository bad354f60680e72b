// Any unknown path (doc 000 §2): 'Page Not Found', a description and a way back home.
import { MapPinOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { EmptyState } from '@/components/ui/empty-state';
import { shellPanelMessages as m } from '../panel-messages';

export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <Page>
      <EmptyState icon={<MapPinOff size={44} />} title={intl.formatMessage(m.notFoundTitle)} text={intl.formatMessage(m.notFoundText)} level={1}>
        <Link to="/" className="ui-button ui-button--primary">
          {intl.formatMessage(m.backHome)}
        </Link>
      </EmptyState>
    </Page>
  );
}
