// A centred modal card over a dimmed page. Closes on Escape and on a tap outside.
//
//   <Dialog open={open} onClose={() => setOpen(false)} title="Language">...</Dialog>
//
// For yes/no and message boxes use AlertDialog (alert-dialog.tsx), which is built on this.
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { uiMessages } from './messages';
import { useModal } from './use-modal';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Heading of the card (also its accessible name). */
  title?: ReactNode;
  children?: ReactNode;
  /** 'alertdialog' for messages that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Shows an X button in the corner (default true when there is a title). */
  showClose?: boolean;
  /** Ignore taps on the dimmed page (default false). */
  persistent?: boolean;
  className?: string;
  /** Text of the card besides the title, for screen readers (an element id). */
  describedBy?: string;
}

export function Dialog({ open, onClose, title, children, role = 'dialog', showClose, persistent, className, describedBy }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const intl = useIntl();
  useModal(open, onClose, panel);
  if (!open) return null;
  const withClose = showClose ?? Boolean(title);
  return createPortal(
    <div className="ui-overlay ui-overlay--center" onMouseDown={(e) => !persistent && e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={['ui-dialog', className].filter(Boolean).join(' ')}
      >
        {(title || withClose) && (
          <div className="ui-dialog__head">
            {title && (
              <h2 id={titleId} className="ui-dialog__title">
                {title}
              </h2>
            )}
            {withClose && (
              <button type="button" className="ui-icon-button ui-dialog__close" onClick={onClose} aria-label={intl.formatMessage(uiMessages.close)}>
                <X size={20} aria-hidden />
              </button>
            )}
          </div>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
