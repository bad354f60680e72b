// 'No product found' with Go Back (doc 001 §2, Reviews: "A 'No product found' page with a Go Back
// button also exists"): what the product page shows for a product that does not exist. Go Back
// returns to the previous page, or goes home when the visit started here.
import { PackageX } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { reviewDialogMessages as m } from './messages';

export function ProductNotFound() {
  const intl = useIntl();
  const navigate = useNavigate();
  // The first page of the visit has nowhere to go back to in the app.
  const first = useLocation().key === 'default';
  return (
    <Page>
      <EmptyState icon={<PackageX size={44} />} title={intl.formatMessage(m.noProductFound)} text={intl.formatMessage(m.noProductText)} level={1}>
        <Button onClick={() => (first ? navigate('/') : navigate(-1))}>{intl.formatMessage(m.goBack)}</Button>
      </EmptyState>
    </Page>
  );
}
