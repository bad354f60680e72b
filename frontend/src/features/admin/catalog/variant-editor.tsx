// The product form's "Options and variants" section (issue 37): up to three options, each with its
// name and values in English, Burmese and Chinese; "Make every combination" turns them into one
// variant row each (rows already there keep their SKU, price and stock); each row has its SKU,
// price (empty: the product's), flash sale price in the product's window (empty: the product's
// sale price for a row at the product's price, else none), stock (empty: not counted), low-stock
// threshold, its own weight (empty: the product's), its photo (one of the product's saved photos
// as a thumbnail, or the product's own; a product with no saved photo yet says to save them
// first), the units held by orders (read only) and Remove. The rules' and the server's refusals
// (`variants.0.sku`, `variants.0.weightKg`, `variants.0.salePrice`) show beside their field. Plain
// controlled inputs: the rows come and go with the options.
import { useId, type InputHTMLAttributes } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { catalogMessages as m } from './messages';
import { MAX_OPTIONS, everyCombination, newKey, type OptionDraft, type Texts, type VariantDraft } from './variant-rules';

/** One of the product's saved photos a variant can show (`AdminProduct.images`, in their order). */
export interface VariantPhoto {
  id: number;
  url: string;
}

interface Props {
  options: OptionDraft[];
  variants: VariantDraft[];
  /** The product's saved photos (none for a new product until it is saved). */
  photos: VariantPhoto[];
  /** For the SKUs of new rows (the product's English name). */
  skuBase: string;
  errors: Record<string, string>;
  onChange: (options: OptionDraft[], variants: VariantDraft[]) => void;
}

const LANGS = ['en', 'mm', 'ch'] as const;

