// @vitest-environment node
// Every rule and message of the account forms (spec section 5).
import { describe, expect, it } from 'vitest';
import { defaultRegion } from './components/address-fields';
import {
  changePasswordSchema,
  createProfileSchema,
  editAccountSchema,
  forgotPhoneSchema,
  resetWithCodeSchema,
  shippingSchema,
  signInSchema,
  signUpSchema,
  toAddressInput,
  withProfileFallback,
} from './form-rules';
import { isImageFile } from '@/lib/image-file';
import { invitationLink } from '@/lib/invitation-link';
import { ruleMessage, ruleMessages } from './messages';

/** The English text of the first issue of each field, as the forms show it. */
function errors(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  values: unknown,
): Record<string, string> {
  const result = schema.safeParse(values);
  const out: Record<string, string> = {};
  if (result.success || !result.error) return out;
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (!(field in out)) out[field] = ruleMessage(issue.message).defaultMessage as string;
  }
  return out;
}

describe('sign in', () => {
  it('requires the phone', () => {
    expect(errors(signInSchema, { phone: '', password: 'secret1' })).toEqual({ phone: 'phone number required' });
    expect(errors(signInSchema, { phone: '   ', password: 'secret1' })).toEqual({ phone: 'phone number required' });
  });

  it('requires a password of at least six characters, with one message for both', () => {
    expect(errors(signInSchema, { phone: '09791234567', password: '' })).toEqual({
      password: 'password must be six characters',
    });
    expect(errors(signInSchema, { phone: '09791234567', password: '12345' })).toEqual({
      password: 'password must be six characters',
    });
    expect(errors(signInSchema, { phone: '09791234567', password: '123456' })).toEqual({});
  });
});

describe('sign up', () => {
  const valid = {
    name: 'Aung Aung',
    phone: '09791234567',
    password: 'secret1',
    passwordConfirmation: 'secret1',
    referralCode: '',
  };

  it('accepts a complete form; the referral code is optional', () => {
    expect(errors(signUpSchema, valid)).toEqual({});
    expect(errors(signUpSchema, { ...valid, referralCode: 'AB23CD45' })).toEqual({});
  });

  it('gives every empty required field its message', () => {
    expect(errors(signUpSchema, { name: '', phone: '', password: '', passwordConfirmation: '', referralCode: '' })).toEqual({
      name: 'name is required',
      // The spec uses the password-required text for the phone.
      phone: 'password is required',
      password: 'password is required',
      passwordConfirmation: 'confirm new password',
    });
  });

  it('needs six characters of password', () => {
    expect(errors(signUpSchema, { ...valid, password: 'abc', passwordConfirmation: 'abc' })).toEqual({
      password: 'password must be six characters',
    });
  });

  it('needs the confirmation to equal the password', () => {
    expect(errors(signUpSchema, { ...valid, passwordConfirmation: 'secret2' })).toEqual({
      passwordConfirmation: 'passwords do not match',
    });
  });

  it('checks the confirmation even while other fields are empty or invalid', () => {
    expect(
      errors(signUpSchema, { name: '', phone: '', password: 'abc', passwordConfirmation: 'abd', referralCode: '' }),
    ).toEqual({
      name: 'name is required',
      phone: 'password is required',
      password: 'password must be six characters',
      passwordConfirmation: 'passwords do not match',
    });
  });

  it('trims name, phone and referral code', () => {
    const parsed = signUpSchema.parse({ ...valid, name: ' Aung ', phone: ' 0979 ', referralCode: ' ab12 ' });
    expect([parsed.name, parsed.phone, parsed.referralCode]).toEqual(['Aung', '0979', 'ab12']);
  });
});

