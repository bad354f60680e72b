// The Facebook callback's outcome in the address: `?facebook_error=<code>` (on /signin and
// /account-detail) says what went wrong in the shopper's language, in an alert region so a screen
// reader reads it out; unknown codes get a generic text.
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { facebookErrorMessage } from '../facebook-messages';

export function FacebookErrorNotice() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const code = params.get('facebook_error');
  if (code === null) return null;
  return (
    <p className="acc-notice acc-notice--error" role="alert" data-testid="facebook-error">
      {intl.formatMessage(facebookErrorMessage(code))}
    </p>
  );
}
