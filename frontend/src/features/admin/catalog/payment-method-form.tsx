// The payment method form: the bank or wallet's name, its position, its logo and its accounts
// (rows added and removed with react-hook-form's useFieldArray; at least one); or, for cash on
// delivery (issue 38), no accounts but the largest order total and where it is offered: whole
// regions ticked, and single townships besides (picked by region and name, searchable; the
// townships are loaded only for a cash on delivery method). A transfer method may have the
// wallet's merchant QR (a picture the server reads and checks; refused on its field).
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@/components/ui/button';
import type { AdminPaymentMethodsQuery } from '@/gql/graphql';
import { catalogMessages as m } from './messages';
import { AdminCodRegionsQuery, CreatePaymentMethodMutation, UpdatePaymentMethodMutation } from './queries';
import { IMAGE_TYPES, paymentMethodInput, paymentMethodSchema, type PaymentMethodFormValues } from './rules';
import { adminErrorText, serverFieldErrors } from '../server-error';
import { Field, FileField, FormEnd, useRuleText } from '../components/field';
import { TownshipPicker, useAllTownships } from '../delivery/township-picker';

export type AdminPaymentMethod = AdminPaymentMethodsQuery['adminPaymentMethods'][number];

const RULES: MessageDescriptor[] = [m.nameRule, m.nameLongRule, m.sortRule, m.accountNameRule, m.accountNumberRule, m.accountsRule, m.codMaxRule];

