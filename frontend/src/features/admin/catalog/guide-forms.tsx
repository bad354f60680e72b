// The promotion page's form (its text in three languages, as HTML the server sanitises, and its
// picture) and the user guide's slide form (title and text in three languages, position, picture).
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { AdminOnboardingSlidesQuery, AdminPromotionQuery } from '@/gql/graphql';
import { catalogMessages as m } from './messages';
import { CreateOnboardingSlideMutation, UpdateOnboardingSlideMutation, UpdatePromotionMutation } from './queries';
import {
  HTML_MAX,
  IMAGE_TYPES,
  NAME_MAX,
  onboardingInput,
  onboardingSchema,
  promotionSchema,
  translated,
  type OnboardingFormValues,
  type PromotionFormValues,
} from './rules';
import { adminErrorText } from '../server-error';
import { Field, FileField, FormEnd, useRuleText } from '../components/field';
import { TranslatedFields } from './translated-fields';

export type AdminSlide = AdminOnboardingSlidesQuery['adminOnboardingSlides'][number];

const RULES: MessageDescriptor[] = [m.textRule, m.htmlRule, m.nameRule, m.nameLongRule, m.sortRule];

/** A picture picker that refuses what is not a picture. */
function usePicture() {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const pick = (chosen: File | null) => {
    const ok = !chosen || IMAGE_TYPES.includes(chosen.type);
    setError(ok ? undefined : intl.formatMessage(m.photoTypeRule));
    setFile(ok ? chosen : null);
  };
  return { file, error, pick };
}

export function PromotionForm({ loaded, onSaved }: { loaded: AdminPromotionQuery['adminPromotion']; onSaved: (text: string) => Promise<void> }) {
  const intl = useIntl();
  const ruleText = useRuleText(RULES);
  const [save] = useMutation(UpdatePromotionMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const picture = usePicture();
  const form = useForm<PromotionFormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(promotionSchema) as unknown as Resolver<PromotionFormValues>,
    defaultValues: { contentEn: loaded?.content.en ?? '', contentMm: loaded?.content.mm ?? '', contentCh: loaded?.content.ch ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save({ variables: { content: translated(values.contentEn, values.contentMm, values.contentCh), image: picture.file } });
    } catch (error) {
      setServerError(adminErrorText(error, intl));
      return;
    }
    await onSaved(intl.formatMessage(m.promotionSaved));
  });

  return (
    <form className="admin-form admin-card" onSubmit={(e) => void submit(e)} noValidate aria-label={intl.formatMessage(m.promotionTab)}>
      {loaded?.image && <img src={loaded.image} alt="" className="admin-guide__picture" width={320} height={180} />}
      <FileField label={intl.formatMessage(m.promotionPicture)} accept={IMAGE_TYPES.join(',')} error={picture.error} onFile={picture.pick} />
      <TranslatedFields
        multiline
        maxLength={HTML_MAX}
        en={{ label: m.contentEn, registration: form.register('contentEn'), error: ruleText(errors.contentEn?.message) }}
        mm={{ label: m.contentMm, registration: form.register('contentMm'), error: ruleText(errors.contentMm?.message) }}
        ch={{ label: m.contentCh, registration: form.register('contentCh'), error: ruleText(errors.contentCh?.message) }}
      />
      <p className="admin-field__hint">{intl.formatMessage(m.htmlHint)}</p>
      <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(m.save)} />
    </form>
  );
}

export function OnboardingForm({ slide, onDone, onCancel }: { slide?: AdminSlide; onDone: (text: string) => Promise<void> | void; onCancel: () => void }) {
  const intl = useIntl();
  const ruleText = useRuleText(RULES);
  const [create] = useMutation(CreateOnboardingSlideMutation);
  const [update] = useMutation(UpdateOnboardingSlideMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const picture = usePicture();
  const form = useForm<OnboardingFormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(onboardingSchema) as unknown as Resolver<OnboardingFormValues>,
    defaultValues: {
      titleEn: slide?.title.en ?? '',
      titleMm: slide?.title.mm ?? '',
      titleCh: slide?.title.ch ?? '',
      bodyEn: slide?.body.en ?? '',
      bodyMm: slide?.body.mm ?? '',
      bodyCh: slide?.body.ch ?? '',
      sort: slide?.sort ?? 0,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const text = (name: keyof OnboardingFormValues) => ruleText(errors[name]?.message);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (slide) await update({ variables: { id: slide.id, input: onboardingInput(values), image: picture.file } });
      else await create({ variables: { input: onboardingInput(values), image: picture.file } });
    } catch (error) {
      setServerError(adminErrorText(error, intl));
      return;
    }
    await onDone(slide ? intl.formatMessage(m.itemSaved, { name: values.titleEn.trim() }) : intl.formatMessage(m.slideCreated));
  });

  return (
    <form className="admin-form" onSubmit={(e: FormEvent) => void submit(e)} noValidate aria-label={slide ? intl.formatMessage(m.editOf, { name: slide.title.en }) : intl.formatMessage(m.newSlide)}>
      <TranslatedFields
        maxLength={NAME_MAX}
        en={{ label: m.titleEn, registration: form.register('titleEn'), error: text('titleEn') }}
        mm={{ label: m.titleMm, registration: form.register('titleMm'), error: text('titleMm') }}
        ch={{ label: m.titleCh, registration: form.register('titleCh'), error: text('titleCh') }}
      />
      <TranslatedFields
        multiline
        maxLength={HTML_MAX}
        en={{ label: m.contentEn, registration: form.register('bodyEn'), error: text('bodyEn') }}
        mm={{ label: m.contentMm, registration: form.register('bodyMm'), error: text('bodyMm') }}
        ch={{ label: m.contentCh, registration: form.register('bodyCh'), error: text('bodyCh') }}
      />
      <p className="admin-field__hint">{intl.formatMessage(m.htmlHint)}</p>
      <div className="admin-form__grid">
        <Field label={intl.formatMessage(m.position)} type="number" inputMode="numeric" step={1} error={text('sort')} registration={form.register('sort', { valueAsNumber: true })} />
        <FileField label={intl.formatMessage(m.picture)} accept={IMAGE_TYPES.join(',')} error={picture.error} onFile={picture.pick} />
      </div>
      <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(slide ? m.save : m.create)} onCancel={onCancel} />
    </form>
  );
}