export function VariantEditor({ options, variants, photos, skuBase, errors, onChange }: Props) {
  const intl = useIntl();
  const setOptions = (next: OptionDraft[]) => onChange(next, variants);
  const setVariant = (index: number, patch: Partial<VariantDraft>) => onChange(options, variants.map((v, i) => (i === index ? { ...v, ...patch } : v)));
  const setOption = (index: number, next: OptionDraft) => setOptions(options.map((o, i) => (i === index ? next : o)));
  const nameLabels = { en: m.optionNameEn, mm: m.optionNameMm, ch: m.optionNameCh };
  const valueLabels = { en: m.valueEn, mm: m.valueMm, ch: m.valueCh };
  const general = errors.variants ?? errors.options;

  return (
    <section className="admin-variants" aria-labelledby="admin-variants-title">
      <h3 id="admin-variants-title" className="admin-variants__title">
        {intl.formatMessage(m.variantsTitle)}
      </h3>
      <p className="admin-field__hint">{intl.formatMessage(m.variantsHint)}</p>
      {general && (
        <p className="admin-field__error" role="alert">
          {general}
        </p>
      )}
      {options.map((option, oi) => (
        <fieldset key={option.key} className="admin-variants__option">
          <legend>{intl.formatMessage(m.optionN, { n: oi + 1 })}</legend>
          <div className="admin-variants__langs">
            {LANGS.map((lang) => (
              <TextInput
                key={lang}
                label={intl.formatMessage(nameLabels[lang])}
                value={option.name[lang]}
                error={errors[`options.${oi}.name.${lang}`] ?? (lang === 'en' ? errors[`options.${oi}.name`] : undefined)}
                maxLength={100}
                onValue={(value) => setOption(oi, { ...option, name: { ...option.name, [lang]: value } })}
              />
            ))}
          </div>
          <ol className="admin-variants__values">
            {option.values.map((value, vi) => (
              <li key={value.key} className="admin-variants__value">
                <div className="admin-variants__langs">
                  {LANGS.map((lang) => (
                    <TextInput
                      key={lang}
                      label={`${intl.formatMessage(valueLabels[lang])} ${vi + 1}`}
                      value={value[lang]}
                      error={errors[`options.${oi}.values.${vi}.${lang}`] ?? (lang === 'en' ? errors[`options.${oi}.values.${vi}`] : undefined)}
                      maxLength={100}
                      onValue={(text) => setOption(oi, { ...option, values: option.values.map((v, j) => (j === vi ? { ...v, [lang]: text } : v)) })}
                    />
                  ))}
                </div>
                <button
                  type="button"
                  className="ui-icon-button admin-variants__remove"
                  aria-label={intl.formatMessage(m.removeValue, { n: vi + 1 })}
                  onClick={() => setOption(oi, { ...option, values: option.values.filter((_, j) => j !== vi) })}
                >
                  <Trash2 size={18} aria-hidden />
                </button>
              </li>
            ))}
          </ol>
          {errors[`options.${oi}.values`] && (
            <p className="admin-field__error" role="alert">
              {errors[`options.${oi}.values`]}
            </p>
          )}
          <div className="admin-variants__buttons">
            <Button type="button" variant="outline" size="sm" onClick={() => setOption(oi, { ...option, values: [...option.values, blankValue()] })}>
              <Plus size={16} aria-hidden />
              {intl.formatMessage(m.addValue)}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setOptions(options.filter((_, j) => j !== oi))}>
              <Trash2 size={16} aria-hidden />
              {intl.formatMessage(m.removeOption, { n: oi + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      <div className="admin-variants__buttons">
        {options.length < MAX_OPTIONS && (
          <Button type="button" variant="outline" size="sm" onClick={() => setOptions([...options, { key: newKey(), name: { en: '', mm: '', ch: '' }, values: [blankValue()] }])}>
            <Plus size={16} aria-hidden />
            {intl.formatMessage(m.addOption)}
          </Button>
        )}
        <Button type="button" size="sm" onClick={() => onChange(options, everyCombination(options, variants, skuBase))}>
          {intl.formatMessage(m.makeVariants)}
        </Button>
      </div>
      <ul className="admin-variants__rows" role="list">
        {variants.map((variant, index) => {
          const name = variant.optionValues.length ? variant.optionValues.join(' / ') : intl.formatMessage(m.withoutOptions);
          const err = (field: string) => errors[`variants.${index}.${field}`];
          // A photo removed from the product (in this same edit) is the product's own again.
          const imageId = photos.some((p) => p.id === variant.imageId) ? variant.imageId : null;
          const photoError = err('imageId');
          return (
            <li key={variant.key}>
              <fieldset className="admin-variants__row" data-testid="variant-row">
                <legend>{name}</legend>
                <div className="admin-variants__fields">
                  <TextInput label={intl.formatMessage(m.sku)} value={variant.sku} error={err('sku')} maxLength={150} autoCapitalize="characters" onValue={(sku) => setVariant(index, { sku })} />
                  <TextInput label={intl.formatMessage(m.variantPrice)} value={variant.price} error={err('price')} inputMode="numeric" onValue={(price) => setVariant(index, { price: digits(price) })} />
                  <TextInput
                    label={intl.formatMessage(m.variantSalePrice)}
                    value={variant.salePrice}
                    error={err('salePrice')}
                    // What an empty field means depends on the row's price (catalog::sales::sale_price).
                    hint={intl.formatMessage(variant.price === '' ? m.variantSaleHintProduct : m.variantSaleHintOwn)}
                    inputMode="numeric"
                    onValue={(salePrice) => setVariant(index, { salePrice: digits(salePrice) })}
                  />
                  <TextInput label={intl.formatMessage(m.variantStock)} value={variant.stock} error={err('stock')} inputMode="numeric" onValue={(stock) => setVariant(index, { stock: digits(stock) })} />
                  <TextInput
                    label={intl.formatMessage(m.lowStockAt)}
                    value={variant.lowStockAt}
                    error={err('lowStockAt')}
                    inputMode="numeric"
                    onValue={(lowStockAt) => setVariant(index, { lowStockAt: digits(lowStockAt) })}
                  />
                  <TextInput
                    label={intl.formatMessage(m.variantWeight)}
                    value={variant.weightKg}
                    error={err('weightKg')}
                    hint={intl.formatMessage(m.variantWeightHint)}
                    inputMode="decimal"
                    maxLength={12}
                    onValue={(weightKg) => setVariant(index, { weightKg: weightKg.replace(',', '.').replace(/[^0-9.]/g, '') })}
                  />
                </div>
                <fieldset className="admin-variants__photos" aria-describedby={photoError ? `${variant.key}-photo-note` : undefined}>
                  <legend>{intl.formatMessage(m.variantPhoto)}</legend>
                  {photos.length === 0 ? (
                    <p className="admin-field__hint" data-testid="variant-photo-later">
                      {intl.formatMessage(m.savePhotosFirst)}
                    </p>
                  ) : (
                    <div className="admin-variants__photo-choices">
                      <label className="admin-variants__photo" data-checked={imageId === null || undefined}>
                        <input type="radio" name={`variant-photo-${variant.key}`} checked={imageId === null} onChange={() => setVariant(index, { imageId: null })} />
                        <span>{intl.formatMessage(m.productPhoto)}</span>
                      </label>
                      {photos.map((photo, pi) => (
                        <label key={photo.id} className="admin-variants__photo" data-checked={imageId === photo.id || undefined}>
                          <input type="radio" name={`variant-photo-${variant.key}`} checked={imageId === photo.id} onChange={() => setVariant(index, { imageId: photo.id })} />
                          <img src={photo.url} alt={intl.formatMessage(m.photoLabel, { n: pi + 1 })} width={48} height={48} loading="lazy" />
                        </label>
                      ))}
                    </div>
                  )}
                  {photoError && (
                    <p id={`${variant.key}-photo-note`} className="admin-field__error" role="alert">
                      {photoError}
                    </p>
                  )}
                </fieldset>
                <div className="admin-variants__foot">
                  <p className="admin-variants__held" data-testid="variant-held">
                    {intl.formatMessage(m.held, { count: variant.held })}
                  </p>
                  <button
                    type="button"
                    className="ui-icon-button admin-variants__remove"
                    aria-label={intl.formatMessage(m.removeVariant, { name })}
                    onClick={() => onChange(options, variants.filter((_, j) => j !== index))}
                  >
                    <Trash2 size={18} aria-hidden />
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const blankValue = (): Texts & { key: string } => ({ key: newKey(), en: '', mm: '', ch: '' });
const digits = (s: string) => s.replace(/[^0-9]/g, '');

function TextInput({
  label,
  value,
  error,
  hint,
  onValue,
  ...input
}: { label: string; value: string; error?: string; hint?: string; onValue: (value: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <input
        id={id}
        className="admin-field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(e) => onValue(e.target.value)}
        {...input}
      />
      {error ? (
        <p id={`${id}-note`} className="admin-field__error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-note`} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
