// /reset-password (spec section 2): the change-password form. The server signs out every other
// session and answers a fresh token, which replaces ours (the old one is revoked). A failure
// shows the server's message in an error dialog.
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { CircleCheck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Page } from '@/components/ui/page';
import { useServerErrorDialog } from '@/components/ui/use-server-error-dialog';
import { useAuth } from '@/lib/auth';
import { ChangePasswordForm } from '../components/change-password-form';
import { PageHeader } from '../components/page-header';
import type { ChangePasswordValues } from '../form-rules';
import { resetPasswordMessages as m } from '../messages';
import { UpdatePasswordMutation } from '../queries';
import '../account.css';

export default function ResetPasswordPage() {
  const intl = useIntl();
  const { signIn } = useAuth();
  const [updatePassword] = useMutation(UpdatePasswordMutation);
  const { attempt, errorDialog } = useServerErrorDialog();
  const [done, setDone] = useState(false);

  const submit = attempt(async (values: ChangePasswordValues) => {
    const { data } = await updatePassword({ variables: { input: values } });
    if (!data) return false;
    signIn(data.updatePassword.token);
    setDone(true);
  });

  return (
    <Page className="acc-page">
      <PageHeader title={intl.formatMessage(m.title)} backTo="/account-detail" />
      {/* Always in the page so screen readers announce the text when it appears. */}
      <div role="status" className={done ? 'acc-card acc-success' : undefined}>
        {done && (
          <>
            <CircleCheck size={22} aria-hidden />
            <p>
              {intl.formatMessage(m.success)}
              <br />
              <span className="acc-muted">{intl.formatMessage(m.otherDevices)}</span>
            </p>
          </>
        )}
      </div>
      <div className="acc-card">
        <ChangePasswordForm
          onSubmit={(values) => {
            setDone(false);
            return submit(values);
          }}
        />
      </div>
      {errorDialog}
    </Page>
  );
}
