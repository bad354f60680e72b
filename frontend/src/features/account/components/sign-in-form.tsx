// Sign in: phone and password (spec section 5). The page sends the values; this form validates
// them, shows the spinner while they are sent and clears itself after a success.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { signInSchema, type SignInValues } from '../form-rules';
import { useAccountForm } from '../hooks/use-account-form';
import { fieldMessages, signInMessages } from '../messages';
import { PasswordField, PhoneField } from './text-field';

export interface SignInFormProps {
  /** Sends the values; resolves true on success (the form then resets). */
  onSubmit: (values: SignInValues) => Promise<boolean>;
}

export function SignInForm({ onSubmit }: SignInFormProps) {
  const intl = useIntl();
  const { form, errorOf, canSubmit, submitting } = useAccountForm(signInSchema, { phone: '', password: '' });
  const submit = form.handleSubmit(async (values) => {
    if (await onSubmit(values)) form.reset();
  });

  return (
    <form className="acc-form" onSubmit={submit} noValidate>
      <PhoneField error={errorOf('phone')} registration={form.register('phone')} />
      <PasswordField
        label={intl.formatMessage(fieldMessages.password)}
        autoComplete="current-password"
        error={errorOf('password')}
        registration={form.register('password')}
      />
      {/* The spec shows this text; its action is the reset by SMS code of its dictionaries. */}
      <p className="acc-form__aside">
        <Link to="/forgot-password" className="acc-link acc-link--quiet">
          {intl.formatMessage(signInMessages.forgetPassword)}
        </Link>
      </p>
      <Button type="submit" size="lg" block loading={submitting} disabled={!canSubmit}>
        {intl.formatMessage(signInMessages.submit)}
      </Button>
    </form>
  );
}
