// The two forms of /forgot-password: the phone (step 1), then the SMS code with the new password
// (step 2, with the resend countdown). Validation as the other account forms (use-account-form).
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { forgotPhoneSchema, resetWithCodeSchema, type ForgotPhoneValues, type ResetWithCodeValues } from '../form-rules';
import { useAccountForm } from '../hooks/use-account-form';
import { fieldMessages, forgotPasswordMessages as m } from '../messages';
import { NewPasswordFields } from './new-password-fields';
import { PhoneField, TextField } from './text-field';

export function ForgotPhoneForm({ phone, onSubmit }: { phone: string; onSubmit: (values: ForgotPhoneValues) => Promise<boolean> }) {
  const intl = useIntl();
  const { form, errorOf, canSubmit, submitting } = useAccountForm(forgotPhoneSchema, { phone });
  return (
    <form className="acc-form" onSubmit={form.handleSubmit(async (values) => void (await onSubmit(values)))} noValidate>
      <PhoneField error={errorOf('phone')} registration={form.register('phone')} />
      <Button type="submit" size="lg" block loading={submitting} disabled={!canSubmit}>
        {intl.formatMessage(m.sendCode)}
      </Button>
    </form>
  );
}

/** Seconds left until `until` (ms since the epoch), ticking once a second. */
function useSecondsLeft(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = window.setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `until`
  }, [until]);
  return seconds;
}

export interface ResetWithCodeFormProps {
  /** When the server allows the next code (ms since the epoch). */
  resendAt: number;
  onResend: () => Promise<boolean>;
  onSubmit: (values: ResetWithCodeValues) => Promise<boolean>;
}

export function ResetWithCodeForm({ resendAt, onResend, onSubmit }: ResetWithCodeFormProps) {
  const intl = useIntl();
  const seconds = useSecondsLeft(resendAt);
  const [resending, setResending] = useState(false);
  const { form, errorOf, canSubmit, submitting } = useAccountForm(resetWithCodeSchema, { code: '', newPassword: '', newPasswordConfirmation: '' });

  async function resend() {
    setResending(true);
    try {
      await onResend();
    } finally {
      setResending(false);
    }
  }

  return (
    <form className="acc-form" onSubmit={form.handleSubmit(async (values) => void (await onSubmit(values)))} noValidate>
      <TextField
        label={intl.formatMessage(m.code)}
        placeholder={intl.formatMessage(m.codePlaceholder)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errorOf('code')}
        registration={form.register('code')}
      />
      <Button type="button" variant="ghost" size="sm" disabled={seconds > 0 || resending} loading={resending} onClick={() => void resend()}>
        {seconds > 0 ? intl.formatMessage(m.resendIn, { seconds }) : intl.formatMessage(m.resend)}
      </Button>
      <NewPasswordFields
        password={{ registration: form.register('newPassword', { deps: ['newPasswordConfirmation'] }), error: errorOf('newPassword') }}
        confirmation={{ registration: form.register('newPasswordConfirmation'), error: errorOf('newPasswordConfirmation') }}
      />
      <Button type="submit" size="lg" block loading={submitting} disabled={!canSubmit}>
        {intl.formatMessage(m.submit)}
      </Button>
    </form>
  );
}
