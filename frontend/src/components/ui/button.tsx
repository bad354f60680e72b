// The app's button. Use it for every action so sizes (44 px touch target), colours and the
// submitting state look the same everywhere.
//
//   <Button type="submit" loading={submitting} block>Sign in</Button>
//   <Button variant="outline" onClick={...}>Cancel</Button>
//
// `loading` shows a spinner in place of nothing extra (the label stays, for width) and disables
// the button, so a form cannot be sent twice. All other props go to the <button>.
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'dark';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: red filled (default); outline: red border; ghost: text only; dark: grey filled. */
  variant?: ButtonVariant;
  /** sm is 36 px high (inside lists); md is 44 px (default); lg is 52 px (bottom bars). */
  size?: 'sm' | 'md' | 'lg';
  /** Full width of its container. */
  block?: boolean;
  /** Submitting: shows a spinner and disables the button. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['ui-button', `ui-button--${variant}`, `ui-button--${size}`, block && 'ui-button--block', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <Spinner size={16} />}
      {children}
    </button>
  );
}
