// The new password and its confirmation, as change password and the forgotten-password reset ask
// for them (same labels, autocomplete hints and rules).
import { useIntl } from 'react-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldMessages } from '../messages';
import { PasswordField } from './text-field';

interface Field {
  /** From register(); the new password's should re-check the confirmation (`deps`). */
  registration: UseFormRegisterReturn;
  error?: string;
}

export function NewPasswordFields({ password, confirmation }: { password: Field; confirmation: Field }) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        label={intl.formatMessage(fieldMessages.newPassword)}
        autoComplete="new-password"
        error={password.error}
        registration={password.registration}
      />
      <PasswordField
        label={intl.formatMessage(fieldMessages.newPasswordConfirmation)}
        autoComplete="new-password"
        error={confirmation.error}
        registration={confirmation.registration}
      />
    </>
  );
}
