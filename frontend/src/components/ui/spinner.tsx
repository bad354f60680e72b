// A small spinning ring for buttons that are submitting (UI.md: spinners only there; lists use
// skeletons). Inherits the text colour, so it works on red and on white buttons.
import { useIntl } from 'react-intl';
import { uiMessages } from './messages';

export interface SpinnerProps {
  /** Diameter in px (default 18). */
  size?: number;
  /** Read by screen readers; defaults to the translated 'Loading'. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 18, label, className }: SpinnerProps) {
  const intl = useIntl();
  return (
    <span
      role="status"
      aria-label={label ?? intl.formatMessage(uiMessages.loading)}
      className={['ui-spinner', className].filter(Boolean).join(' ')}
      style={{ width: size, height: size }}
    />
  );
}
