// The product form's "Options and variants" section (issue 37): up to three options, each with its
// name and values in English, Burmese and Chinese; "Make every combination" turns them into one
// variant row each (rows already there keep their SKU, price and stock); each row has its SKU,
// price (empty: the product's), stock (empty: not counted), low-stock threshold, the units held
// by orders (read only) and Remove. The server's refusals (`variants.0.sku`) show beside their
// field. Plain controlled inputs: the rows come and go with the options.
import { useId, type InputHTMLAttributes } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { catalogMessages as m } from './messages';
import { MAX_OPTIONS, everyCombination, newKey, type OptionDraft, type Texts, type VariantDraft } from './variant-rules';

interface Props {
  options: OptionDraft[];
  variants: VariantDraft[];
  /** For the SKUs of new rows (the product's English name). */
  skuBase: string;
  errors: Record<string, string>;
  onChange: (options: OptionDraft[], variants: VariantDraft[]) => void;
}

const LANGS = ['en', 'mm', 'ch'] as const;

export function VariantEditor({ options, variants, skuBase, errors, onChange }: Props) {
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
          return (
            <li key={variant.key}>
              <fieldset className="admin-variants__row" data-testid="variant-row">
                <legend>{name}</legend>
                <TextInput label={intl.formatMessage(m.sku)} value={variant.sku} error={err('sku')} maxLength={150} autoCapitalize="characters" onValue={(sku) => setVariant(index, { sku })} />
                <TextInput label={intl.formatMessage(m.variantPrice)} value={variant.price} error={err('price')} inputMode="numeric" onValue={(price) => setVariant(index, { price: digits(price) })} />
                <TextInput label={intl.formatMessage(m.variantStock)} value={variant.stock} error={err('stock')} inputMode="numeric" onValue={(stock) => setVariant(index, { stock: digits(stock) })} />
                <TextInput
                  label={intl.formatMessage(m.lowStockAt)}
                  value={variant.lowStockAt}
                  error={err('lowStockAt')}
                  inputMode="numeric"
                  onValue={(lowStockAt) => setVariant(index, { lowStockAt: digits(lowStockAt) })}
                />
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
  onValue,
  ...input
}: { label: string; value: string; error?: string; onValue: (value: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const id = useId();
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
        aria-describedby={error ? `${id}-note` : undefined}
        onChange={(e) => onValue(e.target.value)}
        {...input}
      />
      {error && (
        <p id={`${id}-note`} className="admin-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
