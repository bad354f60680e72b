import { describe, expect, it } from 'vitest';
import { errorsAfterEdit, everyCombination, optionDrafts, optionsInput, skuFor, variantDrafts, variantFieldOf, variantRuleErrors, variantsInput } from './variant-rules';

const options = optionDrafts([
  { name: { en: 'Size', mm: 'အရွယ်အစား', ch: '尺码' }, values: [{ en: '40' }, { en: '41' }] },
  { name: { en: 'Colour' }, values: [{ en: 'Black', mm: 'အနက်', ch: '黑色' }, { en: 'White' }, { en: ' ' }] },
]);

describe('everyCombination', () => {
  it('makes one variant per combination, the first option slowest, blank values skipped', () => {
    const rows = everyCombination(options, [], 'Chuck Taylor');
    expect(rows.map((r) => r.optionValues)).toEqual([
      ['40', 'Black'],
      ['40', 'White'],
      ['41', 'Black'],
      ['41', 'White'],
    ]);
    expect(rows[0]).toMatchObject({ sku: 'CHUCK-TAYLOR-40-BLACK', price: '', stock: '', lowStockAt: '', weightKg: '', imageId: null, held: 0 });
  });

  it('keeps the rows that already exist and drops the combinations no longer offered', () => {
    const existing = variantDrafts([
      { sku: 'CT-41-BLK', optionValues: ['41', 'Black'], price: 52000, stock: 2, held: 1, lowStockAt: 1 },
      { sku: 'CT-42-BLK', optionValues: ['42', 'Black'], price: null, stock: 0, held: 0 },
    ]);
    const rows = everyCombination(options, existing, 'ct');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toBe(existing[0]);
    expect(rows.some((r) => r.sku === 'CT-42-BLK')).toBe(false);
  });

  it('keeps the only variant of a product without options', () => {
    const only = variantDrafts([{ sku: 'DESK', optionValues: [] }]);
    expect(everyCombination([], only, 'desk')).toEqual(only);
  });

  it('makes SKUs of letters, digits and dashes', () => {
    expect(skuFor('Chuck Taylor (High Top)', ['41', 'Black/Red'])).toBe('CHUCK-TAYLOR-HIGH-TOP-41-BLACK-RED');
    expect(skuFor('', ['S'])).toBe('SKU-S');
  });
});