describe('create profile', () => {
  it('requires region, township and address; postal code is optional', () => {
    expect(errors(createProfileSchema, { regionId: '', townshipId: '', address: ' ', postalCode: '' })).toEqual({
      regionId: 'Region is required',
      townshipId: 'Township is required',
      address: 'Address is required',
    });
    expect(errors(createProfileSchema, { regionId: '1', townshipId: '3', address: 'No. 5', postalCode: '' })).toEqual({});
  });

  it('takes images only', () => {
    expect(isImageFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(false);
  });

  it('defaults to Yangon, else the first region', () => {
    expect(defaultRegion([{ name: 'Mandalay' }, { name: 'Yangon' }])?.name).toBe('Yangon');
    expect(defaultRegion([{ name: 'ရန်ကုန်တိုင်းဒေသကြီး' }, { name: 'မန္တလေး' }])?.name).toBe('ရန်ကုန်တိုင်းဒေသကြီး');
    expect(defaultRegion([])).toBeUndefined();
  });
});

describe('shipping info', () => {
  it("uses the shipping screen's texts", () => {
    expect(errors(shippingSchema, { regionId: '', townshipId: '', address: '', postalCode: '' })).toEqual({
      regionId: 'State / Region is required',
      townshipId: 'Township is required',
      address: 'Street Address is required',
    });
  });

  it('sends ids as numbers and an empty postal code as null', () => {
    expect(toAddressInput({ regionId: '1', townshipId: '12', address: ' No. 5 ', postalCode: ' ' })).toEqual({
      regionId: 1,
      townshipId: 12,
      address: 'No. 5',
      postalCode: null,
    });
  });
});

describe('change password', () => {
  const valid = { oldPassword: 'oldpass', newPassword: 'newpass', newPasswordConfirmation: 'newpass' };

  it('requires all three fields', () => {
    expect(errors(changePasswordSchema, { oldPassword: '', newPassword: '', newPasswordConfirmation: '' })).toEqual({
      oldPassword: 'Password is required',
      newPassword: 'Password is required',
      newPasswordConfirmation: 'New password confirmation is required',
    });
  });

  it('needs six characters for the current and the new password', () => {
    expect(errors(changePasswordSchema, { oldPassword: 'abc', newPassword: 'abcde', newPasswordConfirmation: 'abcde' })).toEqual({
      oldPassword: 'Password must be at least 6 characters long',
      newPassword: 'Password must be at least 6 characters long',
    });
  });

  it('needs the confirmation to equal the new password', () => {
    expect(errors(changePasswordSchema, { ...valid, newPasswordConfirmation: 'newpasS' })).toEqual({
      newPasswordConfirmation: 'Passwords do not match',
    });
    expect(errors(changePasswordSchema, valid)).toEqual({});
    expect(errors(changePasswordSchema, { oldPassword: '', newPassword: 'abc', newPasswordConfirmation: 'abd' })).toEqual({
      oldPassword: 'Password is required',
      newPassword: 'Password must be at least 6 characters long',
      newPasswordConfirmation: 'Passwords do not match',
    });
  });
});

describe('forgotten password', () => {
  it('needs the phone', () => {
    expect(errors(forgotPhoneSchema, { phone: '  ' })).toEqual({ phone: 'phone number required' });
    expect(errors(forgotPhoneSchema, { phone: '09791234567' })).toEqual({});
  });

  it('needs a 6-digit code and the new password twice, as change password does', () => {
    const valid = { code: '012345', newPassword: 'newpass', newPasswordConfirmation: 'newpass' };
    expect(errors(resetWithCodeSchema, valid)).toEqual({});
    expect(errors(resetWithCodeSchema, { ...valid, code: ' 012345 ' })).toEqual({});
    // A Myanmar keyboard types Burmese digits; the server reads them (and full-width ones) too.
    expect(errors(resetWithCodeSchema, { ...valid, code: '၀၁၂၃၄၅' })).toEqual({});
    expect(errors(resetWithCodeSchema, { ...valid, code: '０１２３４５' })).toEqual({});
    for (const code of ['', '12345', '1234567', '12a456', '၀၁၂၃၄']) {
      expect(errors(resetWithCodeSchema, { ...valid, code })).toEqual({ code: 'Enter the 6-digit code' });
    }
    expect(errors(resetWithCodeSchema, { code: '123456', newPassword: 'abc', newPasswordConfirmation: 'abd' })).toEqual({
      newPassword: 'Password must be at least 6 characters long',
      newPasswordConfirmation: 'Passwords do not match',
    });
  });
});

describe('account edit', () => {
  it('has no rules', () => {
    expect(errors(editAccountSchema, { name: '', phone: '' })).toEqual({});
  });

  it('falls back to the profile for empty values', () => {
    const profile = { name: 'Aung', phone: '09791234567' };
    expect(withProfileFallback({ name: '', phone: '  ' }, profile)).toEqual(profile);
    expect(withProfileFallback({ name: ' Su ', phone: '' }, profile)).toEqual({ name: 'Su', phone: '09791234567' });
  });
});

describe('messages', () => {
  it('every rule message is found by its id', () => {
    for (const descriptor of Object.values(ruleMessages)) {
      expect(ruleMessage(descriptor.id as string)).toBe(descriptor);
    }
  });

  it('builds the invitation link', () => {
    expect(invitationLink('AB23CD45', 'https://shop.example')).toBe('https://shop.example/signup?ref=AB23CD45');
  });
});
