// Messages with placeholders are declared with defineMessage<Values> so formatMessage checks the
// values passed to them.
//
// Every text of the account screens (sign-in, sign-up, create profile, onboarding, profile,
// account detail and its edit pages). English defaults here; Burmese and Chinese in
// translations/{mm,ch}.json. Texts quoted by the spec (validation rules, errors, alerts) are kept
// to the letter, lower case included.
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/** Validation messages; form-rules.ts puts their ids into the zod schemas. */
export const ruleMessages = defineMessages({
  phoneRequired: {
    id: 'account.rule.phoneRequired',
    defaultMessage: 'phone number required',
    description: 'Sign-in: the phone field is empty (spec text)',
  },
  passwordSixChars: {
    id: 'account.rule.passwordSixChars',
    defaultMessage: 'password must be six characters',
    description: 'Sign-in and sign-up: the password is empty or shorter than 6 characters (spec text)',
  },
  nameRequired: {
    id: 'account.rule.nameRequired',
    defaultMessage: 'name is required',
    description: 'Sign-up: the name field is empty',
  },
  passwordRequired: {
    id: 'account.rule.passwordRequired',
    defaultMessage: 'password is required',
    description:
      'Sign-up: the password field is empty. The spec also uses this same text when the sign-up phone field is empty.',
  },
  confirmPasswordRequired: {
    id: 'account.rule.confirmPasswordRequired',
    defaultMessage: 'confirm new password',
    description: 'Sign-up: the confirm-password field is empty (spec text)',
  },
  passwordsDoNotMatch: {
    id: 'account.rule.passwordsDoNotMatch',
    defaultMessage: 'passwords do not match',
    description: 'Sign-up: the confirmation differs from the password (spec text)',
  },
  regionRequired: {
    id: 'account.rule.regionRequired',
    defaultMessage: 'Region is required',
    description: 'Create profile: no state/region chosen (spec text)',
  },
  townshipRequired: {
    id: 'account.rule.townshipRequired',
    defaultMessage: 'Township is required',
    description: 'Create profile and shipping info: no township chosen (spec text)',
  },
  addressRequired: {
    id: 'account.rule.addressRequired',
    defaultMessage: 'Address is required',
    description: 'Create profile: the street address is empty (spec text)',
  },
  shippingRegionRequired: {
    id: 'account.rule.shippingRegionRequired',
    defaultMessage: 'State / Region is required',
    description: 'Shipping info: no state/region chosen (spec text)',
  },
  streetAddressRequired: {
    id: 'account.rule.streetAddressRequired',
    defaultMessage: 'Street Address is required',
    description: 'Shipping info: the street address is empty (spec text)',
  },
  changePasswordRequired: {
    id: 'account.rule.changePasswordRequired',
    defaultMessage: 'Password is required',
    description: 'Change password: the current or the new password is empty (spec text)',
  },
  changePasswordMin: {
    id: 'account.rule.changePasswordMin',
    defaultMessage: 'Password must be at least 6 characters long',
    description: 'Change password: the current or the new password is shorter than 6 characters (spec text)',
  },
  newPasswordConfirmationRequired: {
    id: 'account.rule.newPasswordConfirmationRequired',
    defaultMessage: 'New password confirmation is required',
    description: 'Change password: the confirmation is empty (spec text)',
  },
  changePasswordsDoNotMatch: {
    id: 'account.rule.changePasswordsDoNotMatch',
    defaultMessage: 'Passwords do not match',
    description: 'Change password: the confirmation differs from the new password (spec text)',
  },
  codeSixDigits: {
    id: 'account.rule.codeSixDigits',
    defaultMessage: 'Enter the 6-digit code',
    description: 'Forgotten password: the code field does not hold exactly 6 digits',
  },
});

const byId = new Map<string, MessageDescriptor>(Object.values(ruleMessages).map((m) => [m.id as string, m]));

/**
 * The descriptor of a rule message id (as put into a zod issue), for intl.formatMessage. Every
 * schema message is one of ruleMessages (form-rules.test.ts checks each); any other id shows as is.
 */
export function ruleMessage(id: string): MessageDescriptor {
  return byId.get(id) ?? { id };
}