export function PaymentMethodForm({ method, onDone, onCancel }: { method?: AdminPaymentMethod; onDone: (text: string) => Promise<void> | void; onCancel: () => void }) {
  const intl = useIntl();
  const ruleText = useRuleText(RULES);
  const [create] = useMutation(CreatePaymentMethodMutation);
  const [update] = useMutation(UpdatePaymentMethodMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  // The wallet's merchant QR (a transfer's only): a new picture, or removing the one set.
  const [merchantQr, setMerchantQr] = useState<File | null>(null);
  const [merchantQrError, setMerchantQrError] = useState<string | undefined>();
  const [removeQr, setRemoveQr] = useState(false);
  const form = useForm<PaymentMethodFormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(paymentMethodSchema) as unknown as Resolver<PaymentMethodFormValues>,
    defaultValues: {
      name: method?.name ?? '',
      sort: method?.sort ?? 0,
      kind: method?.kind ?? 'TRANSFER',
      accounts:
        method?.kind === 'CASH_ON_DELIVERY'
          ? []
          : (method?.paymentNumbers.map((n) => ({ accountName: n.accountName, accountNumber: n.accountNumber })) ?? [{ accountName: '', accountNumber: '' }]),
      codMaxTotal: method?.codMaxTotal ?? null,
      codRegionIds: method?.codRegionIds ?? [],
      codTownshipIds: method?.codTownshipIds ?? [],
    },
  });
  const kind = form.watch('kind');
  const cod = kind === 'CASH_ON_DELIVERY';
  const regions = useQuery(AdminCodRegionsQuery, { skip: !cod });
  const chosenRegions = form.watch('codRegionIds') ?? [];
  const chosenTownships = form.watch('codTownshipIds') ?? [];
  const { townships } = useAllTownships(cod ? regions.data?.regions : undefined);
  const accounts = useFieldArray({ control: form.control, name: 'accounts' });

  function chooseKind(next: 'TRANSFER' | 'CASH_ON_DELIVERY') {
    form.setValue('kind', next);
    // Cash on delivery has no accounts; a transfer starts with one empty row.
    if (next === 'CASH_ON_DELIVERY') accounts.replace([]);
    else if (accounts.fields.length === 0) accounts.append({ accountName: '', accountNumber: '' });
  }
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    setMerchantQrError(undefined);
    const qr = values.kind === 'CASH_ON_DELIVERY' ? null : merchantQr;
    try {
      if (method) await update({ variables: { id: method.id, input: paymentMethodInput(values), logo, merchantQr: qr, removeMerchantQr: !qr && removeQr } });
      else await create({ variables: { input: paymentMethodInput(values), logo, merchantQr: qr } });
    } catch (error) {
      const onQr = serverFieldErrors(error, (field) => (field === 'merchant_qr' ? 'merchantQr' : undefined)).merchantQr;
      if (onQr) setMerchantQrError(onQr);
      else setServerError(adminErrorText(error, intl));
      return;
    }
    await onDone(method ? intl.formatMessage(m.itemSaved, { name: values.name.trim() }) : intl.formatMessage(m.paymentMethodCreated));
  });

  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label={method ? intl.formatMessage(m.editOf, { name: method.name }) : intl.formatMessage(m.newPaymentMethod)}>
      <div className="admin-form__grid">
        <Field label={intl.formatMessage(m.methodName)} maxLength={210} error={ruleText(errors.name?.message)} registration={form.register('name')} />
        <Field label={intl.formatMessage(m.position)} type="number" inputMode="numeric" step={1} error={ruleText(errors.sort?.message)} registration={form.register('sort', { valueAsNumber: true })} />
      </div>
      <FileField
        label={intl.formatMessage(m.logo)}
        accept={IMAGE_TYPES.join(',')}
        error={logoError}
        onFile={(file) => {
          const ok = !file || IMAGE_TYPES.includes(file.type);
          setLogoError(ok ? undefined : intl.formatMessage(m.photoTypeRule));
          setLogo(ok ? file : null);
        }}
      />
      <fieldset className="admin-accounts">
        <legend className="admin-field__label">{intl.formatMessage(m.methodKind)}</legend>
        {(['TRANSFER', 'CASH_ON_DELIVERY'] as const).map((value) => (
          <label key={value} className="admin-check">
            <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => chooseKind(value)} />
            {intl.formatMessage(value === 'TRANSFER' ? m.kindTransfer : m.kindCod)}
          </label>
        ))}
      </fieldset>
      {cod ? (
        <>
          <Field
            label={intl.formatMessage(m.codMaxTotal)}
            type="number"
            inputMode="numeric"
            step={1}
            error={ruleText(errors.codMaxTotal?.message)}
            registration={form.register('codMaxTotal', { setValueAs: (v: string) => (v === '' || v == null ? null : Number(v)) })}
          />
          <fieldset className="admin-accounts" data-testid="cod-regions">
            <legend className="admin-field__label">{intl.formatMessage(m.codRegions)}</legend>
            {regions.data?.regions.map((region) => (
              <label key={region.id} className="admin-check">
                <input
                  type="checkbox"
                  checked={chosenRegions.includes(region.id)}
                  onChange={(e) =>
                    form.setValue('codRegionIds', e.target.checked ? [...chosenRegions, region.id] : chosenRegions.filter((id) => id !== region.id))
                  }
                />
                {region.name}
              </label>
            ))}
          </fieldset>
          <fieldset className="admin-accounts" data-testid="cod-townships">
            <legend className="admin-field__label">{intl.formatMessage(m.codTownships)}</legend>
            {chosenTownships.length > 0 && (
              <ul className="admin-delivery__rows" role="list">
                {chosenTownships.map((id) => {
                  const name = townships?.find((t) => t.id === id)?.name ?? `#${id}`;
                  return (
                    <li key={id} className="admin-delivery__row" style={{ alignItems: 'center' }}>
                      <span>{name}</span>
                      <Button
                        variant="ghost"
                        className="admin-delivery__remove"
                        aria-label={intl.formatMessage(m.removeTownship, { name })}
                        onClick={() =>
                          form.setValue(
                            'codTownshipIds',
                            chosenTownships.filter((t) => t !== id),
                          )
                        }
                      >
                        <Trash2 size={18} aria-hidden />
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
            {regions.data && (
              <TownshipPicker
                regions={regions.data.regions}
                townships={townships}
                listed={new Set(chosenTownships)}
                onAdd={(id) => form.setValue('codTownshipIds', [...chosenTownships, id])}
              />
            )}
          </fieldset>
        </>
      ) : (
      <>
      <FileField
        label={intl.formatMessage(m.merchantQr)}
        hint={intl.formatMessage(m.merchantQrHint)}
        accept={IMAGE_TYPES.join(',')}
        error={merchantQrError}
        onFile={(file) => {
          const ok = !file || IMAGE_TYPES.includes(file.type);
          setMerchantQrError(ok ? undefined : intl.formatMessage(m.photoTypeRule));
          setMerchantQr(ok ? file : null);
        }}
      />
      {method?.merchantQr && (
        <div className="admin-field">
          <p className="admin-field__hint" data-testid="merchant-qr-set">{intl.formatMessage(m.merchantQrSet)}</p>
          <label className="admin-check">
            <input type="checkbox" checked={removeQr} onChange={(e) => setRemoveQr(e.target.checked)} />
            {intl.formatMessage(m.removeMerchantQr)}
          </label>
        </div>
      )}
      <fieldset className="admin-accounts">
        <legend className="admin-field__label">{intl.formatMessage(m.accounts)}</legend>
        {accounts.fields.map((field, i) => (
          <div key={field.id} className="admin-accounts__row">
            <Field label={intl.formatMessage(m.accountName)} error={ruleText(errors.accounts?.[i]?.accountName?.message)} registration={form.register(`accounts.${i}.accountName`)} />
            <Field
              label={intl.formatMessage(m.accountNumber)}
              inputMode="tel"
              error={ruleText(errors.accounts?.[i]?.accountNumber?.message)}
              registration={form.register(`accounts.${i}.accountNumber`)}
            />
            <Button variant="ghost" size="sm" disabled={accounts.fields.length === 1} onClick={() => accounts.remove(i)} aria-label={intl.formatMessage(m.removeAccount, { n: i + 1 })}>
              <Trash2 size={16} aria-hidden />
            </Button>
          </div>
        ))}
        {errors.accounts?.root?.message || errors.accounts?.message ? (
          <p className="admin-field__error" role="alert">
            {ruleText(errors.accounts?.root?.message ?? errors.accounts?.message)}
          </p>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => accounts.append({ accountName: '', accountNumber: '' })}>
          <Plus size={16} aria-hidden /> {intl.formatMessage(m.addAccount)}
        </Button>
      </fieldset>
      </>
      )}
      <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(method ? m.save : m.create)} onCancel={onCancel} />
    </form>
  );
}
