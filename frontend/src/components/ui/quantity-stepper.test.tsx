// The quantity rules (doc 000 §5, §9): min 1 (minus disabled at 1), typed values digits only and
// at most 1,000,000, empty or invalid becomes 1, applied 0.5 s after the last keystroke or at
// once on blur or Enter.
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/test/render-with-providers';
import { normalizeQuantity, QUANTITY_DEBOUNCE_MS, QUANTITY_MAX, QuantityStepper } from './quantity-stepper';

function Harness({ start = 1, onChange }: { start?: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <QuantityStepper
        value={value}
        onChange={(n) => {
          onChange?.(n);
          setValue(n);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
const plus = () => screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
const value = () => screen.getByTestId('value').textContent;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('normalizeQuantity', () => {
  it('keeps whole numbers from 1 to the maximum', () => {
    expect(normalizeQuantity('1')).toBe(1);
    expect(normalizeQuantity('42')).toBe(42);
    expect(normalizeQuantity('1000000')).toBe(QUANTITY_MAX);
  });
  it('turns empty, zero and anything not digits into 1', () => {
    for (const text of ['', '0', '000', 'abc', '-3', '2.5', ' 7']) expect(normalizeQuantity(text)).toBe(1);
  });
  it('caps values above the maximum', () => {
    expect(normalizeQuantity('2000000')).toBe(QUANTITY_MAX);
    expect(normalizeQuantity('99999999999999999999')).toBe(QUANTITY_MAX);
  });
});

describe('QuantityStepper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at 1 with minus disabled, and plus and minus step by one', () => {
    renderWithIntl(<Harness />);
    expect(input().value).toBe('1');
    expect(minus().disabled).toBe(true);
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(value()).toBe('3');
    expect(minus().disabled).toBe(false);
    fireEvent.click(minus());
    expect(value()).toBe('2');
    fireEvent.click(minus());
    expect(value()).toBe('1');
    expect(minus().disabled).toBe(true);
  });

  it('accepts digits only while typing', () => {
    renderWithIntl(<Harness />);
    type('1a2b');
    expect(input().value).toBe('12');
    type('abc');
    expect(input().value).toBe('');
  });

  it('applies a typed value 0.5 s after the last keystroke, not before', () => {
    const onChange = vi.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    type('2');
    wait(300);
    type('25');
    wait(QUANTITY_DEBOUNCE_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    expect(value()).toBe('1');
    wait(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(25);
    expect(value()).toBe('25');
  });

  it('turns 0, letters and an empty box into 1 after the debounce', () => {
    renderWithIntl(<Harness start={5} />);
    type('0');
    wait(QUANTITY_DEBOUNCE_MS);
    expect(value()).toBe('1');
    expect(input().value).toBe('1');

    fireEvent.click(plus());
    type('abc');
    wait(QUANTITY_DEBOUNCE_MS);
    expect(value()).toBe('1');
    expect(input().value).toBe('1');

    fireEvent.click(plus());
    type('');
    wait(QUANTITY_DEBOUNCE_MS);
    expect(input().value).toBe('1');
    expect(value()).toBe('1');
  });

  it('caps a typed value at 1,000,000 and then disables plus', () => {
    renderWithIntl(<Harness />);
    type('2000000');
    wait(QUANTITY_DEBOUNCE_MS);
    expect(value()).toBe('1000000');
    expect(input().value).toBe('1000000');
    expect(plus().disabled).toBe(true);
  });

  it('applies at once on blur', () => {
    const onChange = vi.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    type('7');
    fireEvent.blur(input());
    expect(onChange).toHaveBeenCalledWith(7);
    expect(value()).toBe('7');
    wait(QUANTITY_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('applies at once on Enter', () => {
    const onChange = vi.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    type('0');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input().value).toBe('1');
    type('12');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(12);
    expect(value()).toBe('12');
    wait(QUANTITY_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
