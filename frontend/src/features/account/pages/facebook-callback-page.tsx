// /auth/facebook?code=<one-time code>: where the server's Facebook callback sends the browser
// after a sign-in or sign-up with Facebook. The code is exchanged for a session
// (exchangeSignInCode), kept exactly as a phone sign-in keeps it (lib/auth.ts), and the shopper
// goes to / with this entry replaced, so the code is not left in the history. A used or expired
// code shows the server's message (in the shopper's language) and a link back to /signin.
import { useEffect, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { serverErrorText } from '@/lib/server-error';
import { facebookErrorMessages, facebookMessages as m } from '../facebook-messages';
import { ExchangeSignInCodeMutation } from '../queries';
import '../account.css';

/**
 * One exchange per code, however often the page mounts (React's strict mode mounts it twice in
 * development, and a code works only once).
 */
const exchanges = new Map<string, Promise<string>>();

export default function FacebookCallbackPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { signIn } = useAuth();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [exchange] = useMutation(ExchangeSignInCodeMutation);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!code) {
      setError(intl.formatMessage(facebookErrorMessages.generic));
      return;
    }
    let live = true;
    let pending = exchanges.get(code);
    if (!pending) {
      pending = exchange({ variables: { code } }).then(({ data }) => {
        if (!data) throw new Error('no session');
        return data.exchangeSignInCode.token;
      });
      exchanges.set(code, pending);
    }
    pending.then(
      async (token) => {
        if (!live) return;
        // Nothing of a previous visitor's answers may leak into this account's screens.
        await client.clearStore();
        signIn(token);
        navigate('/', { replace: true });
      },
      (e: unknown) => {
        if (live) setError(serverErrorText(e, intl));
      },
    );
    return () => {
      live = false;
    };
    // Once per code: the intl object and the callbacks do not start another exchange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  return (
    <Page className="acc-page">
      {error === null ? (
        <div className="acc-callback">
          <Spinner size={28} />
          <p>{intl.formatMessage(m.signingIn)}</p>
        </div>
      ) : (
        <div className="acc-card acc-callback">
          <h1 className="acc-header__title">{intl.formatMessage(m.failedTitle)}</h1>
          <p className="acc-notice acc-notice--error" role="alert">
            {error}
          </p>
          <Link to="/signin" replace className="acc-link">
            {intl.formatMessage(m.backToSignIn)}
          </Link>
        </div>
      )}
    </Page>
  );
}
