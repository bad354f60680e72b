// Every validation rule of the account forms (spec section 5), in one place so they can be unit
// tested. Each issue's message is a message id from messages.ts (ruleMessages); the forms render it
// with react-intl, so the text follows the chosen language.
//
// Field names are the GraphQL input names (camelCase) so values go to the mutations unchanged.
// zod/mini: the same rules as classic zod, but tree-shaken (a few kB instead of ~24 kB gzipped).
import * as z from 'zod/mini';
import { ruleMessages as m } from './messages';

/** Password minimum length (spec section 9). */
export const PASSWORD_MIN = 6;

// No rule aborts the parse: zod skips an object's refinements (the confirmation checks below) after
// an aborting issue, and the confirmation must be checked whatever the other fields hold. A field's
// first issue is the one shown, so 'required' comes before 'too short'.

/** A required text: empty (or only spaces) fails with `message`. */
function requiredText(message: string) {
  return z.string().check(z.trim(), z.minLength(1, { error: message }));
}

/** A required password of at least 6 characters; spaces count, as the server counts them. */
function password(requiredMessage: string, minMessage: string) {
  return z.string().check(z.minLength(1, { error: requiredMessage }), z.minLength(PASSWORD_MIN, { error: minMessage }));
}

/** Trimmed, may be empty. */
const optionalText = () => z.string().check(z.trim());

/** Sign in: phone required; password required and at least 6 ('password must be six characters'). */
export const signInSchema = z.object({
  phone: requiredText(m.phoneRequired.id),
  password: password(m.passwordSixChars.id, m.passwordSixChars.id),
});
export type SignInValues = z.input<typeof signInSchema>;

/**
 * Sign up: name required; phone required (the spec uses the password-required text for it);
 * password required and at least 6; confirmation required and equal; referral code optional.
 */
export const signUpSchema = z
  .object({
    name: requiredText(m.nameRequired.id),
    phone: requiredText(m.passwordRequired.id),
    password: password(m.passwordRequired.id, m.passwordSixChars.id),
    passwordConfirmation: z.string().check(z.minLength(1, { error: m.confirmPasswordRequired.id })),
    referralCode: optionalText(),
  })
  .check(
    z.refine((v) => v.passwordConfirmation === '' || v.passwordConfirmation === v.password, {
      error: m.passwordsDoNotMatch.id,
      path: ['passwordConfirmation'],
    }),
  );
export type SignUpValues = z.input<typeof signUpSchema>;

/** The address fields shared by create profile and shipping info (select values are ids as text). */
export interface AddressValues {
  regionId: string;
  townshipId: string;
  address: string;
  postalCode: string;
}

/** Create profile: region, township and address required; postal code (and the photo) optional. */
export const createProfileSchema = z.object({
  regionId: z.string().check(z.minLength(1, { error: m.regionRequired.id })),
  townshipId: z.string().check(z.minLength(1, { error: m.townshipRequired.id })),
  address: requiredText(m.addressRequired.id),
  postalCode: optionalText(),
});

/** Shipping info: the same fields with the shipping screen's own texts. */
export const shippingSchema = z.object({
  regionId: z.string().check(z.minLength(1, { error: m.shippingRegionRequired.id })),
  townshipId: z.string().check(z.minLength(1, { error: m.townshipRequired.id })),
  address: requiredText(m.streetAddressRequired.id),
  postalCode: optionalText(),
});

/** A new password (at least 6) and its confirmation: change password and the forgotten-password reset. */
const newPasswordFields = {
  newPassword: password(m.changePasswordRequired.id, m.changePasswordMin.id),
  newPasswordConfirmation: z.string().check(z.minLength(1, { error: m.newPasswordConfirmationRequired.id })),
};

/** The confirmation equals the new password (checked once it is typed). */
const confirmationMatches = z.refine<{ newPassword: string; newPasswordConfirmation: string }>(
  (v) => v.newPasswordConfirmation === '' || v.newPasswordConfirmation === v.newPassword,
  {
    error: m.changePasswordsDoNotMatch.id,
    path: ['newPasswordConfirmation'],
  },
);

/** Change password: all three required; the first two at least 6; the confirmation equal to the new one. */
export const changePasswordSchema = z
  .object({ oldPassword: password(m.changePasswordRequired.id, m.changePasswordMin.id), ...newPasswordFields })
  .check(confirmationMatches);
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

/** Forgotten password, step 1: the phone of the account. */
export const forgotPhoneSchema = z.object({ phone: requiredText(m.phoneRequired.id) });
export type ForgotPhoneValues = z.input<typeof forgotPhoneSchema>;

/**
 * Forgotten password, step 2: the SMS code (6 digits: Latin, Burmese ၀-၉ from a Myanmar keyboard,
 * or full-width, as the server reads them all) and the new password, as change password checks it.
 */
export const resetWithCodeSchema = z
  .object({ code: z.string().check(z.trim(), z.regex(/^[0-9\u1040-\u1049\uFF10-\uFF19]{6}$/, { error: m.codeSixDigits.id })), ...newPasswordFields })
  .check(confirmationMatches);
export type ResetWithCodeValues = z.input<typeof resetWithCodeSchema>;

/** /add-phone (an account made with Facebook has none): the phone, required; the server checks its shape. */
export const addPhoneSchema = z.object({ phone: requiredText(m.phoneRequired.id) });
export type AddPhoneValues = z.input<typeof addPhoneSchema>;

/** Account edit: no rules. */
export const editAccountSchema = z.object({ name: z.string(), phone: z.string() });
export type EditAccountValues = z.input<typeof editAccountSchema>;

/**
 * Account edit: an empty (or blank) value falls back to what the profile has now (a profile with
 * no phone sends an empty one, which the server reads as "keep": still none).
 */
export function withProfileFallback(values: EditAccountValues, profile: { name: string; phone: string | null }) {
  return {
    name: values.name.trim() || profile.name,
    phone: values.phone.trim() || (profile.phone ?? ''),
  };
}

/** Address form values as the GraphQL ShippingInput / CreateProfileInput. */
export function toAddressInput(values: AddressValues) {
  return {
    regionId: Number(values.regionId),
    townshipId: Number(values.townshipId),
    address: values.address.trim(),
    postalCode: values.postalCode.trim() || null,
  };
}

