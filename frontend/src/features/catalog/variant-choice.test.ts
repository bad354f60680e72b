import { describe, expect, it } from 'vitest';
import { choose, emptyChoice, firstUnchosen, isSelectable, stockHint, variantFor } from './variant-choice';

// The demo shop's Converse: sizes 40-42 in black and white; 42 sold out in both colours.
const options = [
  { name: 'Size', values: ['40', '41', '42'] },
  { name: 'Colour', values: ['Black', 'White'] },
];
const variants = [
  { id: 1, optionValues: ['40', 'Black'], available: true, stock: 5 },
  { id: 2, optionValues: ['41', 'Black'], available: true, stock: 2 },
  { id: 3, optionValues: ['42', 'Black'], available: false, stock: 0 },
  { id: 4, optionValues: ['40', 'White'], available: true, stock: null },
  { id: 5, optionValues: ['41', 'White'], available: true, stock: 3 },
  { id: 6, optionValues: ['42', 'White'], available: false, stock: 0 },
];

describe('isSelectable', () => {
  it('crosses out a value no available variant has, whatever else is chosen', () => {
    const none = emptyChoice(options);
    expect(isSelectable(variants, none, 0, '42')).toBe(false);
    expect(isSelectable(variants, none, 0, '41')).toBe(true);
    expect(isSelectable(variants, ['40', null], 0, '42')).toBe(false);
  });

  it('follows the other options’ chosen values', () => {
    const noWhite = variants.map((v) => (v.id === 5 ? { ...v, available: false } : v));
    expect(isSelectable(noWhite, [null, 'White'], 0, '41')).toBe(false);
    expect(isSelectable(noWhite, [null, 'White'], 0, '40')).toBe(true);
    expect(isSelectable(noWhite, ['41', null], 1, 'White')).toBe(false);
    expect(isSelectable(noWhite, ['41', null], 1, 'Black')).toBe(true);
  });

  it('ignores the option’s own current value, so another value can replace it', () => {
    expect(isSelectable(variants, ['40', 'Black'], 0, '41')).toBe(true);
    expect(isSelectable(variants, ['40', 'Black'], 1, 'White')).toBe(true);
  });
});

describe('variantFor', () => {
  it('names no variant until every option is chosen', () => {
    expect(variantFor(variants, [null, null])).toBeNull();
    expect(variantFor(variants, ['41', null])).toBeNull();
    expect(firstUnchosen(['41', null])).toBe(1);
  });

  it('names the variant of a full choice', () => {
    expect(variantFor(variants, ['41', 'Black'])?.id).toBe(2);
    expect(variantFor(variants, ['40', 'White'])?.id).toBe(4);
    expect(firstUnchosen(['41', 'Black'])).toBe(-1);
  });

  it('builds a choice step by step', () => {
    const choice = choose(choose(emptyChoice(options), 0, '41'), 1, 'Black');
    expect(choice).toEqual(['41', 'Black']);
    expect(choose(choice, 0, null)).toEqual([null, 'Black']);
  });
});

describe('stockHint', () => {
  it('says Only N left at 5 or less, Sold out at 0, nothing when not counted or plenty', () => {
    expect(stockHint(variants[1])).toEqual({ kind: 'few', count: 2 });
    expect(stockHint(variants[0])).toEqual({ kind: 'few', count: 5 });
    expect(stockHint({ available: true, stock: 6 })).toBeNull();
    expect(stockHint(variants[3])).toBeNull();
    expect(stockHint(variants[2])).toEqual({ kind: 'soldOut' });
    expect(stockHint(null)).toBeNull();
  });
});
