// "Continue with Facebook" on /signin and /signup: an "or" divider, then a plain link (Facebook
// blue, full width, the "f" logo) to the address the server answers for `facebookSignInUrl`. The
// server's callback comes back to /auth/facebook?code=. Nothing shows while the small query is
// on its way or when Facebook sign-in is not set up (null), so the page never jumps for it.
import { useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { facebookMessages as m } from '../facebook-messages';
import { FacebookSignInUrlQuery } from '../queries';

export interface FacebookButtonProps {
  /** The inviter's code (/signup?ref=), passed on so a new account made with Facebook keeps it. */
  referralCode?: string | null;
}

export function FacebookButton({ referralCode }: FacebookButtonProps) {
  const intl = useIntl();
  const { data } = useQuery(FacebookSignInUrlQuery, { variables: { referralCode: referralCode || null } });
  const url = data?.facebookSignInUrl;
  if (!url) return null;
  return (
    <div className="acc-facebook">
      <p className="acc-divider">
        <span>{intl.formatMessage(m.or)}</span>
      </p>
      <a className="acc-facebook__button" href={url}>
        <FacebookLogo />
        <span>{intl.formatMessage(m.continue)}</span>
      </a>
    </div>
  );
}

/** Facebook's "f" logo (white on the blue circle's cut-out), as Facebook's brand assets draw it. */
export function FacebookLogo({ size = 22 }: { size?: number }) {
  return (
    <svg className="acc-facebook__logo" width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="M24 12.073C24 5.405 18.627 0 12 0S0 5.405 0 12.073C0 18.1 4.388 23.094 10.125 24v-8.437H7.078v-3.49h3.047V9.413c0-3.026 1.792-4.697 4.533-4.697 1.312 0 2.686.236 2.686.236v2.971H15.83c-1.491 0-1.956.93-1.956 1.886v2.264h3.328l-.532 3.49h-2.796V24C19.612 23.094 24 18.1 24 12.073Z"
      />
    </svg>
  );
}