export const fieldMessages = defineMessages({
  name: { id: 'account.field.name', defaultMessage: 'Name', description: 'Label of the name input (sign-up, edit account)' },
  phone: { id: 'account.field.phone', defaultMessage: 'Phone number', description: 'Label of the phone input' },
  phonePlaceholder: {
    id: 'account.field.phonePlaceholder',
    defaultMessage: '09xxxxxxxxx',
    description: 'Placeholder of the phone input: the shape of a Myanmar mobile number; keep the Latin digits',
  },
  password: { id: 'account.field.password', defaultMessage: 'Password', description: 'Label of the password input' },
  passwordConfirmation: {
    id: 'account.field.passwordConfirmation',
    defaultMessage: 'Confirm password',
    description: 'Sign-up: label of the password confirmation input',
  },
  referralCode: {
    id: 'account.field.referralCode',
    defaultMessage: 'Referral code (optional)',
    description: "Sign-up: label of the inviting friend's referral code input",
  },
  region: { id: 'account.field.region', defaultMessage: 'State / Region', description: 'Label of the state/region select' },
  regionPlaceholder: {
    id: 'account.field.regionPlaceholder',
    defaultMessage: 'Choose a state or region',
    description: 'Empty choice of the state/region select',
  },
  township: { id: 'account.field.township', defaultMessage: 'Township', description: 'Label of the township select' },
  townshipPlaceholder: {
    id: 'account.field.townshipPlaceholder',
    defaultMessage: 'Choose a township',
    description: 'Empty choice of the township select',
  },
  address: {
    id: 'account.field.address',
    defaultMessage: 'Street address',
    description: 'Label of the street address input (house number, street, ward)',
  },
  addressPlaceholder: {
    id: 'account.field.addressPlaceholder',
    defaultMessage: 'House no., street, ward',
    description: 'Placeholder of the street address input',
  },
  postalCode: {
    id: 'account.field.postalCode',
    defaultMessage: 'Postal code (optional)',
    description: 'Label of the postal code input',
  },
  oldPassword: {
    id: 'account.field.oldPassword',
    defaultMessage: 'Current password',
    description: 'Change password: label of the current password input',
  },
  newPassword: {
    id: 'account.field.newPassword',
    defaultMessage: 'New password',
    description: 'Change password: label of the new password input',
  },
  newPasswordConfirmation: {
    id: 'account.field.newPasswordConfirmation',
    defaultMessage: 'Confirm new password',
    description: 'Change password: label of the new password confirmation input',
  },
  showPassword: {
    id: 'account.field.showPassword',
    defaultMessage: 'Show password',
    description: 'Screen-reader label of the eye button that reveals the password',
  },
  hidePassword: {
    id: 'account.field.hidePassword',
    defaultMessage: 'Hide password',
    description: 'Screen-reader label of the eye button that hides the password again',
  },
});

export const signInMessages = defineMessages({
  title: { id: 'account.signIn.title', defaultMessage: 'Sign in', description: 'Heading of the sign-in page' },
  intro: {
    id: 'account.signIn.intro',
    defaultMessage: 'Welcome back to Lucky Mall',
    description: 'Line under the sign-in heading; Lucky Mall is the brand name',
  },
  submit: { id: 'account.signIn.submit', defaultMessage: 'Sign in', description: 'Submit button of the sign-in form' },
  forgetPassword: {
    id: 'account.signIn.forgetPassword',
    defaultMessage: 'forget password',
    description: "Sign-in: the 'forget password' link to the reset by SMS code (spec text)",
  },
  noAccount: {
    id: 'account.signIn.noAccount',
    defaultMessage: "Don't have an account?",
    description: 'Sign-in: text before the link to the sign-up page',
  },
  toSignUp: { id: 'account.signIn.toSignUp', defaultMessage: 'Sign up', description: 'Sign-in: link to the sign-up page' },
});

export const signUpMessages = defineMessages({
  title: { id: 'account.signUp.title', defaultMessage: 'Create an account', description: 'Heading of the sign-up page' },
  intro: {
    id: 'account.signUp.intro',
    defaultMessage: 'Join Lucky Mall to shop and win prizes',
    description: 'Line under the sign-up heading; Lucky Mall is the brand name',
  },
  submit: { id: 'account.signUp.submit', defaultMessage: 'Sign up', description: 'Submit button of the sign-up form' },
  haveAccount: {
    id: 'account.signUp.haveAccount',
    defaultMessage: 'Already have an account?',
    description: 'Sign-up: text before the link to the sign-in page',
  },
  toSignIn: { id: 'account.signUp.toSignIn', defaultMessage: 'Sign in', description: 'Sign-up: link to the sign-in page' },
  phoneTaken: {
    id: 'account.signUp.phoneTaken',
    defaultMessage: 'the phone has already been taken',
    description: 'Sign-up failure dialog text; the spec shows this fixed text whatever the server answered',
  },
});

