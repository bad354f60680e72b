// Sign up: name, phone, password, its confirmation and an optional referral code (spec section 5).
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { signUpSchema, type SignUpValues } from '../form-rules';
import { useAccountForm } from '../hooks/use-account-form';
import { fieldMessages, signUpMessages } from '../messages';
import { PasswordField, PhoneField, TextField } from './text-field';

export interface SignUpFormProps {
  /** The inviter's code from `?ref=`, prefilled. */
  defaultReferralCode?: string;
  /** Sends the values; resolves true on success (the form then resets). */
  onSubmit: (values: SignUpValues) => Promise<boolean>;
}

export function SignUpForm({ defaultReferralCode = '', onSubmit }: SignUpFormProps) {
  const intl = useIntl();
  const { form, errorOf, canSubmit, submitting } = useAccountForm(signUpSchema, {
    name: '',
    phone: '',
    password: '',
    passwordConfirmation: '',
    referralCode: defaultReferralCode,
  });
  const submit = form.handleSubmit(async (values) => {
    if (await onSubmit(values)) form.reset();
  });

  return (
    <form className="acc-form" onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage(fieldMessages.name)}
        autoComplete="name"
        error={errorOf('name')}
        registration={form.register('name')}
      />
      <PhoneField error={errorOf('phone')} registration={form.register('phone')} />
      <PasswordField
        label={intl.formatMessage(fieldMessages.password)}
        autoComplete="new-password"
        error={errorOf('password')}
        // The confirmation is checked again whenever the password changes.
        registration={form.register('password', { deps: ['passwordConfirmation'] })}
      />
      <PasswordField
        label={intl.formatMessage(fieldMessages.passwordConfirmation)}
        autoComplete="new-password"
        error={errorOf('passwordConfirmation')}
        registration={form.register('passwordConfirmation')}
      />
      <TextField
        label={intl.formatMessage(fieldMessages.referralCode)}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        error={errorOf('referralCode')}
        registration={form.register('referralCode')}
      />
      <Button type="submit" size="lg" block loading={submitting} disabled={!canSubmit}>
        {intl.formatMessage(signUpMessages.submit)}
      </Button>
    </form>
  );
}
