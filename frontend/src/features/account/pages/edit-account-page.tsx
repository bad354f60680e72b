// /edit-account-detail (spec section 2): name and phone, no rules; an empty value keeps the
// profile's value. A failure shows the server's message in an error dialog; success returns to the
// account detail.
import { useMutation, useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { useServerErrorDialog } from '@/components/ui/use-server-error-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { EditAccountForm } from '../components/edit-account-form';
import { PageHeader } from '../components/page-header';
import { ProfileLoadError } from '../components/profile-summary';
import { editAccountMessages } from '../messages';
import { usePlacePolicy } from '../place-policy';
import { MeQuery, UpdateProfileMutation } from '../queries';
import '../account.css';

export default function EditAccountPage() {
  usePlacePolicy();
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, error: loadError, refetch } = useQuery(MeQuery);
  const [update] = useMutation(UpdateProfileMutation);
  const { attempt, errorDialog } = useServerErrorDialog();
  const me = data?.me;

  const submit = attempt(async (values: { name: string; phone: string }) => {
    await update({ variables: { input: values } });
    navigate('/account-detail');
  });

  return (
    <Page className="acc-page">
      <PageHeader title={intl.formatMessage(editAccountMessages.title)} backTo="/account-detail" />
      {loadError && !me ? (
        <ProfileLoadError onRetry={() => void refetch()} />
      ) : (
        <div className="acc-card">
          {me ? (
            <EditAccountForm profile={me} onSubmit={submit} />
          ) : (
            <div className="acc-form" aria-hidden>
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
