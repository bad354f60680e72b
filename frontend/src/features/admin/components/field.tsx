// The admin forms' fields: a label, the control, and under it either the rule that failed
// (role="alert") or a hint. The rules are zod issues whose messages are message ids
// (messages.ts); `useRuleText` turns one back into the admin's language. `FormEnd` closes a form:
// the server's refusal, then Cancel and the submit button.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@/components/ui/button';
import { uiMessages } from '@/components/ui/messages';

/** The translated text of a rule's message id (or the message itself when it is not one of `rules`). */
export function useRuleText(rules: MessageDescriptor[]) {
  const intl = useIntl();
  return (message: string | undefined) => {
    if (!message) return undefined;
    const rule = rules.find((d) => d.id === message);
    return rule ? intl.formatMessage(rule) : message;
  };
}

interface FrameProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** The attributes that tie a control to its label and note. */
interface ControlProps {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

function FieldFrame({ label, error, hint, children }: FrameProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      {children({
        id,
        className: 'admin-field__input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': note ? `${id}-note` : undefined,
      })}
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

interface FieldProps extends FrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'> {
  registration: UseFormRegisterReturn;
}

/** A one-line input registered with react-hook-form. */
export function Field({ label, registration, error, hint, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <input {...control} {...input} {...registration} />}
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends FrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'onChange' | 'onBlur'> {
  registration: UseFormRegisterReturn;
}

/** A several-line text registered with react-hook-form. */
export function TextAreaField({ label, registration, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <textarea rows={3} {...control} className="admin-field__input admin-field__input--area" {...textarea} {...registration} />}
    </FieldFrame>
  );
}

interface SelectFieldProps extends FrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'onChange' | 'onBlur'> {
  registration: UseFormRegisterReturn;
  children: ReactNode;
}

/** A select registered with react-hook-form; `children` are its options. */
export function SelectField({ label, registration, error, hint, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => (
        <select {...control} {...select} {...registration}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

interface FileFieldProps extends FrameProps {
  accept: string;
  onFile: (file: File | null) => void;
}

/** A file picker (not registered: the form keeps the File with setValue). */
export function FileField({ label, error, hint, accept, onFile }: FileFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <input {...control} type="file" accept={accept} onChange={(e) => onFile(e.target.files?.[0] ?? null)} />}
    </FieldFrame>
  );
}

/**
 * The end of an admin form: the server's refusal (if any), then Cancel (for a form that can be
 * closed) and the submit button.
 */
export function FormEnd({ error, submitting, submitLabel, onCancel }: { error: string | null; submitting: boolean; submitLabel: string; onCancel?: () => void }) {
  const intl = useIntl();
  return (
    <>
      {error && (
        <p className="admin-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-form__actions">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={submitting}>
            {intl.formatMessage(uiMessages.cancel)}
          </Button>
        )}
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
