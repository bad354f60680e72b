// The product form (react-hook-form + zod, catalog-rules.ts) for every type the shop sells:
// products, token packs and referral gifts. Name and description in three languages side by side,
// the category, price, weight, the type's own amount (tokens earned, tokens in the pack, or the
// referral point cost), stock, a product's flash sale (price, and start and end typed in Myanmar
// time), and the photos (the first is the main picture). The server's refusals are shown beside
// their fields; what matches no field is shown above the buttons.
import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { AdminProductFieldsFragment, AdminProductVariantFieldsFragment } from '@/gql/graphql';
import { Button } from '@/components/ui/button';
import { catalogMessages as m } from './messages';
import { AdminCategoryListQuery, CreateProductMutation, UpdateProductMutation } from './queries';
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  photoChanges,
  productFieldOf,
  productInput,
  productSchema,
  saleInput,
  saleValues,
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
  hasVariantSale,
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
  m.salePriceRule,
  m.saleEndRule,
  m.saleOrderRule,
  m.saleTimeRule,
  m.variantSaleRule,
];

/** The sale fields: token packs and gifts do not show them. */
const SALE_FIELDS: readonly string[] = ['salePrice', 'saleStartsAt', 'saleEndsAt'];

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
    ...saleValues(product),
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
  const saleHintId = useId();
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

  /**
   * The variant rows' own rules (a weight of 0 to 1,000 kg, a sale price below the row's price),
   * shown beside their fields: false when one fails.
   */
  function variantsValid(type: string, productPrice: number): boolean {
    if (!sendsVariants(type)) return true;
    const found = variantRuleErrors(variants, productPrice);
    const texts = Object.fromEntries(Object.entries(found).map(([key, id]) => [key, ruleText(id) ?? id]));
    setVariantErrors(texts);
    return Object.keys(texts).length === 0;
  }

  /** Variants' sale prices use the product's window, so one of them alone needs its end too (the server's `sale_end_required`). */
  function variantSaleHasEnd(values: Pick<ProductFormValues, 'type' | 'salePrice' | 'saleEndsAt'>): boolean {
    if (values.type !== 'PRODUCT' || values.salePrice.trim() !== '' || values.saleEndsAt !== '' || !hasVariantSale(variants)) return true;
    form.setError('saleEndsAt', { message: m.saleEndRule.id });
    return false;
  }

  async function send(values: ProductValues) {
    const sale = saleInput(values, values.type === 'PRODUCT' && hasVariantSale(variants), product);
    // The server counts only the variants sent when it checks that a window has a sale price, so a
    // window for the variants' sale prices alone sends them even when untouched.
    const withVariants = sendsVariants(values.type) || (values.type === 'PRODUCT' && sale.salePrice === null && sale.saleEndsAt !== null);
    const input = {
      ...productInput(values, product?.slug),
      ...sale,
      ...(withVariants ? { options: optionsInput(options), variants: variantsInput(variants, savedPhotos.map((p) => p.id)) } : {}),
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
      const variantsOk = variantsValid(values.type, values.actualPrice);
      if (!variantSaleHasEnd(values) || !variantsOk) return;
      try {
        await send(values);
      } catch (error) {
        const fields = serverFieldErrors(error, productFieldOf);
        let shown = false;
        // A token pack's or gift's sale (set through the API) has no field here: its refusal goes
        // above the buttons.
        let unshown: string | undefined;
        for (const [field, message] of Object.entries(fields) as [keyof ProductFormValues | 'photos', string][]) {
          if (values.type !== 'PRODUCT' && SALE_FIELDS.includes(field)) {
            unshown ??= message;
            continue;
          }
          shown = true;
          if (field === 'photos') setPhotoError(message);
          else form.setError(field, { message });
        }
        const variantFields = serverFieldErrors(error, variantFieldOf);
        if (Object.keys(variantFields).length > 0) {
          shown = true;
          setVariantErrors(variantFields as Record<string, string>);
        }
        if (!shown) setServerError(unshown ?? adminErrorText(error, intl));
        return;
      }
      await onDone(product ? intl.formatMessage(m.itemSaved, { name: values.nameEn.trim() }) : intl.formatMessage(m.productCreated));
    },
    // The form's own fields failed: the rows' rules are shown too, so every mistake is seen at once.
    () => {
      variantsValid(form.getValues('type'), form.getValues('actualPrice'));
      variantSaleHasEnd(form.getValues());
    },
  );

  const text = (name: keyof ProductFormValues) => ruleText(errors[name]?.message);
  const number = { valueAsNumber: true } as const;

  const [salePrice, saleStartsAt, saleEndsAt] = form.watch(['salePrice', 'saleStartsAt', 'saleEndsAt']);
  const variantSale = hasVariantSale(variants);
  const saleTyped = salePrice.trim() !== '' || saleStartsAt !== '' || saleEndsAt !== '' || variantSale;
  const hadSale = product?.salePrice != null || product?.saleEndsAt != null;
  // Emptying the price clears the sale: said when it takes a saved sale away or leaves typed times unsaved.
  const noSaleNote = salePrice.trim() === '' && !variantSale && (hadSale || saleStartsAt !== '' || saleEndsAt !== '');

  /** Empties the sale's price and times and every variant's sale price: saving then removes the sale. */
  function clearSale() {
    for (const field of ['salePrice', 'saleStartsAt', 'saleEndsAt'] as const) form.setValue(field, '', { shouldDirty: true });
    form.clearErrors(['salePrice', 'saleStartsAt', 'saleEndsAt']);
    if (variantSale) {
      const next = variants.map((v) => ({ ...v, salePrice: '' }));
      setVariantErrors((current) => errorsAfterEdit(current, variants, next));
      setVariants(next);
      setVariantsTouched(true);
    }
    // The button goes with the sale: focus stays in the fieldset.
    form.setFocus('salePrice');
  }

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
        <fieldset className="admin-sale" aria-describedby={saleHintId}>
          <legend className="admin-sale__title">{intl.formatMessage(m.saleTitle)}</legend>
          <p id={saleHintId} className="admin-field__hint">
            {intl.formatMessage(m.saleHint)}
          </p>
          <div className="admin-sale__fields">
            <Field
              label={intl.formatMessage(m.salePrice)}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              error={text('salePrice')}
              registration={form.register('salePrice')}
            />
            <Field
              label={intl.formatMessage(m.saleStartsAt)}
              type="datetime-local"
              hint={intl.formatMessage(m.saleStartsAtHint)}
              error={text('saleStartsAt')}
              registration={form.register('saleStartsAt')}
            />
            <Field label={intl.formatMessage(m.saleEndsAt)} type="datetime-local" error={text('saleEndsAt')} registration={form.register('saleEndsAt')} />
          </div>
          {noSaleNote && (
            <p className="admin-sale__note" role="status">
              {intl.formatMessage(m.saleCleared)}
            </p>
          )}
          {saleTyped && (
            <div className="admin-sale__actions">
              <Button type="button" variant="outline" size="sm" onClick={clearSale}>
                <X size={16} aria-hidden />
                {intl.formatMessage(m.clearSale)}
              </Button>
            </div>
          )}
        </fieldset>
      )}
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
