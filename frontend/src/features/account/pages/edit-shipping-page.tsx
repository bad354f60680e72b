// /edit-shipping-info (spec section 2): region, township, street address and postal code; saves
// and returns to /account-detail. A failure shows the server's message in an error dialog.
import { useMutation, useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { useServerErrorDialog } from '@/components/ui/use-server-error-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { ShippingForm } from '../components/address-form';
import { PageHeader } from '../components/page-header';
import { ProfileLoadError } from '../components/profile-summary';
import { toAddressInput, type AddressValues } from '../form-rules';
import { editShippingMessages } from '../messages';
import { usePlacePolicy } from '../place-policy';
import { MeQuery, UpdateShippingMutation } from '../queries';
import '../account.css';

export default function EditShippingPage() {
  usePlacePolicy();
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, error: loadError, refetch } = useQuery(MeQuery);
  const [update] = useMutation(UpdateShippingMutation);
  const { attempt, errorDialog } = useServerErrorDialog();
  const me = data?.me;

  const submit = attempt(async (values: AddressValues) => {
    await update({ variables: { input: toAddressInput(values) } });
    navigate('/account-detail');
  });

  return (
    <Page className="acc-page">
      <PageHeader title={intl.formatMessage(editShippingMessages.title)} backTo="/account-detail" />
      {loadError && !me ? (
        <ProfileLoadError onRetry={() => void refetch()} />
      ) : (
        <div className="acc-card">
          {me ? (
            <ShippingForm
              defaultValues={{
                regionId: me.region ? String(me.region.id) : '',
                townshipId: me.township ? String(me.township.id) : '',
                address: me.address ?? '',
                postalCode: me.postalCode ?? '',
              }}
              submitLabel={intl.formatMessage(editShippingMessages.submit)}
              onSubmit={submit}
            />
          ) : (
            <div className="acc-form" aria-hidden>
              <Skeleton height={48} />
              <Skeleton height={48} />
              <Skeleton height={48} />
            </div>
          )}
        </div>
      )}
      {errorDialog}
    </Page>
  );
}
