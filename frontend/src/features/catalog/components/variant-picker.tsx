// The product page's option chips (issue 37): one radiogroup per option (Size, Colour) named by
// the option. A value no available variant has, given the other chosen values, is crossed out,
// aria-disabled and skipped by Tab and the arrow keys. The chosen value (or the first choosable
// one) is the group's one Tab stop; the arrow keys move between choosable values and choose them.
import { useRef, type KeyboardEvent } from 'react';
import { choose, isSelectable, type Choice, type ChoiceOption, type ChoiceVariant } from '../variant-choice';

interface Props {
  options: ChoiceOption[];
  variants: ChoiceVariant[];
  choice: Choice;
  onChange: (choice: Choice) => void;
}

export function VariantPicker({ options, variants, choice, onChange }: Props) {
  return (
    <div className="pd-options">
      {options.map((option, index) => (
        <OptionGroup key={option.name + index} option={option} index={index} variants={variants} choice={choice} onChange={onChange} />
      ))}
    </div>
  );
}

function OptionGroup({ option, index, variants, choice, onChange }: Omit<Props, 'options'> & { option: ChoiceOption; index: number }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const labelId = `pd-option-${index}`;
  const selectable = option.values.map((value) => isSelectable(variants, choice, index, value));
  const chosen = choice[index];
  const chosenIndex = chosen === null ? -1 : option.values.indexOf(chosen);
  const tabStop = chosenIndex >= 0 && selectable[chosenIndex] ? chosenIndex : selectable.indexOf(true);

  function pick(valueIndex: number) {
    if (!selectable[valueIndex]) return;
    onChange(choose(choice, index, option.values[valueIndex]));
  }

  function onKeyDown(event: KeyboardEvent, from: number) {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const count = option.values.length;
    for (let n = 1; n < count; n += 1) {
      const next = (from + step * n + count * n) % count;
      if (selectable[next]) {
        pick(next);
        refs.current[next]?.focus();
        return;
      }
    }
  }

  return (
    <div className="pd-option">
      <div className="pd-option__label">
        <span id={labelId}>{option.name}</span>
        {chosen !== null && <span className="pd-option__chosen">: {chosen}</span>}
      </div>
      <div role="radiogroup" aria-labelledby={labelId} className="pd-chips">
        {option.values.map((value, valueIndex) => {
          const enabled = selectable[valueIndex];
          const checked = chosen === value;
          return (
            <button
              key={value}
              ref={(el) => {
                refs.current[valueIndex] = el;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-disabled={enabled ? undefined : true}
              tabIndex={enabled && valueIndex === tabStop ? 0 : -1}
              className={`pd-chip${checked ? ' pd-chip--on' : ''}${enabled ? '' : ' pd-chip--off'}`}
              onClick={() => pick(valueIndex)}
              onKeyDown={(event) => onKeyDown(event, valueIndex)}
            >
              {value}
            </button>
          );
        })}
      </div>
    </div>
  );
}