export const languageMessages = {
  ...defineMessages({
    title: { id: 'account.language.title', defaultMessage: 'Language', description: 'Title of the language picker and its menu row' },
    english: { id: 'account.language.english', defaultMessage: 'English', description: 'Name of the English language, under its own name' },
    burmese: { id: 'account.language.burmese', defaultMessage: 'Burmese', description: 'Name of the Burmese (Myanmar) language, under its own name' },
    chinese: {
      id: 'account.language.chinese',
      defaultMessage: 'Chinese',
      description: 'Name of the Simplified Chinese language, under its own name',
    },
  }),
  change: defineMessage<{ language: string }>({
    id: 'account.language.changeName',
    defaultMessage: '{language}, change language',
    description: 'Screen-reader label of the language button; starts with {language}, the current language name it shows (WCAG 2.5.3)',
  }),
};

export const createProfileMessages = defineMessages({
  title: { id: 'account.createProfile.title', defaultMessage: 'Create your profile', description: 'Heading of the create-profile page' },
  intro: {
    id: 'account.createProfile.intro',
    defaultMessage: 'Add a photo and the address we ship your orders to.',
    description: 'Line under the create-profile heading',
  },
  submit: {
    id: 'account.createProfile.submit',
    defaultMessage: 'Save and continue',
    description: 'Submit button of the create-profile form',
  },
  finishCrop: {
    id: 'account.createProfile.finishCrop',
    defaultMessage: 'Save your photo first.',
    description: 'Create profile: hint under the disabled submit button while the photo is being cropped',
  },
});

export const avatarMessages = defineMessages({
  photo: { id: 'account.avatar.photo', defaultMessage: 'Profile photo', description: 'Alt text of the profile photo' },
  choose: { id: 'account.avatar.choose', defaultMessage: 'Choose photo', description: 'Button that opens the file picker for a profile photo' },
  change: { id: 'account.avatar.change', defaultMessage: 'Change photo', description: 'Button that opens the file picker to replace the profile photo' },
  cropHint: {
    id: 'account.avatar.cropHint',
    defaultMessage: 'Drag the photo to fit the circle, then tap Save.',
    description: 'Hint above the photo cropper',
  },
  zoom: { id: 'account.avatar.zoom', defaultMessage: 'Zoom', description: 'Label of the zoom slider of the photo cropper' },
  save: { id: 'account.avatar.save', defaultMessage: 'Save', description: 'Saves the cropped profile photo' },
  cancel: { id: 'account.avatar.cancel', defaultMessage: 'Cancel', description: 'Drops the photo being cropped' },
  cropArea: {
    id: 'account.avatar.cropArea',
    defaultMessage: 'Photo cropper',
    description: 'Screen-reader label of the photo crop area',
  },
  uploading: {
    id: 'account.avatar.uploading',
    defaultMessage: 'Uploading photo',
    description: 'Screen-reader text while the new profile photo uploads',
  },
  uploadFailed: {
    id: 'account.avatar.uploadFailed',
    defaultMessage: 'Failed to upload image',
    description: 'Alert when the profile photo upload fails (spec text)',
  },
});

export const onboardingMessages = defineMessages({
  title: { id: 'account.onboarding.title', defaultMessage: 'User guide', description: 'Accessible name of the onboarding slides' },
  skip: { id: 'account.onboarding.skip', defaultMessage: 'Skip', description: 'Onboarding: leaves the guide for the home page' },
  back: { id: 'account.onboarding.back', defaultMessage: 'Back', description: 'Onboarding: previous slide' },
  next: { id: 'account.onboarding.next', defaultMessage: 'Next', description: 'Onboarding: next slide' },
  start: {
    id: 'account.onboarding.start',
    defaultMessage: 'Start shopping',
    description: "Onboarding: the last slide's button, goes to the home page",
  },
  empty: {
    id: 'account.onboarding.empty',
    defaultMessage: 'The guide is not available right now.',
    description: 'Onboarding: no slides were published',
  },
});

