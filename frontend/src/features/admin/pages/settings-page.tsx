// /admin/settings: the reward and lucky-draw rules (referral points per sign-up, the daily sign-in
// tokens, bonus and recovery fee, tokens per spend, the token price, the draw delay and ticket
// holds), read from `settings` and saved with `updateSettings` (only what changed). Each number is
// checked beside its field first (settings-rules.ts); a toast confirms the save. Under them, the
// delivery fees by township and weight (delivery/delivery-fees-section.tsx) and the payment checks
// (checks/payment-check-settings.tsx), each read and saved on its own.
import { useCallback, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminSettingsQuery } from '@/gql/graphql';
import { Field, useRuleText } from '../components/field';
import { PaymentCheckSettings } from '../checks/payment-check-settings';
import { CodRefusalSetting } from '../delivery/cod-refusal-setting';
import { DeliveryFeesSection } from '../delivery/delivery-fees-section';
import { Toast } from '../components/toast';
import { adminMessages as m } from '../messages';
import { AdminSettingsQuery as SettingsQuery, UpdateSettingsMutation } from '../queries';
import { adminErrorText } from '../server-error';
import { settingsChanges, settingsSchema, settingsValues, type SettingsField, type SettingsValues } from '../settings-rules';

const RULES: MessageDescriptor[] = [m.wholeRule, m.percentRule];

/** The groups of the screen and their fields (label, hint, the input's limits). */
const GROUPS: { title: MessageDescriptor; fields: { name: SettingsField; label: MessageDescriptor; hint: MessageDescriptor; min?: number; max?: number }[] }[] = [
  { title: m.referralSection, fields: [{ name: 'referralPointsPerSignup', label: m.referralPointsPerSignup, hint: m.referralPointsPerSignupHint }] },
  {
    title: m.dailySection,
    fields: [
      { name: 'dailyPoint', label: m.dailyPoint, hint: m.dailyPointHint },
      { name: 'dailyRewardPoint', label: m.dailyRewardPoint, hint: m.dailyRewardPointHint },
      { name: 'recoveryFeeMmk', label: m.recoveryFeeMmk, hint: m.recoveryFeeMmkHint },
    ],
  },
  {
    title: m.drawSection,
    fields: [
      { name: 'tokensPer10000Mmk', label: m.tokensPer10000Mmk, hint: m.tokensPer10000MmkHint },
      { name: 'tokenPriceMmk', label: m.tokenPriceMmk, hint: m.tokenPriceMmkHint },
      { name: 'drawDelayMinutes', label: m.drawDelayMinutes, hint: m.drawDelayMinutesHint },
      { name: 'ticketHoldPercent', label: m.ticketHoldPercent, hint: m.ticketHoldPercentHint, min: 1, max: 100 },
      { name: 'ticketHoldMinutes', label: m.ticketHoldMinutes, hint: m.ticketHoldMinutesHint },
    ],
  },
];

export default function SettingsPage() {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(SettingsQuery, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
  const [toast, setToast] = useState<string | null>(null);
  const clearToast = useCallback(() => setToast(null), []);

  let content;
  if (data) {
    content = <SettingsForm settings={data.settings} onSaved={() => setToast(intl.formatMessage(m.settingsSaved))} />;
  } else if (error) {
    content = (
      <EmptyState title={intl.formatMessage(m.pageLoadFailed)} text={adminErrorText(error, intl)}>
        <Button onClick={() => void refetch()}>{intl.formatMessage(m.retry)}</Button>
      </EmptyState>
    );
  } else {
    content = (
      <div className="admin-list" aria-busy="true">
        <Skeleton height={140} radius={14} />
        <Skeleton height={260} radius={14} />
      </div>
    );
  }

  return (
    <main className="admin-main">
      <div className="admin-main__head">
        <h1 className="admin-main__title">{intl.formatMessage(m.settingsTitle)}</h1>
      </div>
      <p className="admin-muted">{intl.formatMessage(m.settingsIntro)}</p>
      {content}
      <DeliveryFeesSection onSaved={setToast} />
      <CodRefusalSetting onSaved={setToast} />
      <PaymentCheckSettings onSaved={setToast} />
      <Toast text={toast} onDone={clearToast} />
    </main>
  );
}

function SettingsForm({ settings, onSaved }: { settings: AdminSettingsQuery['settings']; onSaved: () => void }) {
  const intl = useIntl();
  const ruleText = useRuleText(RULES);
  const [update] = useMutation(UpdateSettingsMutation);
  const [loaded, setLoaded] = useState(() => settingsValues(settings));
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SettingsValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(settingsSchema),
    defaultValues: loaded,
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const input = settingsChanges(values, loaded);
    if (Object.keys(input).length === 0) return;
    let saved: SettingsValues;
    try {
      const result = await update({ variables: { input } });
      saved = result.data ? settingsValues(result.data.updateSettings) : values;
    } catch (error) {
      setServerError(adminErrorText(error, intl));
      return;
    }
    setLoaded(saved);
    form.reset(saved);
    onSaved();
  });

  return (
    <form className="admin-form admin-settings" onSubmit={(e) => void submit(e)} noValidate aria-label={intl.formatMessage(m.settingsTitle)}>
      {GROUPS.map((group) => (
        <fieldset key={group.title.id} className="admin-card admin-settings__group">
          <legend className="admin-card__title admin-settings__legend">{intl.formatMessage(group.title)}</legend>
          <div className="admin-form__grid">
            {group.fields.map((field) => (
              <Field
                key={field.name}
                label={intl.formatMessage(field.label)}
                type="number"
                inputMode="numeric"
                min={field.min ?? 0}
                max={field.max}
                step={1}
                hint={intl.formatMessage(field.hint)}
                error={ruleText(errors[field.name]?.message)}
                registration={form.register(field.name, { valueAsNumber: true })}
              />
            ))}
          </div>
        </fieldset>
      ))}
      {serverError && (
        <p className="admin-field__error" role="alert">
          {serverError}
        </p>
      )}
      <div className="admin-settings__actions">
        <Button type="submit" size="lg" loading={isSubmitting} disabled={!isDirty}>
          {intl.formatMessage(m.save)}
        </Button>
      </div>
    </form>
  );
}
