// The site's own settings on /admin/content: its name, logo, favicon and the customer-service
// contacts; and the shipping rates (a base fee, per kg, and a base fee per region). Each saves only
// what changed (updateSettings leaves out what it is not given).
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { AdminSiteSettingsQuery } from '@/gql/graphql';
import { catalogMessages as m } from './messages';
import { UpdateSiteSettingsMutation } from './queries';
import { IMAGE_TYPES, shippingInput, shippingSchema, siteChanges, siteSchema, type ShippingFormValues, type SiteFormValues } from './rules';
import { adminErrorText } from '../server-error';
import { Field, FileField, FormEnd, useRuleText } from '../components/field';

type Loaded = AdminSiteSettingsQuery;

const RULES: MessageDescriptor[] = [m.siteNameRule, m.contactRule, m.feeRule];

function picked(setter: (file: File | null) => void, setError: (text: string | undefined) => void, wrongType: string) {
  return (file: File | null) => {
    const ok = !file || IMAGE_TYPES.includes(file.type);
    setError(ok ? undefined : wrongType);
    setter(ok ? file : null);
  };
}

export function SiteForm({ loaded, onSaved }: { loaded: Loaded; onSaved: (text: string) => Promise<void> }) {
  const intl = useIntl();
  const ruleText = useRuleText(RULES);
  const [save] = useMutation(UpdateSiteSettingsMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [favicon, setFavicon] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const start: SiteFormValues = {
    siteName: loaded.settings.siteName,
    viber: loaded.settings.viber ?? '',
    telegram: loaded.settings.telegram ?? '',
    contactNumber: loaded.settings.contactNumber ?? '',
  };
  const form = useForm<SiteFormValues>({ mode: 'onSubmit', reValidateMode: 'onChange', resolver: zodResolver(siteSchema) as unknown as Resolver<SiteFormValues>, defaultValues: start });
  const { errors, isSubmitting } = form.formState;
  const wrongType = intl.formatMessage(m.photoTypeRule);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const input = siteChanges(values, start);
    if (Object.keys(input).length === 0 && !logo && !favicon) {
      await onSaved(intl.formatMessage(m.nothingChanged));
      return;
    }
    try {
      await save({ variables: { input, siteLogo: logo, siteFavicon: favicon } });
    } catch (error) {
      setServerError(adminErrorText(error, intl));
      return;
    }
    await onSaved(intl.formatMessage(m.siteSaved));
  });

  return (
    <form className="admin-form admin-card" onSubmit={(e) => void submit(e)} noValidate aria-label={intl.formatMessage(m.siteTab)}>
      <Field label={intl.formatMessage(m.siteName)} maxLength={70} error={ruleText(errors.siteName?.message)} registration={form.register('siteName')} />
      <div className="admin-form__grid">
        <FileField label={intl.formatMessage(m.siteLogo)} accept={IMAGE_TYPES.join(',')} error={fileError} onFile={picked(setLogo, setFileError, wrongType)} />
        <FileField label={intl.formatMessage(m.siteFavicon)} accept={IMAGE_TYPES.join(',')} onFile={picked(setFavicon, setFileError, wrongType)} />
      </div>
      <div className="admin-form__langs">
        <Field label={intl.formatMessage(m.viber)} inputMode="tel" hint={intl.formatMessage(m.contactHint)} error={ruleText(errors.viber?.message)} registration={form.register('viber')} />
        <Field label={intl.formatMessage(m.telegram)} hint={intl.formatMessage(m.contactHint)} error={ruleText(errors.telegram?.message)} registration={form.register('telegram')} />
        <Field
          label={intl.formatMessage(m.contactNumber)}
          inputMode="tel"
          hint={intl.formatMessage(m.contactHint)}
          error={ruleText(errors.contactNumber?.message)}
          registration={form.register('contactNumber')}
        />
      </div>
      <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(m.save)} />
    </form>
  );
}

export function ShippingRatesForm({ loaded, onSaved }: { loaded: Loaded; onSaved: (text: string) => Promise<void> }) {
  const intl = useIntl();
  const ruleText = useRuleText(RULES);
  const [save] = useMutation(UpdateSiteSettingsMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const { shipping } = loaded.settings;
  const form = useForm<ShippingFormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(shippingSchema) as unknown as Resolver<ShippingFormValues>,
    defaultValues: {
      baseFee: shipping.baseFee,
      feePerKg: shipping.feePerKg,
      regionFees: loaded.regions.map((region) => ({ regionId: region.id, fee: String(shipping.regionBaseFees.find((r) => r.regionId === region.id)?.fee ?? '') })),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save({ variables: { input: shippingInput(values) } });
    } catch (error) {
      setServerError(adminErrorText(error, intl));
      return;
    }
    await onSaved(intl.formatMessage(m.shippingSaved));
  });

  return (
    <form className="admin-form admin-card" onSubmit={(e) => void submit(e)} noValidate aria-label={intl.formatMessage(m.shippingTab)}>
      <div className="admin-form__grid">
        <Field label={intl.formatMessage(m.baseFee)} type="number" inputMode="numeric" min={0} step={1} error={ruleText(errors.baseFee?.message)} registration={form.register('baseFee', { valueAsNumber: true })} />
        <Field label={intl.formatMessage(m.feePerKg)} type="number" inputMode="numeric" min={0} step={1} error={ruleText(errors.feePerKg?.message)} registration={form.register('feePerKg', { valueAsNumber: true })} />
      </div>
      <fieldset className="admin-regions">
        <legend className="admin-field__label">{intl.formatMessage(m.regionFees)}</legend>
        <p className="admin-field__hint">{intl.formatMessage(m.regionFeeHint)}</p>
        <div className="admin-form__langs">
          {loaded.regions.map((region, i) => (
            <Field
              key={region.id}
              label={region.name}
              inputMode="numeric"
              placeholder={String(shipping.baseFee)}
              error={ruleText(errors.regionFees?.[i]?.fee?.message)}
              registration={form.register(`regionFees.${i}.fee`)}
            />
          ))}
        </div>
      </fieldset>
      <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(m.save)} />
    </form>
  );
}
