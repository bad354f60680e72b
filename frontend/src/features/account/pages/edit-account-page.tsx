// /edit-account-detail (spec section 2): name and phone, no rules; an empty value keeps the
// profile's value. A failure shows the server's message in an error dialog; success returns to the
// account detail.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { EditAccountForm } from '../components/edit-account-form';
import { PageHeader } from '../components/page-header';
import { ProfileLoadError } from '../components/profile-summary';
import { editAccountMessages } from '../messages';
import { usePlacePolicy } from '../place-policy';
import { MeQuery, UpdateProfileMutation } from '../queries';
import { serverErrorText } from '@/lib/server-error';
import '../account.css';

export default function EditAccountPage() {
  usePlacePolicy();
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, error: loadError, refetch } = useQuery(MeQuery);
  const [update] = useMutation(UpdateProfileMutation);
  const [error, setError] = useState<string | null>(null);
  const me = data?.me;

  async function submit(values: { name: string; phone: string }) {
    try {
      await update({ variables: { input: values } });
      navigate('/account-detail');
      return true;
    } catch (e) {
      setError(serverErrorText(e, intl));
      return false;
    }
  }

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
      <AlertDialog open={error !== null} type="error" text={error} onClose={() => setError(null)} />
    </Page>
  );
}
