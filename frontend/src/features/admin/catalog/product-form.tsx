// The product form (react-hook-form + zod, catalog-rules.ts) for every type the shop sells:
// products, token packs and referral gifts. Name and description in three languages side by side,
// the category, price, weight, the type's own amount (tokens earned, tokens in the pack, or the
// referral point cost), stock, and the photos (the first is the main picture). The server's
// refusals are shown beside their fields; what matches no field is shown above the buttons.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { AdminProductFieldsFragment, AdminProductVariantFieldsFragment } from '@/gql/graphql';
import { catalogMessages as m } from './messages';
import { AdminCategoryListQuery, CreateProductMutation, UpdateProductMutation } from './queries';
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  photoChanges,
  productFieldOf,
  productInput,
  productSchema,
  type EditableProductType,
  type Photo,
  type ProductFormValues,
  type ProductValues,
} from './rules';
import { adminErrorText, serverFieldErrors } from '../server-error';
import { Field, FormEnd, SelectField, useRuleText } from '../components/field';
import { PhotoManager } from './photo-manager';
import { TranslatedFields } from './translated-fields';
import { VariantEditor } from './variant-editor';
import {
  errorsAfterEdit,
  optionDrafts,
  optionsInput,
  variantDrafts,
  variantFieldOf,
  variantRuleErrors,
  variantsInput,
  type OptionDraft,
  type VariantDraft,
} from './variant-rules';

const RULES: MessageDescriptor[] = [
  m.nameRule,
  m.nameLongRule,
  m.descriptionRule,
  m.categoryRule,
  m.priceRule,
  m.weightRule,
  m.tokenRewardRule,
  m.tokenAmountRule,
  m.pointsRule,
  m.variantWeightRule,
];

export const TYPE_LABELS: Record<EditableProductType, MessageDescriptor> = { PRODUCT: m.typeProduct, TOKEN_PRODUCT: m.typeToken, REFERRAL_GIFT: m.typeGift };

function startValues(product: AdminProductFieldsFragment | undefined, type: EditableProductType): ProductFormValues {
  return {
    type: (product?.type as EditableProductType | undefined) ?? type,
    categoryId: product ? String(product.categoryId) : '',
    nameEn: product?.name.en ?? '',
    nameMm: product?.name.mm ?? '',
    nameCh: product?.name.ch ?? '',
    descriptionEn: product?.description.en ?? '',
    descriptionMm: product?.description.mm ?? '',
    descriptionCh: product?.description.ch ?? '',
    actualPrice: product?.actualPrice ?? Number.NaN,
    weightKg: product?.weightKg ?? 0,
    inStock: product?.inStock ?? true,
    tokenReward: product?.tokenReward ?? 0,
    tokenAmount: product?.tokenAmount ?? Number.NaN,
    referralPoint: product?.referralPoint ?? Number.NaN,
  };
}

