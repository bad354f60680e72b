// The referral gift form (react-hook-form + zod, gift-rules.ts), for a new gift and for editing
// one: the name and description in three languages, the category, the price, the referral point
// cost, the weight and the picture (sent as a multipart upload; lib/apollo.ts switches to it when
// the variables carry a File). A server error is shown inside the form, which stays open.
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { AdminGiftsQuery } from '@/gql/graphql';
import {
  DESCRIPTION_MAX,
  IMAGE_TYPES,
  NAME_MAX,
  WEIGHT_MAX_KG,
  createGiftSchema,
  editGiftSchema,
  giftInput,
  type GiftFormValues,
  type GiftValues,
} from '../gift-rules';
import { adminMessages as m } from '../messages';
import { AdminCategoriesQuery, CreateGiftMutation, UpdateGiftMutation } from '../queries';
import { adminErrorText } from '../server-error';
import { Field, FileField, FormEnd, SelectField, TextAreaField, useRuleText } from './field';

export type AdminGift = AdminGiftsQuery['adminProducts'][number];

const RULES: MessageDescriptor[] = [
  m.giftNameRule,
  m.giftNameLongRule,
  m.giftDescriptionRule,
  m.categoryRule,
  m.priceRule,
  m.pointsRule,
  m.weightRule,
  m.imageRule,
  m.imageTypeRule,
];

function startValues(gift: AdminGift | undefined): Partial<GiftFormValues> {
  if (!gift) {
    return { nameEn: '', nameMm: '', nameCh: '', descriptionEn: '', descriptionMm: '', descriptionCh: '', categoryId: '', featureImage: null };
  }
  return {
    nameEn: gift.name.en,
    nameMm: gift.name.mm ?? '',
    nameCh: gift.name.ch ?? '',
    descriptionEn: gift.description.en,
    descriptionMm: gift.description.mm ?? '',
    descriptionCh: gift.description.ch ?? '',
    categoryId: String(gift.categoryId),
    actualPrice: gift.actualPrice,
    referralPoint: gift.referralPoint ?? undefined,
    weightKg: gift.weightKg,
    featureImage: null,
  };
}

/** An object URL of the chosen picture while it is chosen. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function GiftForm({
  gift,
  onDone,
  onCancel,
}: {
  /** The gift to edit; a new one when left out. */
  gift?: AdminGift;
  onDone: (text: string) => Promise<void> | void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const ruleText = useRuleText(RULES);
  const categories = useQuery(AdminCategoriesQuery);
  const [create] = useMutation(CreateGiftMutation);
  const [update] = useMutation(UpdateGiftMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<GiftFormValues, unknown, GiftValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(gift ? editGiftSchema : createGiftSchema) as unknown as Resolver<GiftFormValues, unknown, GiftValues>,
    defaultValues: startValues(gift),
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const chosen = form.watch('featureImage');
  const preview = usePreview(chosen);
  const title = gift ? intl.formatMessage(m.editOf, { name: gift.name.en }) : intl.formatMessage(m.newGift);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (gift) {
        const input = giftInput(values, { slug: gift.slug, inStock: gift.inStock, tokenReward: gift.tokenReward });
        await update({ variables: { id: gift.id, input, ...(values.featureImage ? { featureImage: values.featureImage } : {}) } });
      } else {
        await create({ variables: { input: giftInput(values), featureImage: values.featureImage } });
      }
    } catch (error) {
      setServerError(adminErrorText(error, intl));
      return;
    }
    await onDone(gift ? intl.formatMessage(m.giftSaved, { name: values.nameEn }) : intl.formatMessage(m.giftCreated));
  });

  const text = (name: keyof GiftFormValues) => ruleText(errors[name]?.message);
  const picture = preview ?? gift?.featureImage;

  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
      <Field label={intl.formatMessage(m.giftNameEn)} lang="en" maxLength={NAME_MAX + 10} error={text('nameEn')} registration={form.register('nameEn')} />
      <div className="admin-form__grid">
        <Field label={intl.formatMessage(m.giftNameMm)} lang="my" maxLength={NAME_MAX + 10} error={text('nameMm')} registration={form.register('nameMm')} />
        <Field label={intl.formatMessage(m.giftNameCh)} lang="zh" maxLength={NAME_MAX + 10} error={text('nameCh')} registration={form.register('nameCh')} />
      </div>
      <TextAreaField
        label={intl.formatMessage(m.giftDescriptionEn)}
        lang="en"
        maxLength={DESCRIPTION_MAX + 10}
        error={text('descriptionEn')}
        registration={form.register('descriptionEn')}
      />
      <div className="admin-form__grid">
        <TextAreaField
          label={intl.formatMessage(m.giftDescriptionMm)}
          lang="my"
          maxLength={DESCRIPTION_MAX + 10}
          error={text('descriptionMm')}
          registration={form.register('descriptionMm')}
        />
        <TextAreaField
          label={intl.formatMessage(m.giftDescriptionCh)}
          lang="zh"
          maxLength={DESCRIPTION_MAX + 10}
          error={text('descriptionCh')}
          registration={form.register('descriptionCh')}
        />
      </div>
      <SelectField label={intl.formatMessage(m.giftCategory)} error={text('categoryId')} registration={form.register('categoryId')}>
        <option value="">{intl.formatMessage(m.giftChooseCategory)}</option>
        {categories.data?.categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
        {/* A gift in a hidden category keeps it (`categories` lists visible ones only). */}
        {gift && categories.data && !categories.data.categories.some((c) => c.id === gift.categoryId) && (
          <option value={String(gift.categoryId)}>#{gift.categoryId}</option>
        )}
      </SelectField>
      <div className="admin-form__grid">
        <Field
          label={intl.formatMessage(m.giftPoints)}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={text('referralPoint')}
          registration={form.register('referralPoint', { valueAsNumber: true })}
        />
        <Field
          label={intl.formatMessage(m.giftPrice)}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={text('actualPrice')}
          registration={form.register('actualPrice', { valueAsNumber: true })}
        />
        <Field
          label={intl.formatMessage(m.giftWeight)}
          type="number"
          inputMode="decimal"
          min={0}
          max={WEIGHT_MAX_KG}
          step="any"
          hint={intl.formatMessage(m.giftWeightHint)}
          error={text('weightKg')}
          registration={form.register('weightKg', { valueAsNumber: true })}
        />
      </div>
      <div className="admin-gift-form__picture">
        {picture && <img src={picture} alt="" width={72} height={72} className="admin-gift__img" />}
        <FileField
          label={intl.formatMessage(m.giftImage)}
          accept={IMAGE_TYPES.join(',')}
          hint={gift ? intl.formatMessage(m.giftImageHint) : undefined}
          error={text('featureImage')}
          onFile={(file) => form.setValue('featureImage', file, { shouldDirty: true, shouldValidate: isSubmitted })}
        />
      </div>
      <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(gift ? m.save : m.create)} onCancel={onCancel} />
    </form>
  );
}
