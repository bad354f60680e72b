// Minus, an editable number and plus, with the spec's quantity rules (doc 000 §5, §9):
// whole numbers only, never below 1 (minus is disabled at 1), at most 1,000,000 for typed values;
// the input takes digits only, and what is typed is applied 0.5 s after the last keystroke or at
// once on blur or Enter. Empty or invalid (0) becomes 1; above the maximum becomes the maximum.
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { uiMessages } from './messages';

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 1_000_000;
export const QUANTITY_DEBOUNCE_MS = 500;

/** The quantity a typed text stands for. */
export function normalizeQuantity(text: string, max = QUANTITY_MAX): number {
  if (!/^\d+$/.test(text)) return QUANTITY_MIN;
  const n = Number.parseInt(text, 10);
  if (!Number.isFinite(n) || n < QUANTITY_MIN) return QUANTITY_MIN;
  return Math.min(n, max);
}

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Upper bound for typed values and plus (default 1,000,000). */
  max?: number;
  disabled?: boolean;
  /** Accessible name of the input (default 'Quantity'). */
  label?: string;
  className?: string;
}

export function QuantityStepper({ value, onChange, max = QUANTITY_MAX, disabled, label, className }: QuantityStepperProps) {
  const intl = useIntl();
  const [text, setText] = useState(String(value));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // An outside change (plus/minus, a reset) shows in the input.
  useEffect(() => setText(String(value)), [value]);
  useEffect(() => () => cancel(), []);

  function cancel() {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  }

  function apply(raw: string) {
    cancel();
    const next = normalizeQuantity(raw, max);
    setText(String(next));
    if (next !== value) onChange(next);
  }

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    const digits = event.target.value.replace(/\D+/g, '');
    setText(digits);
    cancel();
    timer.current = setTimeout(() => apply(digits), QUANTITY_DEBOUNCE_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply(text);
    }
  }

  function step(delta: number) {
    cancel();
    const next = Math.max(QUANTITY_MIN, Math.min(max, value + delta));
    setText(String(next));
    if (next !== value) onChange(next);
  }

  return (
    <div className={['ui-stepper', className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className="ui-stepper__button"
        onClick={() => step(-1)}
        disabled={disabled || value <= QUANTITY_MIN}
        aria-label={intl.formatMessage(uiMessages.decrease)}
      >
        <Minus size={18} aria-hidden />
      </button>
      <input
        className="ui-stepper__input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={String(max).length + 1}
        value={text}
        onChange={onInput}
        onBlur={() => apply(text)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        aria-label={label ?? intl.formatMessage(uiMessages.quantity)}
      />
      <button
        type="button"
        className="ui-stepper__button"
        onClick={() => step(1)}
        disabled={disabled || value >= max}
        aria-label={intl.formatMessage(uiMessages.increase)}
      >
        <Plus size={18} aria-hidden />
      </button>
    </div>
  );
}
