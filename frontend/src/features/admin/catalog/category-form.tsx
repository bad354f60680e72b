// The category form: the name in three languages side by side, the position and the picture.
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { AdminCategoryListQuery as AdminCategoryListResult } from '@/gql/graphql';
import { catalogMessages as m } from './messages';
import { CreateCategoryMutation, UpdateCategoryMutation } from './queries';
import { IMAGE_TYPES, NAME_MAX, categoryInput, categorySchema, type CategoryFormValues } from './rules';
import { adminErrorText, serverFieldErrors } from '../server-error';
import { Field, FileField, FormEnd, useRuleText } from '../components/field';
import { TranslatedFields } from './translated-fields';

export type AdminCategory = AdminCategoryListResult['adminCategories'][number];

const RULES: MessageDescriptor[] = [m.nameRule, m.nameLongRule, m.sortRule];

const fieldOf = (server: string): keyof CategoryFormValues | undefined =>
  server === 'name' || server === 'name.en' ? 'nameEn' : server === 'sort' ? 'sort' : undefined;

export function CategoryForm({ category, onDone, onCancel }: { category?: AdminCategory; onDone: (text: string) => Promise<void> | void; onCancel: () => void }) {
  const intl = useIntl();
  const ruleText = useRuleText(RULES);
  const [create] = useMutation(CreateCategoryMutation);
  const [update] = useMutation(UpdateCategoryMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const form = useForm<CategoryFormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(categorySchema) as unknown as Resolver<CategoryFormValues>,
    defaultValues: { nameEn: category?.name.en ?? '', nameMm: category?.name.mm ?? '', nameCh: category?.name.ch ?? '', sort: category?.sort ?? 0 },
  });
  const { errors, isSubmitting } = form.formState;
  const text = (name: keyof CategoryFormValues) => ruleText(errors[name]?.message);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const input = categoryInput(values, category?.slug);
    try {
      if (category) await update({ variables: { id: category.id, input, image } });
      else await create({ variables: { input, image } });
    } catch (error) {
      const fields = serverFieldErrors(error, fieldOf);
      for (const [field, message] of Object.entries(fields) as [keyof CategoryFormValues, string][]) form.setError(field, { message });
      if (Object.keys(fields).length === 0) setServerError(adminErrorText(error, intl));
      return;
    }
    await onDone(category ? intl.formatMessage(m.itemSaved, { name: values.nameEn.trim() }) : intl.formatMessage(m.categoryCreated));
  });

  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label={category ? intl.formatMessage(m.editOf, { name: category.name.en }) : intl.formatMessage(m.newCategory)}>
      <TranslatedFields
        maxLength={NAME_MAX}
        en={{ label: m.nameEn, registration: form.register('nameEn'), error: text('nameEn') }}
        mm={{ label: m.nameMm, registration: form.register('nameMm'), error: text('nameMm') }}
        ch={{ label: m.nameCh, registration: form.register('nameCh'), error: text('nameCh') }}
      />
      <div className="admin-form__grid">
        <Field label={intl.formatMessage(m.position)} type="number" inputMode="numeric" step={1} error={text('sort')} registration={form.register('sort', { valueAsNumber: true })} />
        <FileField
          label={intl.formatMessage(m.picture)}
          accept={IMAGE_TYPES.join(',')}
          error={imageError}
          onFile={(file) => {
            const ok = !file || IMAGE_TYPES.includes(file.type);
            setImageError(ok ? undefined : intl.formatMessage(m.photoTypeRule));
            setImage(ok ? file : null);
          }}
        />
      </div>
      <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(category ? m.save : m.create)} onCancel={onCancel} />
    </form>
  );
}