export const onboardingSlideMessage = defineMessage<{ number: number; total: number }>({
  id: 'account.onboarding.slide',
  defaultMessage: 'Slide {number} of {total}',
  description: 'Screen-reader label of a slide and of its dot',
});

export const profileMessages = defineMessages({
  title: { id: 'account.profile.title', defaultMessage: 'My account', description: 'Heading of the profile page' },
  accountDetail: { id: 'account.profile.accountDetail', defaultMessage: 'Account details', description: 'Profile menu: to /account-detail' },
  myOrders: { id: 'account.profile.myOrders', defaultMessage: 'My orders', description: 'Profile menu: to /my-orders-to-ship' },
  userGuide: { id: 'account.profile.userGuide', defaultMessage: 'User guide', description: 'Profile menu: to /onboarding' },
  myReviews: { id: 'account.profile.myReviews', defaultMessage: 'My reviews', description: 'Profile menu: to /my-reviews' },
  referralGift: { id: 'account.profile.referralGift', defaultMessage: 'Referral gifts', description: 'Profile menu: to /referral-gift' },
  customerService: {
    id: 'account.profile.customerService',
    defaultMessage: 'Customer service',
    description: 'Profile menu: to /customer-service',
  },
  loadFailed: {
    id: 'account.profile.loadFailed',
    defaultMessage: 'Your profile could not be loaded.',
    description: 'Shown when the profile request fails',
  },
  retry: { id: 'account.profile.retry', defaultMessage: 'Try again', description: 'Button that reloads the profile after a failure' },
});

export const accountDetailMessages = defineMessages({
  title: { id: 'account.detail.title', defaultMessage: 'Account details', description: 'Heading of the account detail page' },
  back: { id: 'account.detail.back', defaultMessage: 'Back', description: 'Link back to the previous account page' },
  account: { id: 'account.detail.account', defaultMessage: 'Account', description: 'Account detail: heading of the name/phone/referral section' },
  username: { id: 'account.detail.username', defaultMessage: 'Username', description: "Account detail: the user's name" },
  phone: { id: 'account.detail.phone', defaultMessage: 'Phone number', description: "Account detail: the user's phone" },
  editAccount: { id: 'account.detail.editAccount', defaultMessage: 'Edit', description: 'Account detail: link to edit name and phone' },
  editAccountLabel: {
    id: 'account.detail.editAccountLabel',
    defaultMessage: 'Edit name and phone number',
    description: 'Screen-reader label of the edit link of the account section',
  },
  referralCode: { id: 'account.detail.referralCode', defaultMessage: 'Referral code', description: "Account detail: the user's referral code" },
  copyInvite: {
    id: 'account.detail.copyInvite',
    defaultMessage: 'Tap to copy your invitation link',
    description: 'Account detail: hint under the referral code',
  },
  copied: {
    id: 'account.detail.copied',
    defaultMessage: 'Invitation link copied to clipboard',
    description: 'Alert after the invitation link was copied (spec text)',
  },
  changePassword: { id: 'account.detail.changePassword', defaultMessage: 'Change password', description: 'Account detail: link to /reset-password' },
  shipping: { id: 'account.detail.shipping', defaultMessage: 'Shipping info', description: 'Account detail: heading of the shipping address section' },
  editShipping: { id: 'account.detail.editShipping', defaultMessage: 'Edit', description: 'Account detail: link to edit the shipping info' },
  editShippingLabel: {
    id: 'account.detail.editShippingLabel',
    defaultMessage: 'Edit shipping info',
    description: 'Screen-reader label of the edit link of the shipping section',
  },
  region: { id: 'account.detail.region', defaultMessage: 'State / Region', description: 'Account detail: shipping state or region' },
  township: { id: 'account.detail.township', defaultMessage: 'Township', description: 'Account detail: shipping township' },
  address: { id: 'account.detail.address', defaultMessage: 'Street address', description: 'Account detail: shipping street address' },
  postalCode: { id: 'account.detail.postalCode', defaultMessage: 'Postal code', description: 'Account detail: shipping postal code' },
  notSet: { id: 'account.detail.notSet', defaultMessage: 'Not set', description: 'Account detail: a shipping field with no value yet' },
  signOut: { id: 'account.detail.signOut', defaultMessage: 'Sign out', description: 'Account detail: sign-out button' },
  signOutTitle: { id: 'account.detail.signOutTitle', defaultMessage: 'Sign out', description: 'Title of the sign-out confirm dialog' },
  signOutText: {
    id: 'account.detail.signOutText',
    defaultMessage: 'Are you sure you want to sign out?',
    description: 'Text of the sign-out confirm dialog',
  },
});

