// The courier form (react-hook-form + zod, rules.ts), for a new courier and for editing one: name,
// phone, the tracking link template with `{tracking}` (its hint shows an example) and Active. The server's refusals (`name`, `phone`, `tracking_url`,
// in the admin's language) are shown beside their fields; anything else above the buttons.
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { AdminCouriersQuery } from '@/gql/graphql';
import { Field, FormEnd } from '../components/field';
import { adminErrorText, serverFieldErrors } from '../server-error';
import { courierMessages as m } from './messages';
import { CreateCourierMutation, UpdateCourierMutation } from './queries';
import { EXAMPLE_TRACKING_URL, PLACEHOLDER, courierFieldOf, courierInput, courierSchema, type CourierFormValues, type CourierValues } from './rules';

export type AdminCourier = AdminCouriersQuery['couriers'][number];

const RULES = [m.nameRule, m.phoneRule, m.trackingUrlRule];

/** The translated text of a rule's message id (or the server's message as it came). */
export function useCourierRuleText() {
  const intl = useIntl();
  return (message: string | undefined) => {
    if (!message) return undefined;
    const rule = RULES.find((d) => d.id === message);
    return rule ? intl.formatMessage(rule, { placeholder: PLACEHOLDER }) : message;
  };
}

export function CourierForm({
  courier,
  onDone,
  onCancel,
}: {
  /** The courier to edit; a new one when left out. */
  courier?: AdminCourier;
  onDone: (text: string) => Promise<void> | void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const ruleText = useCourierRuleText();
  const [create] = useMutation(CreateCourierMutation);
  const [update] = useMutation(UpdateCourierMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CourierFormValues, unknown, CourierValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(courierSchema) as unknown as Resolver<CourierFormValues, unknown, CourierValues>,
    defaultValues: { name: courier?.name ?? '', phone: courier?.phone ?? '', trackingUrl: courier?.trackingUrl ?? '', active: courier?.active ?? true },
  });
  const { errors, isSubmitting } = form.formState;
  const title = courier ? intl.formatMessage(m.editOf, { name: courier.name }) : intl.formatMessage(m.newCourier);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const input = courierInput(values);
    try {
      if (courier) await update({ variables: { id: courier.id, input } });
      else await create({ variables: { input } });
    } catch (error) {
      const fields = serverFieldErrors(error, courierFieldOf);
      const entries = Object.entries(fields) as [keyof CourierFormValues, string][];
      for (const [field, message] of entries) form.setError(field, { message });
      if (entries.length === 0) setServerError(adminErrorText(error, intl));
      return;
    }
    await onDone(courier ? intl.formatMessage(m.saved, { name: input.name }) : intl.formatMessage(m.created));
  });

  const text = (name: keyof CourierFormValues) => ruleText(errors[name]?.message);

  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
      <div className="admin-form__grid">
        <Field label={intl.formatMessage(m.name)} maxLength={110} autoComplete="off" error={text('name')} registration={form.register('name')} />
        <Field
          label={intl.formatMessage(m.phone)}
          type="tel"
          inputMode="tel"
          maxLength={40}
          autoComplete="off"
          error={text('phone')}
          registration={form.register('phone')}
        />
      </div>
      <Field
        label={intl.formatMessage(m.trackingUrl)}
        type="url"
        inputMode="url"
        maxLength={520}
        autoComplete="off"
        spellCheck={false}
        hint={intl.formatMessage(m.trackingUrlHint, { placeholder: PLACEHOLDER, example: EXAMPLE_TRACKING_URL })}
        error={text('trackingUrl')}
        registration={form.register('trackingUrl')}
      />
      <label className="admin-check">
        <input type="checkbox" {...form.register('active')} /> {intl.formatMessage(m.active)}
      </label>
      <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(courier ? m.save : m.create)} onCancel={onCancel} />
    </form>
  );
}
