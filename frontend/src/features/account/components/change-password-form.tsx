// Change password: current password, new password and its confirmation (spec section 5).
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { changePasswordSchema, type ChangePasswordValues } from '../form-rules';
import { useAccountForm } from '../hooks/use-account-form';
import { fieldMessages, resetPasswordMessages } from '../messages';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './text-field';

export interface ChangePasswordFormProps {
  /** Sends the values; resolves true on success (the form then resets). */
  onSubmit: (values: ChangePasswordValues) => Promise<boolean>;
}

export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const intl = useIntl();
  const { form, errorOf, canSubmit, submitting } = useAccountForm(changePasswordSchema, {
    oldPassword: '',
    newPassword: '',
    newPasswordConfirmation: '',
  });
  const submit = form.handleSubmit(async (values) => {
    if (await onSubmit(values)) form.reset();
  });

  return (
    <form className="acc-form" onSubmit={submit} noValidate>
      <PasswordField
        label={intl.formatMessage(fieldMessages.oldPassword)}
        autoComplete="current-password"
        error={errorOf('oldPassword')}
        registration={form.register('oldPassword')}
      />
      <NewPasswordFields
        password={{ registration: form.register('newPassword', { deps: ['newPasswordConfirmation'] }), error: errorOf('newPassword') }}
        confirmation={{ registration: form.register('newPasswordConfirmation'), error: errorOf('newPasswordConfirmation') }}
      />
      <Button type="submit" size="lg" block loading={submitting} disabled={!canSubmit}>
        {intl.formatMessage(resetPasswordMessages.submit)}
      </Button>
    </form>
  );
}
