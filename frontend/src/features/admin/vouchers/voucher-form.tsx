// The new voucher form (react-hook-form + zod, rules.ts): code, kind and value, minimum spend, the
// cap (percent only), the use limits, the window in Myanmar time, the categories to limit it to
// (ticked from the catalogue's list) and product ids, first order only, and the title in three
// languages. The server's refusals (`code`, `min_spend`, `ends_at`, `category_ids`..., in the
// admin's language) are shown beside their fields; anything else above the buttons.
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { catalogMessages as cm } from '../catalog/messages';
import { AdminCategoryListQuery } from '../catalog/queries';
import { TranslatedFields } from '../catalog/translated-fields';
import { Field, FormEnd, SelectField, useRuleText } from '../components/field';
import { adminErrorText, serverFieldErrors } from '../server-error';
import { voucherMessages as m } from './messages';
import { CreateVoucherMutation } from './queries';
import { CODE_MAX, EMPTY_VOUCHER, TITLE_MAX, voucherFieldOf, voucherInput, voucherSchema, type VoucherFormValues, type VoucherValues } from './rules';

const RULES = [
  m.codeRule,
  m.percentRule,
  m.amountRule,
  m.minSpendRule,
  m.minSpendFixedRule,
  m.usesRule,
  m.dateRule,
  m.endsRule,
  m.productIdsRule,
  m.titleRule,
  m.titleEnRule,
];

export function VoucherForm({ onDone, onCancel }: { onDone: (text: string) => Promise<void> | void; onCancel: () => void }) {
  const intl = useIntl();
  const ruleText = useRuleText(RULES);
  const categoriesId = useId();
  const [create] = useMutation(CreateVoucherMutation);
  const categories = useQuery(AdminCategoryListQuery, { fetchPolicy: 'cache-and-network' });
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<VoucherFormValues, unknown, VoucherValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(voucherSchema) as unknown as Resolver<VoucherFormValues, unknown, VoucherValues>,
    defaultValues: EMPTY_VOUCHER,
  });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');
  const chosen = form.watch('categoryIds');

  function toggleCategory(id: number, on: boolean) {
    const next = on ? [...chosen, id] : chosen.filter((c) => c !== id);
    form.setValue('categoryIds', next, { shouldDirty: true });
  }

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await create({ variables: { input: voucherInput(values) } });
    } catch (error) {
      const fields = serverFieldErrors(error, voucherFieldOf);
      const entries = Object.entries(fields) as [keyof VoucherFormValues, string][];
      for (const [field, message] of entries) form.setError(field, { message });
      if (entries.length === 0) setServerError(adminErrorText(error, intl));
      return;
    }
    await onDone(intl.formatMessage(m.created));
  });

  const text = (name: keyof VoucherFormValues) => ruleText(errors[name]?.message);
  const number = { type: 'text', inputMode: 'numeric', autoComplete: 'off', maxLength: 12 } as const;
  const categoryError = text('categoryIds');
  const categoryNote = `${categoriesId}-note`;

  return (
    <form className="admin-form admin-voucher-form" onSubmit={(e) => void submit(e)} noValidate aria-label={intl.formatMessage(m.newVoucher)}>
      <div className="admin-form__grid">
        <Field
          label={intl.formatMessage(m.code)}
          maxLength={CODE_MAX + 6}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={intl.formatMessage(m.codeHint)}
          error={text('code')}
          registration={form.register('code')}
        />
        <SelectField label={intl.formatMessage(m.kind)} error={text('kind')} registration={form.register('kind')}>
          <option value="PERCENT">{intl.formatMessage(m.kindPercent)}</option>
          <option value="FIXED">{intl.formatMessage(m.kindFixed)}</option>
        </SelectField>
        <Field label={intl.formatMessage(kind === 'FIXED' ? m.amount : m.percent)} {...number} error={text('value')} registration={form.register('value')} />
        <Field label={intl.formatMessage(m.minSpend)} {...number} error={text('minSpend')} registration={form.register('minSpend')} />
        {kind === 'PERCENT' && (
          <Field
            label={intl.formatMessage(m.maxDiscount)}
            {...number}
            hint={intl.formatMessage(m.noLimitHint)}
            error={text('maxDiscount')}
            registration={form.register('maxDiscount')}
          />
        )}
        <Field
          label={intl.formatMessage(m.usesPerShopper)}
          {...number}
          hint={intl.formatMessage(m.noLimitHint)}
          error={text('usesPerShopper')}
          registration={form.register('usesPerShopper')}
        />
        <Field label={intl.formatMessage(m.totalUses)} {...number} hint={intl.formatMessage(m.noLimitHint)} error={text('totalUses')} registration={form.register('totalUses')} />
        <Field label={intl.formatMessage(m.startsAt)} type="datetime-local" error={text('startsAt')} registration={form.register('startsAt')} />
        <Field label={intl.formatMessage(m.endsAt)} type="datetime-local" error={text('endsAt')} registration={form.register('endsAt')} />
      </div>
      <fieldset className="admin-voucher-form__categories" aria-describedby={categoryNote} aria-invalid={categoryError ? true : undefined}>
        <legend className="admin-field__label admin-settings__legend">{intl.formatMessage(m.categories)}</legend>
        {categories.data ? (
          categories.data.adminCategories.length === 0 ? (
            <p className="admin-muted">{intl.formatMessage(m.noCategories)}</p>
          ) : (
            <div className="admin-voucher-form__choices">
              {categories.data.adminCategories.map((category) => (
                <label key={category.id} className="admin-check">
                  <input type="checkbox" checked={chosen.includes(category.id)} onChange={(e) => toggleCategory(category.id, e.target.checked)} />
                  {category.name.en}
                </label>
              ))}
            </div>
          )
        ) : categories.error ? (
          <p className="admin-field__error">{adminErrorText(categories.error, intl)}</p>
        ) : (
          <p className="admin-muted" aria-busy="true">
            …
          </p>
        )}
        {categoryError ? (
          <p id={categoryNote} className="admin-field__error" role="alert">
            {categoryError}
          </p>
        ) : (
          <p id={categoryNote} className="admin-field__hint">
            {intl.formatMessage(m.categoriesHint)}
          </p>
        )}
      </fieldset>
      <Field
        label={intl.formatMessage(m.productIds)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={2000}
        hint={intl.formatMessage(m.productIdsHint)}
        error={text('productIds')}
        registration={form.register('productIds')}
      />
      <label className="admin-check">
        <input type="checkbox" {...form.register('firstOrderOnly')} /> {intl.formatMessage(m.firstOrderOnly)}
      </label>
      <p className="admin-field__hint">{intl.formatMessage(m.titleHint)}</p>
      <TranslatedFields
        maxLength={TITLE_MAX}
        en={{ label: cm.titleEn, registration: form.register('titleEn'), error: text('titleEn') }}
        mm={{ label: cm.titleMm, registration: form.register('titleMm'), error: text('titleMm') }}
        ch={{ label: cm.titleCh, registration: form.register('titleCh'), error: text('titleCh') }}
      />
      <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(m.create)} onCancel={onCancel} />
    </form>
  );
}
