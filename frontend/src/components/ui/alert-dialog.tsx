// The spec's generic alert dialog: types message | warning | error | success, a title, a text
// (default 'You need to login!'), an OK button that runs an action or goes to a route, and an
// optional cancel button.
//
//   <AlertDialog open={!!error} type="error" text={error} onClose={() => setError(null)} />
//   <AlertDialog open={ask} type="warning" title="Sign out?" text="..." showCancel
//                onOk={signOutNow} onClose={() => setAsk(false)} />
//   <AlertDialog open={needLogin} okTo="/signin" onClose={...} />   // default text, OK → /signin
//
// OK first runs `onOk`, then goes to `okTo` (if given), then calls `onClose`. Cancel, Escape and a
// tap outside call `onClose` only.
import { useId, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from './button';
import { Dialog } from './dialog';
import { uiMessages } from './messages';

export type AlertType = 'message' | 'warning' | 'error' | 'success';

export interface AlertDialogProps {
  open: boolean;
  /** Called by every way of closing (OK, Cancel, Escape, outside tap). */
  onClose: () => void;
  /** Icon and colour; default 'message'. */
  type?: AlertType;
  /** Default: Message / Warning / Error / Success by type. */
  title?: ReactNode;
  /** Default: 'You need to login!'. */
  text?: ReactNode;
  /** OK button label (default 'OK'). */
  okLabel?: ReactNode;
  /** Runs on OK, before `okTo` and `onClose`. */
  onOk?: () => void;
  /** A route to go to on OK (needs to be inside the router). */
  okTo?: string;
  /** Shows a Cancel button. */
  showCancel?: boolean;
  /** Cancel button label (default 'Cancel'). */
  cancelLabel?: ReactNode;
}

const ICONS = { message: Info, warning: TriangleAlert, error: CircleAlert, success: CircleCheck };
const TITLES = {
  message: uiMessages.titleMessage,
  warning: uiMessages.titleWarning,
  error: uiMessages.titleError,
  success: uiMessages.titleSuccess,
};

export function AlertDialog(props: AlertDialogProps) {
  const { open, onClose, type = 'message', title, text, okLabel, onOk, okTo, showCancel, cancelLabel } = props;
  const intl = useIntl();
  const textId = useId();
  const Icon = ICONS[type];
  const okText = okLabel ?? intl.formatMessage(uiMessages.ok);
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" showClose={false} className={`ui-alert ui-alert--${type}`} describedBy={textId}>
      <div className="ui-alert__icon" aria-hidden>
        <Icon size={40} />
      </div>
      <h2 className="ui-alert__title">{title ?? intl.formatMessage(TITLES[type])}</h2>
      <div id={textId} className="ui-alert__text">
        {text ?? intl.formatMessage(uiMessages.needLogin)}
      </div>
      <div className="ui-alert__actions">
        {showCancel && (
          <Button variant="outline" onClick={onClose}>
            {cancelLabel ?? intl.formatMessage(uiMessages.cancel)}
          </Button>
        )}
        {okTo ? (
          <NavigateOk to={okTo} label={okText} onOk={onOk} onClose={onClose} />
        ) : (
          <Button
            data-autofocus
            onClick={() => {
              onOk?.();
              onClose();
            }}
          >
            {okText}
          </Button>
        )}
      </div>
    </Dialog>
  );
}

/** Separate so AlertDialog works outside a router when no route is given. */
function NavigateOk({ to, label, onOk, onClose }: { to: string; label: ReactNode; onOk?: () => void; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Button
      data-autofocus
      onClick={() => {
        onOk?.();
        onClose();
        navigate(to);
      }}
    >
      {label}
    </Button>
  );
}
