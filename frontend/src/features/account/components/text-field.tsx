// A labelled input of the account forms: label above, input, then its error (if any). The error is
// linked to the input (aria-describedby, aria-invalid) so screen readers announce it.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldMessages } from '../messages';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'> {
  label: ReactNode;
  /** From react-hook-form's register(). */
  registration: UseFormRegisterReturn;
  /** Already translated; shown under the input. */
  error?: string;
  /** A line under the input (when there is no error). */
  hint?: ReactNode;
  /** Something after the input inside its box (e.g. the password eye button). */
  trailing?: ReactNode;
}

export function TextField({ label, registration, error, hint, trailing, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;
  return (
    <div className={['acc-field', error && 'acc-field--invalid', className].filter(Boolean).join(' ')}>
      <label className="acc-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="acc-field__box">
        <input
          id={inputId}
          className="acc-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          {...input}
          {...registration}
        />
        {trailing}
      </div>
      {error ? (
        <p id={noteId} className="acc-field__error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={noteId} className="acc-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The phone number input of sign-in, sign-up and the forgotten password (label, 09... hint, phone keyboard). */
export function PhoneField(props: Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'placeholder'>) {
  const intl = useIntl();
  return (
    <TextField
      {...props}
      label={intl.formatMessage(fieldMessages.phone)}
      placeholder={intl.formatMessage(fieldMessages.phonePlaceholder)}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
    />
  );
}

/** A password input with an eye button that shows or hides the typed text. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="acc-field__eye"
          aria-label={intl.formatMessage(visible ? fieldMessages.hidePassword : fieldMessages.showPassword)}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon size={20} aria-hidden />
        </button>
      }
    />
  );
}

export interface SelectFieldProps {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  placeholder: string;
  options: { value: string; label: string }[];
  /**
   * The current value. A select is controlled because its options arrive after the form's
   * default value: an uncontrolled select would keep showing the placeholder.
   */
  value: string;
  /**
   * While the options load the select is marked busy. It is not disabled: react-hook-form reads a
   * disabled control as having no value.
   */
  loading?: boolean;
}

export function SelectField({ label, registration, error, placeholder, options, value, loading }: SelectFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={['acc-field', error && 'acc-field--invalid'].filter(Boolean).join(' ')}>
      <label className="acc-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="acc-field__box">
        <select
          id={id}
          className="acc-field__input acc-field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? noteId : undefined}
          aria-busy={loading || undefined}
          {...registration}
          value={value}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={noteId} className="acc-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