export const copyFailedMessage = defineMessage<{ link: string }>({
  id: 'account.detail.copyFailed',
  defaultMessage: 'Copy this invitation link: {link}',
  description: 'Alert when the browser refused clipboard access; shows the link to copy by hand',
});

export const editAccountMessages = defineMessages({
  title: { id: 'account.editAccount.title', defaultMessage: 'Edit account', description: 'Heading of the edit account page' },
  hint: {
    id: 'account.editAccount.hint',
    defaultMessage: 'Leave a field empty to keep what you have now.',
    description: 'Edit account: explains that an empty field keeps the current value',
  },
  submit: { id: 'account.editAccount.submit', defaultMessage: 'Save', description: 'Edit account: submit button' },
});

export const editShippingMessages = defineMessages({
  title: { id: 'account.editShipping.title', defaultMessage: 'Shipping info', description: 'Heading of the edit shipping info page' },
  submit: { id: 'account.editShipping.submit', defaultMessage: 'Save', description: 'Edit shipping info: submit button' },
});

export const resetPasswordMessages = defineMessages({
  title: { id: 'account.resetPassword.title', defaultMessage: 'Change password', description: 'Heading of the change-password page' },
  submit: { id: 'account.resetPassword.submit', defaultMessage: 'Change password', description: 'Change password: submit button' },
  success: {
    id: 'account.resetPassword.success',
    defaultMessage: 'Password updated successfully',
    description: 'Shown after the password was changed',
  },
  otherDevices: {
    id: 'account.resetPassword.otherDevices',
    defaultMessage: 'Other devices have been signed out.',
    description: 'Change password: second line of the success text (the server revokes older sessions)',
  },
});

/** /forgot-password: a reset by a 6-digit code sent by SMS. */
export const forgotPasswordMessages = {
  ...defineMessages({
    title: { id: 'account.forgot.title', defaultMessage: 'Forgot password', description: 'Heading of the forgotten-password page' },
    intro: {
      id: 'account.forgot.intro',
      defaultMessage: 'Enter the phone number of your account. We will send it a 6-digit code by SMS.',
      description: 'Forgotten password, step 1: text under the heading',
    },
    sendCode: { id: 'account.forgot.sendCode', defaultMessage: 'Send code', description: 'Forgotten password, step 1: button that sends the SMS code' },
    code: { id: 'account.forgot.code', defaultMessage: 'Code', description: 'Forgotten password, step 2: label of the 6-digit code field' },
    codePlaceholder: { id: 'account.forgot.codePlaceholder', defaultMessage: '6-digit code', description: 'Placeholder of the code field' },
    resend: { id: 'account.forgot.resend', defaultMessage: 'Resend code', description: 'Forgotten password, step 2: send the code again' },
    otherPhone: { id: 'account.forgot.otherPhone', defaultMessage: 'Use another phone number', description: 'Forgotten password, step 2: back to step 1' },
    submit: { id: 'account.forgot.submit', defaultMessage: 'Reset password', description: 'Forgotten password, step 2: submit button' },
    toSignIn: { id: 'account.forgot.toSignIn', defaultMessage: 'Sign in', description: 'OK button of the success dialog: go to the sign-in page' },
  }),
  codeSentTo: defineMessage<{ phone: string }>({
    id: 'account.forgot.codeSentTo',
    defaultMessage: 'Enter the 6-digit code sent to {phone}, and choose a new password.',
    description: 'Forgotten password, step 2: text under the heading; {phone} is the number typed',
  }),
  resendIn: defineMessage<{ seconds: number }>({
    id: 'account.forgot.resendIn',
    defaultMessage: '{seconds, plural, one {Resend code in # second} other {Resend code in # seconds}}',
    description: 'Forgotten password, step 2: the resend button while its countdown runs',
  }),
};
