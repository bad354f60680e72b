// The payment method form: the bank or wallet's name, its position, its logo and its accounts
// (rows added and removed with react-hook-form's useFieldArray; at least one).
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@/components/ui/button';
import type { AdminPaymentMethodsQuery } from '@/gql/graphql';
import { catalogMessages as m } from './messages';
import { CreatePaymentMethodMutation, UpdatePaymentMethodMutation } from './queries';
import { IMAGE_TYPES, paymentMethodInput, paymentMethodSchema, type PaymentMethodFormValues } from './rules';
import { adminErrorText } from '../server-error';
import { Field, FileField, FormEnd, useRuleText } from '../components/field';

export type AdminPaymentMethod = AdminPaymentMethodsQuery['adminPaymentMethods'][number];

const RULES: MessageDescriptor[] = [m.nameRule, m.nameLongRule, m.sortRule, m.accountNameRule, m.accountNumberRule, m.accountsRule];

export function PaymentMethodForm({ method, onDone, onCancel }: { method?: AdminPaymentMethod; onDone: (text: string) => Promise<void> | void; onCancel: () => void }) {
  const intl = useIntl();
  const ruleText = useRuleText(RULES);
  const [create] = useMutation(CreatePaymentMethodMutation);
  const [update] = useMutation(UpdatePaymentMethodMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  const form = useForm<PaymentMethodFormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(paymentMethodSchema) as unknown as Resolver<PaymentMethodFormValues>,
    defaultValues: {
      name: method?.name ?? '',
      sort: method?.sort ?? 0,
      accounts: method?.paymentNumbers.map((n) => ({ accountName: n.accountName, accountNumber: n.accountNumber })) ?? [{ accountName: '', accountNumber: '' }],
    },
  });
  const accounts = useFieldArray({ control: form.control, name: 'accounts' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (method) await update({ variables: { id: method.id, input: paymentMethodInput(values), logo } });
      else await create({ variables: { input: paymentMethodInput(values), logo } });
    } catch (error) {
      setServerError(adminErrorText(error, intl));
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
      <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(method ? m.save : m.create)} onCancel={onCancel} />
    </form>
  );
}
