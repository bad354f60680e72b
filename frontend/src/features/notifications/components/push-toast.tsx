// The push toast (doc 001 §5 "Push notification toast", §9 "Toast defaults 5000 ms auto close.
// Toast image 100 px wide"): the notification's image, title and body under the top bar, closing
// by itself after 5 s (not while a pointer or the keyboard is on it) or with its X. The region is
// always there, so screen readers announce each new toast politely.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { notificationMessages as m } from '../messages';

export const TOAST_MS = 5000;

export interface ToastNotification {
  title: string;
  body: string;
  image?: string | null;
  /** When it came: a new toast with the same text starts its own 5 s. */
  shownAt: number;
}

export function PushToast({ notification, onClose }: { notification: ToastNotification | null; onClose: () => void }) {
  const intl = useIntl();
  // Held (a pointer or the focus on it) is per toast: the next one starts its own 5 s.
  const [heldAt, setHeldAt] = useState<number | null>(null);
  const held = notification !== null && heldAt === notification.shownAt;

  useEffect(() => {
    if (!notification || held) return;
    const timer = setTimeout(onClose, TOAST_MS);
    return () => clearTimeout(timer);
  }, [notification, held, onClose]);

  const hold = () => setHeldAt(notification?.shownAt ?? null);
  const release = () => setHeldAt(null);

  return createPortal(
    <div className="nt-toast-region" role="status" aria-live="polite">
      {notification && (
        <div
          key={notification.shownAt}
          className="nt-toast"
          data-testid="push-toast"
          onPointerEnter={hold}
          onPointerLeave={release}
          onFocus={hold}
          onBlur={release}
        >
          {notification.image && <img className="nt-toast__image" src={notification.image} alt="" width={100} height={100} />}
          <div className="nt-toast__text">
            <strong className="nt-toast__title">{notification.title}</strong>
            <p className="nt-toast__body">{notification.body}</p>
          </div>
          <button type="button" className="ui-icon-button nt-toast__close" onClick={onClose} aria-label={intl.formatMessage(m.dismiss)}>
            <X size={20} aria-hidden />
          </button>
        </div>
      )}
    </div>,
    document.body,
  );
}