describe('the input sent', () => {
  it('sends options in three languages (empty translations as null) and the English values', () => {
    expect(optionsInput(options)).toEqual([
      { name: { en: 'Size', mm: 'အရွယ်အစား', ch: '尺码' }, values: [{ en: '40', mm: null, ch: null }, { en: '41', mm: null, ch: null }] },
      { name: { en: 'Colour', mm: null, ch: null }, values: [{ en: 'Black', mm: 'အနက်', ch: '黑色' }, { en: 'White', mm: null, ch: null }] },
    ]);
  });

  it('sends an empty price, stock, weight and photo as null (the product’s; not counted)', () => {
    const rows = everyCombination(options, [], 'ct');
    rows[0] = { ...rows[0], price: '53000', stock: '4', lowStockAt: '1', weightKg: '0.75', imageId: 31 };
    expect(variantsInput(rows).slice(0, 2)).toEqual([
      { sku: 'CT-40-BLACK', optionValues: ['40', 'Black'], price: 53000, stock: 4, lowStockAt: 1, weightKg: 0.75, imageId: 31, salePrice: null },
      { sku: 'CT-40-WHITE', optionValues: ['40', 'White'], price: null, stock: null, lowStockAt: null, weightKg: null, imageId: null, salePrice: null },
    ]);
  });

  it('keeps a variant’s own weight and photo from the server, and sends a photo removed in the same save as null', () => {
    const rows = variantDrafts([
      { sku: 'CT-41-BLK', optionValues: ['41', 'Black'], weightKg: 1.2, imageId: 31 },
      { sku: 'CT-41-WHT', optionValues: ['41', 'White'], weightKg: null, imageId: 32 },
    ]);
    expect(rows.map((r) => [r.weightKg, r.imageId])).toEqual([
      ['1.2', 31],
      ['', 32],
    ]);
    expect(variantsInput(rows, [31]).map((v) => [v.weightKg, v.imageId])).toEqual([
      [1.2, 31],
      [null, null],
    ]);
  });

  it('checks each row’s weight: empty, or 0 to 1,000 kg', () => {
    const rows = everyCombination(options, [], 'ct');
    const weigh = (...weights: string[]) => variantRuleErrors(rows.map((r, i) => ({ ...r, weightKg: weights[i] ?? '' })));
    expect(weigh('', '0', '0.5', '1000')).toEqual({});
    expect(weigh(' 2 ', '.25')).toEqual({});
    expect(weigh('1000.5', 'abc', '1.2.3', '-1')).toEqual({
      'variants.0.weightKg': 'admin.variants.weightRule',
      'variants.1.weightKg': 'admin.variants.weightRule',
      'variants.2.weightKg': 'admin.variants.weightRule',
      'variants.3.weightKg': 'admin.variants.weightRule',
    });
  });

  it('checks each row’s sale price: empty, or 1 kyat to below the row’s own price, else the product’s', () => {
    const rows = everyCombination(options, [], 'ct').map((r, i) => (i === 1 ? { ...r, price: '60000' } : r));
    const sell = (...prices: string[]) => variantRuleErrors(rows.map((r, i) => ({ ...r, salePrice: prices[i] ?? '' })), 50000);
    expect(sell('', '55000', '49999')).toEqual({});
    expect(sell('50000', '60000', '0')).toEqual({
      'variants.0.salePrice': 'admin.variants.salePriceRule',
      'variants.1.salePrice': 'admin.variants.salePriceRule',
      'variants.2.salePrice': 'admin.variants.salePriceRule',
    });
  });

  it('sends a row’s sale price, and keeps one saved through the API', () => {
    const rows = variantDrafts([
      { sku: 'CT-41-BLK', optionValues: ['41', 'Black'], salePrice: 45000 },
      { sku: 'CT-41-WHT', optionValues: ['41', 'White'] },
    ]);
    expect(rows.map((r) => r.salePrice)).toEqual(['45000', '']);
    expect(variantsInput([rows[0], { ...rows[1], salePrice: '44000' }]).map((v) => v.salePrice)).toEqual([45000, 44000]);
    expect(variantsInput(rows.map((r) => ({ ...r, salePrice: '' }))).map((v) => v.salePrice)).toEqual([null, null]);
  });

  it('drops the message of a field the admin changed, and every row’s when rows come or go', () => {
    const rows = everyCombination(options, [], 'ct');
    const errors = { 'variants.0.weightKg': 'bad weight', 'variants.1.sku': 'taken', 'options.0.name.en': 'write it' };
    const edited = rows.map((r, i) => (i === 0 ? { ...r, weightKg: '1' } : r));
    expect(errorsAfterEdit(errors, rows, edited)).toEqual({ 'variants.1.sku': 'taken', 'options.0.name.en': 'write it' });
    expect(errorsAfterEdit(errors, rows, rows.slice(1))).toEqual({ 'options.0.name.en': 'write it' });
  });

  it('maps the server’s field names to the editor’s', () => {
    expect(variantFieldOf('variants.0.sku')).toBe('variants.0.sku');
    expect(variantFieldOf('variants.2.low_stock_at')).toBe('variants.2.lowStockAt');
    expect(variantFieldOf('variants.1.weight_kg')).toBe('variants.1.weightKg');
    expect(variantFieldOf('variants.1.image_id')).toBe('variants.1.imageId');
    expect(variantFieldOf('variants.3.sale_price')).toBe('variants.3.salePrice');
    expect(variantFieldOf('options.1.name.en')).toBe('options.1.name.en');
    expect(variantFieldOf('actual_price')).toBeUndefined();
  });
});
