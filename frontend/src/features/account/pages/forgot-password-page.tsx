// /forgot-password: the reset the spec's dictionaries carry ('forget password' on /signin). Step 1
// sends a 6-digit code by SMS to the phone typed (the server answers the same whether or not the
// number has an account); step 2 takes the code and a new password, with a resend countdown from
// the server's answer. Success says so and goes to /signin: the server has signed the account out
// everywhere. Every failure (wrong or expired code, too many tries, offline) shows the server's
// message, in the shopper's language, in an error dialog; the form keeps what was typed.
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Page } from '@/components/ui/page';
import { useServerErrorDialog } from '@/components/ui/use-server-error-dialog';
import { ForgotPhoneForm, ResetWithCodeForm } from '../components/forgot-password-forms';
import { PageHeader } from '../components/page-header';
import type { ForgotPhoneValues, ResetWithCodeValues } from '../form-rules';
import { forgotPasswordMessages as m, signInMessages } from '../messages';
import { RequestPasswordResetMutation, ResetPasswordWithCodeMutation } from '../queries';
import '../account.css';

interface CodeSent {
  phone: string;
  resendAt: number;
}

export default function ForgotPasswordPage() {
  const intl = useIntl();
  const [requestCode] = useMutation(RequestPasswordResetMutation);
  const [resetPassword] = useMutation(ResetPasswordWithCodeMutation);
  const { attempt, errorDialog } = useServerErrorDialog();
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [phone, setPhone] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const sendCode = attempt(async (target: string) => {
    const { data } = await requestCode({ variables: { phone: target } });
    if (!data) return false;
    setPhone(target);
    setSent({ phone: target, resendAt: Date.now() + data.requestPasswordReset.resendAfterSeconds * 1000 });
  });

  const reset = attempt(async (values: ResetWithCodeValues) => {
    if (!sent) return false;
    const { data } = await resetPassword({ variables: { input: { phone: sent.phone, ...values, code: values.code.trim() } } });
    if (!data) return false;
    setDone(data.resetPassword);
  });

  return (
    <Page className="acc-page">
      <PageHeader
        title={intl.formatMessage(m.title)}
        intro={sent ? intl.formatMessage(m.codeSentTo, { phone: sent.phone }) : intl.formatMessage(m.intro)}
        backTo="/signin"
      />
      <div className="acc-card">
        {sent ? (
          <ResetWithCodeForm key={sent.phone} resendAt={sent.resendAt} onResend={() => sendCode(sent.phone)} onSubmit={reset} />
        ) : (
          <ForgotPhoneForm phone={phone} onSubmit={(values: ForgotPhoneValues) => sendCode(values.phone.trim())} />
        )}
      </div>
      <p className="acc-switch">
        {sent ? (
          <button type="button" className="acc-link" onClick={() => setSent(null)}>
            {intl.formatMessage(m.otherPhone)}
          </button>
        ) : (
          <Link to="/signin" className="acc-link">
            {intl.formatMessage(signInMessages.title)}
          </Link>
        )}
      </p>
      <AlertDialog open={done !== null} type="success" text={done} okLabel={intl.formatMessage(m.toSignIn)} okTo="/signin" onClose={() => setDone(null)} />
      {errorDialog}
    </Page>
  );
}
