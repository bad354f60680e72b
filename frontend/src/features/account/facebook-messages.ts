// The texts of "Continue with Facebook": the button on /signin and /signup, the return page
// /auth/facebook, the errors the server's callback reports (`?facebook_error=`), the Facebook row
// of /account-detail and /add-phone (an account made with Facebook has no phone until it adds one).
// English here; Burmese and Chinese in translations/{mm,ch}.json.
import { defineMessages, type MessageDescriptor } from 'react-intl';

export const facebookMessages = defineMessages({
  continue: {
    id: 'account.facebook.continue',
    defaultMessage: 'Continue with Facebook',
    description: 'Sign-in and sign-up: the button that signs in (or up) with a Facebook account',
  },
  or: {
    id: 'account.facebook.or',
    defaultMessage: 'or',
    description: 'Sign-in and sign-up: the divider between the phone form and the Facebook button',
  },
  signingIn: {
    id: 'account.facebook.signingIn',
    defaultMessage: 'Signing you in with Facebook…',
    description: '/auth/facebook: shown while the one-time code is exchanged for a session',
  },
  failedTitle: {
    id: 'account.facebook.failedTitle',
    defaultMessage: 'Facebook sign-in did not work',
    description: '/auth/facebook: heading when the code could not be exchanged',
  },
  backToSignIn: {
    id: 'account.facebook.backToSignIn',
    defaultMessage: 'Back to sign in',
    description: '/auth/facebook: link back to /signin after a failure',
  },
  // The Facebook row of /account-detail.
  facebook: {
    id: 'account.facebook.row',
    defaultMessage: 'Facebook',
    description: 'Account detail: label of the Facebook row (the brand; write it as shoppers know it)',
  },
  linked: { id: 'account.facebook.linked', defaultMessage: 'Linked', description: 'Account detail: Facebook is linked to this account' },
  notLinked: { id: 'account.facebook.notLinked', defaultMessage: 'Not linked', description: 'Account detail: Facebook is not linked to this account' },
  link: { id: 'account.facebook.link', defaultMessage: 'Link Facebook', description: 'Account detail: button that links a Facebook account' },
  unlink: { id: 'account.facebook.unlink', defaultMessage: 'Unlink', description: 'Account detail: button that unlinks Facebook' },
  unlinkNeedsPhoneAndPassword: {
    id: 'account.facebook.unlinkNeedsPhoneAndPassword',
    defaultMessage: 'Add a phone number and set a password before unlinking Facebook',
    description: 'Account detail: why Unlink is disabled (the account would have no other way to sign in)',
  },
  linkedNote: {
    id: 'account.facebook.linkedNote',
    defaultMessage: 'Facebook is now linked to your account.',
    description: 'Account detail: success note after coming back from linking Facebook',
  },
  unlinkedNote: {
    id: 'account.facebook.unlinkedNote',
    defaultMessage: 'Facebook is no longer linked to your account.',
    description: 'Account detail: success note after Unlink',
  },
  phoneNotAdded: {
    id: 'account.facebook.phoneNotAdded',
    defaultMessage: 'Not added',
    description: 'Account detail: the account has no phone number yet (made with Facebook)',
  },
  addPhone: { id: 'account.facebook.addPhone', defaultMessage: 'Add', description: 'Account detail: link that adds a phone number' },
  addPhoneLabel: {
    id: 'account.facebook.addPhoneLabel',
    defaultMessage: 'Add a phone number',
    description: 'Screen-reader label of the Add link of the phone row',
  },
  // /add-phone
  addPhoneTitle: { id: 'account.addPhone.title', defaultMessage: 'Add your phone number', description: 'Heading of /add-phone' },
  addPhoneIntro: {
    id: 'account.addPhone.intro',
    defaultMessage: 'Orders, shipping and ticket payments need a phone number, so we can call you about them.',
    description: '/add-phone: why a phone number is asked for',
  },
  addPhoneSubmit: { id: 'account.addPhone.submit', defaultMessage: 'Save and continue', description: '/add-phone: submit button' },
});

/** What the callback's `?facebook_error=` codes mean, in the shopper's words. */
export const facebookErrorMessages = defineMessages({
  denied: {
    id: 'account.facebook.error.denied',
    defaultMessage: 'You cancelled on Facebook, so nothing was changed.',
    description: 'The shopper declined on the Facebook dialog',
  },
  state: {
    id: 'account.facebook.error.state',
    defaultMessage: 'This Facebook sign-in link has expired or was already used. Please start again.',
    description: 'The sign-in link was forged, already used or expired',
  },
  provider: {
    id: 'account.facebook.error.provider',
    defaultMessage: 'Facebook did not answer properly. Please try again in a moment.',
    description: 'Facebook answered with an error or not at all',
  },
  profile: {
    id: 'account.facebook.error.profile',
    defaultMessage: 'Facebook did not share your account id. Please try again.',
    description: 'Facebook gave no account id',
  },
  alreadyLinked: {
    id: 'account.facebook.error.alreadyLinked',
    defaultMessage: 'This Facebook account is already linked to another Lucky Mall account.',
    description: 'The Facebook account belongs to another shop account',
  },
  blocked: {
    id: 'account.facebook.error.blocked',
    defaultMessage: 'This account is blocked. Please contact customer service.',
    description: 'The shop account of this Facebook account is blocked',
  },
  generic: {
    id: 'account.facebook.error.generic',
    defaultMessage: 'Facebook sign-in did not work. Please try again.',
    description: 'Any other Facebook error code',
  },
});

const byCode: Record<string, MessageDescriptor> = {
  denied: facebookErrorMessages.denied,
  state: facebookErrorMessages.state,
  provider: facebookErrorMessages.provider,
  profile: facebookErrorMessages.profile,
  already_linked: facebookErrorMessages.alreadyLinked,
  blocked: facebookErrorMessages.blocked,
};

/** The message of a `facebook_error` code (unknown codes get the generic one). */
export function facebookErrorMessage(code: string): MessageDescriptor {
  return Object.hasOwn(byCode, code) ? byCode[code] : facebookErrorMessages.generic;
}
