// /signup (spec section 2): name, phone, password, confirmation and a referral code prefilled from
// `?ref=`. Success stores the token and goes to /create-profile. A failure shows the spec's fixed
// 'phone already taken' text whatever the server said (section 8); only a request that never
// reached the server gets the network text instead, since blaming the phone would mislead.
// "Continue with Facebook" follows the form, with the `?ref=` code passed on.
import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { useAuth } from '@/lib/auth';
import { FacebookButton } from '../components/facebook-button';
import { PageHeader } from '../components/page-header';
import { SignUpForm } from '../components/sign-up-form';
import type { SignUpValues } from '../form-rules';
import { signUpMessages } from '../messages';
import { RegisterMutation } from '../queries';
import { isNetworkFailure, serverErrorText } from '@/lib/server-error';
import '../account.css';

export default function SignUpPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const { signIn } = useAuth();
  const [register] = useMutation(RegisterMutation);
  const [error, setError] = useState<string | null>(null);
  const referralCode = params.get('ref')?.trim() ?? '';

  async function submit(values: SignUpValues) {
    try {
      const { data } = await register({
        variables: {
          input: {
            name: values.name,
            phone: values.phone,
            password: values.password,
            passwordConfirmation: values.passwordConfirmation,
            referralCode: values.referralCode || null,
          },
        },
      });
      if (!data) return false;
      await client.clearStore();
      signIn(data.register.token);
      navigate('/create-profile', { replace: true });
      return true;
    } catch (e) {
      setError(isNetworkFailure(e) ? serverErrorText(e, intl) : intl.formatMessage(signUpMessages.phoneTaken));
      return false;
    }
  }

  return (
    <Page className="acc-page">
      <PageHeader title={intl.formatMessage(signUpMessages.title)} intro={intl.formatMessage(signUpMessages.intro)} />
      <div className="acc-card">
        <SignUpForm defaultReferralCode={referralCode} onSubmit={submit} />
        <FacebookButton referralCode={referralCode} />
      </div>
      <p className="acc-switch">
        <span>{intl.formatMessage(signUpMessages.haveAccount)}</span>{' '}
        <Link to="/signin" className="acc-link">
          {intl.formatMessage(signUpMessages.toSignIn)}
        </Link>
      </p>
      <AlertDialog open={error !== null} type="error" text={error} onClose={() => setError(null)} />
    </Page>
  );
}
