// Account edit: name and phone, no rules; an empty value keeps the profile's value (spec section 5).
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { editAccountSchema, withProfileFallback } from '../form-rules';
import { useAccountForm } from '../hooks/use-account-form';
import { editAccountMessages, fieldMessages } from '../messages';
import { TextField } from './text-field';

export interface EditAccountFormProps {
  /** The phone is null for an account made with Facebook that has not added one. */
  profile: { name: string; phone: string | null };
  /** Sends the values (empty ones already replaced); resolves true on success. */
  onSubmit: (values: { name: string; phone: string }) => Promise<boolean>;
}

export function EditAccountForm({ profile, onSubmit }: EditAccountFormProps) {
  const intl = useIntl();
  const { form, errorOf, submitting } = useAccountForm(editAccountSchema, { name: profile.name, phone: profile.phone ?? '' });
  const submit = form.handleSubmit(async (values) => {
    const sent = withProfileFallback(values, profile);
    if (await onSubmit(sent)) form.reset(sent);
  });

  return (
    <form className="acc-form" onSubmit={submit} noValidate>
      <p className="acc-form__note">{intl.formatMessage(editAccountMessages.hint)}</p>
      <TextField
        label={intl.formatMessage(fieldMessages.name)}
        placeholder={profile.name}
        autoComplete="name"
        error={errorOf('name')}
        registration={form.register('name')}
      />
      <TextField
        label={intl.formatMessage(fieldMessages.phone)}
        placeholder={profile.phone ?? undefined}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errorOf('phone')}
        registration={form.register('phone')}
      />
      <Button type="submit" size="lg" block loading={submitting}>
        {intl.formatMessage(editAccountMessages.submit)}
      </Button>
    </form>
  );
}
