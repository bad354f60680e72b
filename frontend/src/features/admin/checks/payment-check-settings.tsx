// The "Payment checks" section of /admin/settings: how close two pictures must be to count as the
// same, how old a transfer may be, how long pictures are kept after a decision (empty: for good),
// and whether this server reads receipts at all. Its own form and Save (it is read and saved with
// its own query and mutation): each number is checked beside its field first (rules.ts),
// the server's refusals land beside their fields too, and a toast confirms the save.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Info, ScanText } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminPaymentCheckSettingsQuery } from '@/gql/graphql';
import { checksMessages as cm } from './messages';
import { AdminPaymentCheckSettingsQuery as ChecksQuery, UpdatePaymentCheckSettingsMutation } from './queries';
import { checksChanges, checksFieldOf, checksSchema, checksValues, numberOrNull, type ChecksField, type ChecksValues } from './rules';
import { adminMessages as m } from '../messages';
import { adminErrorText, serverFieldErrors } from '../server-error';
import { Field } from '../components/field';

type Settings = AdminPaymentCheckSettingsQuery['adminPaymentCheckSettings'];

export function PaymentCheckSettings({ onSaved }: { onSaved: (text: string) => void }) {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(ChecksQuery, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
  const title = intl.formatMessage(cm.settingsSection);

  if (data) return <ChecksForm settings={data.adminPaymentCheckSettings} onSaved={() => onSaved(intl.formatMessage(cm.checksSaved))} />;
  if (error) {
    return (
      <section className="admin-card admin-settings__group" aria-label={title}>
        <h2 className="admin-card__title">{title}</h2>
        <p className="admin-field__error" role="alert">
          {adminErrorText(error, intl)}
        </p>
        <div>
          <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      </section>
    );
  }
  return <Skeleton height={260} radius={14} />;
}

function ChecksForm({ settings, onSaved }: { settings: Settings; onSaved: () => void }) {
  const intl = useIntl();
  const [update] = useMutation(UpdatePaymentCheckSettingsMutation);
  const [loaded, setLoaded] = useState(() => checksValues(settings));
  const [readingOn, setReadingOn] = useState(settings.readingOn);
  const [max, setMax] = useState(settings.maxNearDuplicateBits);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ChecksValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(checksSchema(max)),
    defaultValues: loaded,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const title = intl.formatMessage(cm.settingsSection);

  /** A rule's message id in the admin's language (or the server's own sentence as it came). */
  function ruleText(message: string | undefined) {
    if (!message) return undefined;
    if (message === cm.bitsRule.id) return intl.formatMessage(cm.bitsRule, { max });
    if (message === cm.atLeastOneRule.id) return intl.formatMessage(cm.atLeastOneRule);
    return message;
  }

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const input = checksChanges(values, loaded);
    if (Object.keys(input).length === 0) return;
    let saved: Settings;
    try {
      const result = await update({ variables: { input } });
      if (!result.data) return;
      saved = result.data.updatePaymentCheckSettings;
    } catch (error) {
      const fields = serverFieldErrors(error, checksFieldOf);
      for (const [field, message] of Object.entries(fields) as [ChecksField, string][]) form.setError(field, { message });
      if (Object.keys(fields).length === 0) setServerError(adminErrorText(error, intl));
      return;
    }
    const values2 = checksValues(saved);
    setLoaded(values2);
    setReadingOn(saved.readingOn);
    setMax(saved.maxNearDuplicateBits);
    form.reset(values2);
    onSaved();
  });

  return (
    <form className="admin-form admin-settings" onSubmit={(e) => void submit(e)} noValidate aria-label={title} data-testid="payment-check-settings">
      <fieldset className="admin-card admin-settings__group">
        <legend className="admin-card__title admin-settings__legend">{title}</legend>
        <p className={readingOn ? 'admin-note' : 'admin-note admin-note--warning'} data-testid="reading-note">
          {readingOn ? <ScanText size={18} aria-hidden /> : <Info size={18} aria-hidden />}
          <span>{intl.formatMessage(readingOn ? cm.readingOn : cm.readingOff)}</span>
        </p>
        <div className="admin-form__grid">
          <Field
            label={intl.formatMessage(cm.nearDuplicateBits)}
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            step={1}
            hint={intl.formatMessage(cm.nearDuplicateBitsHint, { max })}
            error={ruleText(errors.nearDuplicateBits?.message)}
            registration={form.register('nearDuplicateBits', { valueAsNumber: true })}
          />
          <Field
            label={intl.formatMessage(cm.transferMaxAgeHours)}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint={intl.formatMessage(cm.transferMaxAgeHoursHint)}
            error={ruleText(errors.transferMaxAgeHours?.message)}
            registration={form.register('transferMaxAgeHours', { valueAsNumber: true })}
          />
          <Field
            label={intl.formatMessage(cm.screenshotRetentionDays)}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint={intl.formatMessage(cm.screenshotRetentionDaysHint)}
            error={ruleText(errors.screenshotRetentionDays?.message)}
            registration={form.register('screenshotRetentionDays', { setValueAs: numberOrNull })}
          />
        </div>
        {serverError && (
          <p className="admin-field__error" role="alert">
            {serverError}
          </p>
        )}
        <div className="admin-settings__actions">
          <Button type="submit" size="lg" loading={isSubmitting} disabled={!isDirty}>
            {intl.formatMessage(cm.saveChecks)}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
