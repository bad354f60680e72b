// A panel that slides in from the left (menu) or the right (notifications) over a dimmed page.
// Closes on Escape, on a tap outside and with its X button.
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { uiMessages } from './messages';
import { useModal } from './use-modal';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  side?: 'left' | 'right';
  title: ReactNode;
  children?: ReactNode;
  /** Extra content in the head, before the X (e.g. a logo). */
  head?: ReactNode;
}

export function Drawer({ open, onClose, side = 'left', title, children, head }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const intl = useIntl();
  useModal(open, onClose, panel);
  if (!open) return null;
  return createPortal(
    <div className={`ui-overlay ui-overlay--${side}`} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={`ui-drawer ui-drawer--${side}`}>
        <div className="ui-drawer__head">
          {head}
          <h2 id={titleId} className="ui-drawer__title">
            {title}
          </h2>
          <button type="button" className="ui-icon-button" onClick={onClose} aria-label={intl.formatMessage(uiMessages.close)}>
            <X size={22} aria-hidden />
          </button>
        </div>
        <div className="ui-drawer__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
