// /reset-password (spec section 2): the change-password form. The server signs out every other
// session and answers a fresh token, which replaces ours (the old one is revoked). A failure
// shows the server's message in an error dialog.
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { CircleCheck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Page } from '@/components/ui/page';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { useAuth } from '@/lib/auth';
import { ChangePasswordForm } from '../components/change-password-form';
import { PageHeader } from '../components/page-header';
import type { ChangePasswordValues } from '../form-rules';
import { resetPasswordMessages as m } from '../messages';
import { UpdatePasswordMutation } from '../queries';
import { serverErrorText } from '@/lib/server-error';
import '../account.css';

export default function ResetPasswordPage() {
  const intl = useIntl();
  const { signIn } = useAuth();
  const [updatePassword] = useMutation(UpdatePasswordMutation);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(values: ChangePasswordValues) {
    try {
      const { data } = await updatePassword({ variables: { input: values } });
      if (!data) return false;
      signIn(data.updatePassword.token);
      setDone(true);
      return true;
    } catch (e) {
      setError(serverErrorText(e, intl));
      return false;
    }
  }

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
      <AlertDialog open={error !== null} type="error" text={error} onClose={() => setError(null)} />
    </Page>
  );
}
