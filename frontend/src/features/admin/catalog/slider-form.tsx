// The banner form: the name in three languages (the picture's alt text), the link, the position
// and the picture (required for a new banner).
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { AdminSlidersQuery } from '@/gql/graphql';
import { catalogMessages as m } from './messages';
import { CreateSliderMutation, UpdateSliderMutation } from './queries';
import { IMAGE_TYPES, NAME_MAX, sliderInput, sliderSchema, type SliderFormValues } from './rules';
import { adminErrorText, serverFieldErrors } from '../server-error';
import { Field, FileField, FormEnd, useRuleText } from '../components/field';
import { TranslatedFields } from './translated-fields';

export type AdminSlider = AdminSlidersQuery['adminSliders'][number];

const RULES: MessageDescriptor[] = [m.nameRule, m.nameLongRule, m.sortRule, m.linkRule];

const fieldOf = (server: string): keyof SliderFormValues | 'image' | undefined =>
  server === 'name' || server === 'name.en' ? 'nameEn' : server === 'url' ? 'url' : server === 'sort' ? 'sort' : server === 'image' ? 'image' : undefined;

export function SliderForm({ slider, onDone, onCancel }: { slider?: AdminSlider; onDone: (text: string) => Promise<void> | void; onCancel: () => void }) {
  const intl = useIntl();
  const ruleText = useRuleText(RULES);
  const [create] = useMutation(CreateSliderMutation);
  const [update] = useMutation(UpdateSliderMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const form = useForm<SliderFormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(sliderSchema) as unknown as Resolver<SliderFormValues>,
    defaultValues: { nameEn: slider?.name.en ?? '', nameMm: slider?.name.mm ?? '', nameCh: slider?.name.ch ?? '', url: slider?.url ?? '', sort: slider?.sort ?? 0 },
  });
  const { errors, isSubmitting } = form.formState;
  const text = (name: keyof SliderFormValues) => ruleText(errors[name]?.message);

  const send = form.handleSubmit(async (values) => {
    setServerError(null);
    if (!slider && !image) return;
    try {
      if (slider) await update({ variables: { id: slider.id, input: sliderInput(values), image } });
      else await create({ variables: { input: sliderInput(values), image: image as File } });
    } catch (error) {
      const fields = serverFieldErrors(error, fieldOf);
      for (const [field, message] of Object.entries(fields) as [keyof SliderFormValues | 'image', string][]) {
        if (field === 'image') setImageError(message);
        else form.setError(field, { message });
      }
      if (Object.keys(fields).length === 0) setServerError(adminErrorText(error, intl));
      return;
    }
    await onDone(slider ? intl.formatMessage(m.itemSaved, { name: values.nameEn.trim() }) : intl.formatMessage(m.bannerCreated));
  });
  // A new banner's missing picture is said together with the other fields' mistakes.
  const submit = (event: FormEvent) => {
    if (!slider && !image) setImageError(intl.formatMessage(m.pictureRule));
    return send(event);
  };

  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label={slider ? intl.formatMessage(m.editOf, { name: slider.name.en }) : intl.formatMessage(m.newBanner)}>
      <TranslatedFields
        maxLength={NAME_MAX}
        en={{ label: m.nameEn, registration: form.register('nameEn'), error: text('nameEn') }}
        mm={{ label: m.nameMm, registration: form.register('nameMm'), error: text('nameMm') }}
        ch={{ label: m.nameCh, registration: form.register('nameCh'), error: text('nameCh') }}
      />
      <div className="admin-form__grid">
        <Field label={intl.formatMessage(m.link)} inputMode="url" placeholder="/promotion" error={text('url')} registration={form.register('url')} />
        <Field label={intl.formatMessage(m.position)} type="number" inputMode="numeric" step={1} error={text('sort')} registration={form.register('sort', { valueAsNumber: true })} />
      </div>
      <FileField
        label={intl.formatMessage(m.bannerPicture)}
        accept={IMAGE_TYPES.join(',')}
        error={imageError}
        onFile={(file) => {
          const ok = !file || IMAGE_TYPES.includes(file.type);
          setImageError(ok ? undefined : intl.formatMessage(m.photoTypeRule));
          setImage(ok ? file : null);
        }}
      />
      <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(slider ? m.save : m.create)} onCancel={onCancel} />
    </form>
  );
}
