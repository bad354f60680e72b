// The top bar's bell (doc 001 §2): the unread count in a badge while signed in, and the right
// drawer listing the notifications on a tap. This file is in the home page's first download, so
// it is only the button: the drawer downloads on the first tap; the live updates (websocket,
// toast, push set-up) download a moment after a signed-in page has shown, and start over with a
// new token or language.
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@apollo/client';
import { Bell } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useAuth } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { bellMessages as m } from '../bell-messages';
import { UnreadNotificationCountQuery } from '../queries';

const NotificationsDrawer = lazy(() => import('./notifications-drawer'));
const NotificationsLive = lazy(() => new Promise((resolve) => setTimeout(resolve, 800)).then(() => import('./notifications-live')));

export function NotificationBell() {
  const intl = useIntl();
  const { token } = useAuth();
  const { locale } = useLocale();
  const count = useQuery(UnreadNotificationCountQuery, { skip: !token }).data?.unreadNotificationCount ?? 0;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const shown = token ? count : 0;

  return (
    <>
      <button
        type="button"
        className="ui-icon-button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-label={shown > 0 ? intl.formatMessage(m.unread, { count: shown }) : intl.formatMessage(m.notifications)}
        data-testid="notification-bell"
      >
        <Bell size={22} aria-hidden />
        {shown > 0 && (
          <span className="badge" aria-hidden data-testid="notification-count">
            {shown > 99 ? '99+' : shown}
          </span>
        )}
      </button>
      <Suspense fallback={null}>{loaded && <NotificationsDrawer open={open} onClose={() => setOpen(false)} />}</Suspense>
      <Suspense fallback={null}>{token && <NotificationsLive key={`${token}|${locale}`} />}</Suspense>
    </>
  );
}
