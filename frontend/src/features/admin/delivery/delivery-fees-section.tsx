// The delivery fees on /admin/settings (issue 38): the township base fees and the weight steps,
// read from `settings.shipping` and saved with `updateSettings` (each list replaces the saved
// one). A township is added by picking its region, then the township (the list filtered by what
// is typed, in the admin's language: `Place.name` comes in it); the saved rows are named from
// every region's townships, loaded once when the section opens (15 small requests, cached). Rules
// in settings-rules.ts; the server's refusals beside each list.
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Field, FormEnd, useRuleText } from '../components/field';
import { adminMessages as am } from '../messages';
import { adminErrorText, serverFieldErrors } from '../server-error';
import { deliveryFeesInput, deliveryFeesSchema, deliveryFeesValues, type DeliveryFeesValues } from '../settings-rules';
import { deliveryMessages as m } from './messages';
import { AdminDeliveryFeesQuery, UpdateDeliveryFeesMutation } from './queries';
import { TownshipPicker, useAllTownships, type Region } from './township-picker';
import './delivery.css';

const RULES: MessageDescriptor[] = [m.feeRule, m.kgRule, m.kgDuplicateRule, m.stepsMaxRule];

export function DeliveryFeesSection({ onSaved }: { onSaved: (text: string) => void }) {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(AdminDeliveryFeesQuery, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
  const title = intl.formatMessage(m.feesSection);
  let content;
  if (data) {
    content = <DeliveryFeesForm key={JSON.stringify(data.settings.shipping)} shipping={data.settings.shipping} regions={data.regions} onSaved={onSaved} />;
  } else if (error) {
    content = (
      <div>
        <p className="admin-field__error" role="alert">
          {intl.formatMessage(m.feesLoadFailed)}: {adminErrorText(error, intl)}
        </p>
        <Button variant="outline" onClick={() => void refetch()}>
          {intl.formatMessage(am.retry)}
        </Button>
      </div>
    );
  } else {
    content = <Skeleton height={200} radius={14} />;
  }
  return (
    <section className="admin-card admin-delivery" aria-labelledby="admin-delivery-title">
      <h2 id="admin-delivery-title" className="admin-card__title">
        {title}
      </h2>
      <p className="admin-muted">{intl.formatMessage(m.feesIntro)}</p>
      {content}
    </section>
  );
}

type Shipping = Parameters<typeof deliveryFeesValues>[0];

function DeliveryFeesForm({ shipping, regions, onSaved }: { shipping: Shipping; regions: Region[]; onSaved: (text: string) => void }) {
  const intl = useIntl();
  const ruleText = useRuleText(RULES);
  const [save] = useMutation(UpdateDeliveryFeesMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const [listErrors, setListErrors] = useState<{ townships?: string; steps?: string }>({});
  const form = useForm<DeliveryFeesValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(deliveryFeesSchema) as unknown as Resolver<DeliveryFeesValues>,
    defaultValues: deliveryFeesValues(shipping),
  });
  const { errors, isSubmitting } = form.formState;
  const townshipRows = useFieldArray({ control: form.control, name: 'townships' });
  const stepRows = useFieldArray({ control: form.control, name: 'steps' });
  const { townships, failed } = useAllTownships(regions);
  const byId = useMemo(() => new Map((townships ?? []).map((t) => [t.id, t])), [townships]);
  const regionName = useMemo(() => new Map(regions.map((r) => [r.id, r.name])), [regions]);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    setListErrors({});
    try {
      await save({ variables: { input: deliveryFeesInput(values) } });
    } catch (failure) {
      const fields = serverFieldErrors(failure, (f) => (f === 'shipping_township_base_fees' ? 'townships' : f === 'shipping_weight_steps' ? 'steps' : undefined));
      if (fields.townships || fields.steps) setListErrors(fields);
      else setServerError(adminErrorText(failure, intl));
      return;
    }
    onSaved(intl.formatMessage(m.feesSaved));
  });

  const stepsError = errors.steps?.root?.message ?? errors.steps?.message;
  const listed = new Set(townshipRows.fields.map((row) => row.townshipId));

  function townshipLabel(id: number) {
    const township = byId.get(id);
    if (!township) return `#${id}`;
    return `${township.name} (${regionName.get(township.regionId) ?? ''})`;
  }

  return (
    <form className="admin-form admin-delivery__form" onSubmit={(e) => void submit(e)} noValidate aria-label={intl.formatMessage(m.feesSection)}>
      <fieldset className="admin-delivery__list" aria-describedby={listErrors.townships ? 'admin-delivery-townships-error' : undefined}>
        <legend className="admin-field__label">{intl.formatMessage(m.townshipFees)}</legend>
        {townshipRows.fields.length === 0 && <p className="admin-muted">{intl.formatMessage(m.noTownshipFees)}</p>}
        {!townships && !failed && townshipRows.fields.length > 0 && <p className="admin-muted">{intl.formatMessage(m.loadingTownships)}</p>}
        <ul className="admin-delivery__rows">
          {townshipRows.fields.map((row, i) => {
            const name = townshipLabel(row.townshipId);
            return (
              <li key={row.id} className="admin-delivery__row" data-testid="township-fee-row">
                <Field
                  label={intl.formatMessage(m.feeOf, { township: name })}
                  inputMode="numeric"
                  error={ruleText(errors.townships?.[i]?.fee?.message)}
                  registration={form.register(`townships.${i}.fee`)}
                />
                <Button variant="ghost" size="sm" className="admin-delivery__remove" onClick={() => townshipRows.remove(i)} aria-label={intl.formatMessage(m.removeTownship, { township: name })}>
                  <Trash2 size={18} aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
        {listErrors.townships && (
          <p id="admin-delivery-townships-error" className="admin-field__error" role="alert">
            {listErrors.townships}
          </p>
        )}
        <TownshipPicker regions={regions} townships={townships} listed={listed} onAdd={(townshipId) => townshipRows.append({ townshipId, fee: '' })} />
      </fieldset>

      <fieldset className="admin-delivery__list">
        <legend className="admin-field__label">{intl.formatMessage(m.weightSteps)}</legend>
        <p className="admin-field__hint">{intl.formatMessage(m.weightStepsHint)}</p>
        {stepRows.fields.length === 0 && <p className="admin-muted">{intl.formatMessage(m.noWeightSteps)}</p>}
        <ul className="admin-delivery__rows">
          {stepRows.fields.map((row, i) => (
            <li key={row.id} className="admin-delivery__row admin-delivery__row--step" data-testid="weight-step-row" aria-label={intl.formatMessage(m.stepNumber, { n: i + 1 })}>
              <Field label={intl.formatMessage(m.upToKg)} inputMode="decimal" error={ruleText(errors.steps?.[i]?.upToKg?.message)} registration={form.register(`steps.${i}.upToKg`)} />
              <Field label={intl.formatMessage(m.stepFee)} inputMode="numeric" error={ruleText(errors.steps?.[i]?.fee?.message)} registration={form.register(`steps.${i}.fee`)} />
              <Button variant="ghost" size="sm" className="admin-delivery__remove" onClick={() => stepRows.remove(i)} aria-label={intl.formatMessage(m.removeStep, { n: i + 1 })}>
                <Trash2 size={18} aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
        {(stepsError || listErrors.steps) && (
          <p className="admin-field__error" role="alert">
            {ruleText(stepsError) ?? listErrors.steps}
          </p>
        )}
        <Button variant="outline" size="sm" onClick={() => stepRows.append({ upToKg: '', fee: '' })}>
          <Plus size={16} aria-hidden /> {intl.formatMessage(m.addStep)}
        </Button>
      </fieldset>
      <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(m.saveFees)} />
    </form>
  );
}
