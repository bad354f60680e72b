// /signin (spec section 2): phone and password, password visibility, a language button, the
// 'forget password' text and a link to /signup. Success stores the token and goes to /profile; a
// failure shows the server's message (already in the user's language) in an error dialog.
// "Continue with Facebook" follows the form; `?facebook_error=` (the callback's refusal) shows above it.
import { useApolloClient, useMutation } from '@apollo/client';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { useServerErrorDialog } from '@/components/ui/use-server-error-dialog';
import { useAuth } from '@/lib/auth';
import { FacebookButton } from '../components/facebook-button';
import { FacebookErrorNotice } from '../components/facebook-notice';
import { LanguagePicker } from '../components/language-picker';
import { PageHeader } from '../components/page-header';
import { SignInForm } from '../components/sign-in-form';
import type { SignInValues } from '../form-rules';
import { signInMessages } from '../messages';
import { LoginMutation } from '../queries';
import '../account.css';

export default function SignInPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { signIn } = useAuth();
  const [login] = useMutation(LoginMutation);
  const { attempt, errorDialog } = useServerErrorDialog();

  const submit = attempt(async (values: SignInValues) => {
    const { data } = await login({ variables: { input: { phone: values.phone, password: values.password } } });
    if (!data) return false;
    // Nothing of a previous visitor's answers may leak into this account's screens.
    await client.clearStore();
    signIn(data.login.token);
    navigate('/profile', { replace: true });
  });

  return (
    <Page className="acc-page">
      <PageHeader
        title={intl.formatMessage(signInMessages.title)}
        intro={intl.formatMessage(signInMessages.intro)}
        action={<LanguagePicker />}
      />
      <FacebookErrorNotice />
      <div className="acc-card">
        <SignInForm onSubmit={submit} />
        <FacebookButton />
      </div>
      <p className="acc-switch">
        <span>{intl.formatMessage(signInMessages.noAccount)}</span>{' '}
        <Link to="/signup" className="acc-link">
          {intl.formatMessage(signInMessages.toSignUp)}
        </Link>
      </p>
      {errorDialog}
    </Page>
  );
}