export function ProductForm({
  product,
  type = 'PRODUCT',
  onDone,
  onCancel,
}: {
  /** The product to edit, with its options and variants (`AdminProductQuery`); a new one when left out. */
  product?: AdminProductFieldsFragment & Partial<AdminProductVariantFieldsFragment>;
  /** A new product's type to start with. */
  type?: EditableProductType;
  onDone: (text: string) => Promise<void> | void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const ruleText = useRuleText(RULES);
  const categories = useQuery(AdminCategoryListQuery);
  const [create] = useMutation(CreateProductMutation);
  const [update] = useMutation(UpdateProductMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const [photos, setPhotos] = useState<Photo[]>(() => (product?.images ?? []).map((p) => ({ kind: 'saved', id: p.id, url: p.thumb ?? p.url })));
  const [photoError, setPhotoError] = useState<string | undefined>();
  // Options and variants (issue 37): sent only once the admin changed them (left out: unchanged).
  const [options, setOptions] = useState<OptionDraft[]>(() => optionDrafts(product?.options ?? []));
  const [variants, setVariants] = useState<VariantDraft[]>(() => variantDrafts(product?.variants ?? []));
  const [variantsTouched, setVariantsTouched] = useState(false);
  const [variantErrors, setVariantErrors] = useState<Record<string, string>>({});
  const form = useForm<ProductFormValues, unknown, ProductValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(productSchema) as unknown as Resolver<ProductFormValues, unknown, ProductValues>,
    defaultValues: startValues(product, type),
  });
  const { errors, isSubmitting } = form.formState;
  const chosenType = form.watch('type');
  const title = product ? intl.formatMessage(m.editOf, { name: product.name.en }) : intl.formatMessage(m.newProduct);

  // The product's saved photos still kept, in their order: what a variant may show.
  const savedPhotos = photos.flatMap((p) => (p.kind === 'saved' ? [{ id: p.id, url: p.url }] : []));
  const sendsVariants = (type: string) => variantsTouched && type === 'PRODUCT';

  /** The variant rows' own rules (a weight of 0 to 1,000 kg), shown beside their fields: false when one fails. */
  function variantsValid(type: string): boolean {
    if (!sendsVariants(type)) return true;
    const found = variantRuleErrors(variants);
    const texts = Object.fromEntries(Object.entries(found).map(([key, id]) => [key, ruleText(id) ?? id]));
    setVariantErrors(texts);
    return Object.keys(texts).length === 0;
  }

  async function send(values: ProductValues) {
    const input = {
      ...productInput(values, product?.slug),
      // An update replaces the sale: this form does not edit sales yet, so it sends the product's.
      ...(product ? { salePrice: product.salePrice ?? null, saleStartsAt: product.saleStartsAt ?? null, saleEndsAt: product.saleEndsAt ?? null } : {}),
      ...(sendsVariants(values.type) ? { options: optionsInput(options), variants: variantsInput(variants, savedPhotos.map((p) => p.id)) } : {}),
    };
    if (!product) {
      const files = photos.flatMap((p) => (p.kind === 'new' ? [p.file] : []));
      await create({ variables: { input, featureImage: files[0] ?? null, images: files.slice(1) } });
      return;
    }
    // The kept photos in their order; the new files follow them, in the order chosen.
    const { addImages, removeImageIds, imageOrder } = photoChanges(product.images, photos);
    await update({ variables: { id: product.id, input, addImages, removeImageIds, imageOrder } });
  }

  const submit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      setVariantErrors({});
      if (!variantsValid(values.type)) return;
      try {
        await send(values);
      } catch (error) {
        const fields = serverFieldErrors(error, productFieldOf);
        let shown = false;
        for (const [field, message] of Object.entries(fields) as [keyof ProductFormValues | 'photos', string][]) {
          shown = true;
          if (field === 'photos') setPhotoError(message);
          else form.setError(field, { message });
        }
        const variantFields = serverFieldErrors(error, variantFieldOf);
        if (Object.keys(variantFields).length > 0) {
          shown = true;
          setVariantErrors(variantFields as Record<string, string>);
        }
        if (!shown) setServerError(adminErrorText(error, intl));
        return;
      }
      await onDone(product ? intl.formatMessage(m.itemSaved, { name: values.nameEn.trim() }) : intl.formatMessage(m.productCreated));
    },
    // The form's own fields failed: the rows' rules are shown too, so every mistake is seen at once.
    () => {
      variantsValid(form.getValues('type'));
    },
  );

  const text = (name: keyof ProductFormValues) => ruleText(errors[name]?.message);
  const number = { valueAsNumber: true } as const;

  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
      <div className="admin-form__grid">
        <SelectField label={intl.formatMessage(m.type)} disabled={Boolean(product)} registration={form.register('type')}>
          {(Object.keys(TYPE_LABELS) as EditableProductType[]).map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(TYPE_LABELS[value])}
            </option>
          ))}
        </SelectField>
        <SelectField label={intl.formatMessage(m.category)} error={text('categoryId')} registration={form.register('categoryId')}>
          <option value="">{intl.formatMessage(m.chooseCategory)}</option>
          {categories.data?.adminCategories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name.en}
              {c.hidden ? ` (${intl.formatMessage(m.hiddenTag)})` : ''}
            </option>
          ))}
        </SelectField>
      </div>
      <TranslatedFields
        maxLength={NAME_MAX}
        en={{ label: m.nameEn, registration: form.register('nameEn'), error: text('nameEn') }}
        mm={{ label: m.nameMm, registration: form.register('nameMm'), error: text('nameMm') }}
        ch={{ label: m.nameCh, registration: form.register('nameCh'), error: text('nameCh') }}
      />
      <TranslatedFields
        multiline
        maxLength={DESCRIPTION_MAX}
        en={{ label: m.descriptionEn, registration: form.register('descriptionEn'), error: text('descriptionEn') }}
        mm={{ label: m.descriptionMm, registration: form.register('descriptionMm'), error: text('descriptionMm') }}
        ch={{ label: m.descriptionCh, registration: form.register('descriptionCh'), error: text('descriptionCh') }}
      />
      <div className="admin-form__grid">
        <Field label={intl.formatMessage(m.price)} type="number" inputMode="numeric" min={0} step={1} error={text('actualPrice')} registration={form.register('actualPrice', number)} />
        <Field label={intl.formatMessage(m.weight)} type="number" inputMode="decimal" min={0} step="any" error={text('weightKg')} registration={form.register('weightKg', number)} />
        {chosenType === 'PRODUCT' && (
          <Field label={intl.formatMessage(m.tokenReward)} type="number" inputMode="numeric" min={0} step={1} error={text('tokenReward')} registration={form.register('tokenReward', number)} />
        )}
        {chosenType === 'TOKEN_PRODUCT' && (
          <Field label={intl.formatMessage(m.tokenAmount)} type="number" inputMode="numeric" min={1} step={1} error={text('tokenAmount')} registration={form.register('tokenAmount', number)} />
        )}
        {chosenType === 'REFERRAL_GIFT' && (
          <Field label={intl.formatMessage(m.referralPoint)} type="number" inputMode="numeric" min={1} step={1} error={text('referralPoint')} registration={form.register('referralPoint', number)} />
        )}
      </div>
      <label className="admin-check">
        <input type="checkbox" {...form.register('inStock')} /> {intl.formatMessage(m.inStock)}
      </label>
      {chosenType === 'PRODUCT' && (
        <VariantEditor
          options={options}
          variants={variants}
          photos={savedPhotos}
          skuBase={product?.slug ?? form.watch('nameEn')}
          errors={variantErrors}
          onChange={(nextOptions, nextVariants) => {
            setVariantErrors((current) => errorsAfterEdit(current, variants, nextVariants));
            setOptions(nextOptions);
            setVariants(nextVariants);
            setVariantsTouched(true);
          }}
        />
      )}
      <PhotoManager photos={photos} onChange={setPhotos} error={photoError} onError={setPhotoError} />
      <FormEnd error={serverError} submitting={isSubmitting} submitLabel={intl.formatMessage(product ? m.save : m.create)} onCancel={onCancel} />
    </form>
  );
}
