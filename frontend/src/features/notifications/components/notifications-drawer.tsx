// The bell's right drawer (doc 001 §2, §7): the signed-in shopper's notifications, newest first,
// 30 a page, the next page when the end of the list comes into view (capped at the last page,
// merged by id); 'No notifications' when there are none (and for a visitor). Unread ones carry a
// red dot and a bold title. A tap marks one read, then follows its link (closing the drawer).
// 'Mark all as read' at the top while anything is unread, and 'Turn on notifications' while the
// browser has not been asked (the only place push permission is ever asked for).
import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client';
import { BellOff, BellRing, CheckCheck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { EmptyState } from '@/components/ui/empty-state';
import { ListFooter } from '@/components/ui/list-footer';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { useFormatDateTime } from '@/lib/use-format-date-time';
import { usePagedList } from '@/lib/use-paged-list';
import { useSentinel } from '@/lib/use-sentinel';
import { bellMessages } from '../bell-messages';
import { inAppPath } from '../links';
import { notificationMessages as m } from '../messages';
import { canAskPermission, setupPush } from '../push';
import { MarkAllNotificationsReadMutation, NotificationsQuery, ReadNotificationMutation, UnreadNotificationCountQuery } from '../queries';
import '../notifications.css';

export const PAGE_SIZE = 30;

interface DrawerProps {
  open: boolean;
  onClose: () => void;
}

export default function NotificationsDrawer({ open, onClose }: DrawerProps) {
  const intl = useIntl();
  const { token } = useAuth();
  const title = intl.formatMessage(bellMessages.notifications);
  if (!token) {
    return (
      <Drawer open={open} onClose={onClose} side="right" title={title}>
        <EmptyState icon={<BellOff size={40} />} title={intl.formatMessage(m.empty)} />
      </Drawer>
    );
  }
  // Mounted from the first opening on (closed, it keeps the list live: events refetch it).
  return <ShopperNotifications key={token} open={open} onClose={onClose} title={title} />;
}

function ShopperNotifications({ open, onClose, title }: DrawerProps & { title: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const formatDateTime = useFormatDateTime();
  const list = usePagedList(NotificationsQuery, { page: 1, limit: PAGE_SIZE }, 'notifications');
  const sentinel = useSentinel<HTMLDivElement>(list.loadMore, open && !list.reachEnd && !list.loadingMore, list.items.length);
  const [readNotification] = useMutation(ReadNotificationMutation, { refetchQueries: [UnreadNotificationCountQuery] });
  const [markAll, markingAll] = useMutation(MarkAllNotificationsReadMutation, { refetchQueries: [NotificationsQuery, UnreadNotificationCountQuery] });
  const [askable, setAskable] = useState(canAskPermission);
  const unread = list.items.some((item) => !item.read);

  function openItem(item: (typeof list.items)[number]) {
    // Marked read first (a failure is not worth a message: it stays unread); then its page.
    const read = item.read ? Promise.resolve() : readNotification({ variables: { id: item.id } }).then(() => undefined, () => undefined);
    const path = item.link ? inAppPath(item.link, window.location.origin) : null;
    void read.then(() => {
      if (path === null) return;
      onClose();
      navigate(path);
    });
  }

  function turnOn() {
    setAskable(false);
    void setupPush(client, { ask: true });
  }

  let content;
  if (list.loading) {
    content = (
      <ul className="nt-list" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="nt-skeleton">
            <Skeleton width="55%" height={16} />
            <Skeleton height={12} />
            <Skeleton width="80%" height={12} />
          </li>
        ))}
      </ul>
    );
  } else if (list.error) {
    content = <LoadError onRetry={list.retry} message={intl.formatMessage(m.loadFailed)} />;
  } else if (list.items.length === 0) {
    content = <EmptyState icon={<BellOff size={40} />} title={intl.formatMessage(m.empty)} />;
  } else {
    content = (
      <>
        <ul className="nt-list" data-testid="notification-list">
          {list.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={item.read ? 'nt-item' : 'nt-item nt-item--unread'}
                onClick={() => openItem(item)}
                data-testid="notification-item"
                data-read={item.read}
              >
                {item.image && <img className="nt-item__image" src={item.image} alt="" width={48} height={48} loading="lazy" />}
                <span className="nt-item__text">
                  <span className="nt-item__title">
                    {!item.read && (
                      <>
                        <span className="nt-dot" aria-hidden />
                        <span className="visually-hidden">{intl.formatMessage(m.unreadLabel)}: </span>
                      </>
                    )}
                    {item.title}
                  </span>
                  <span className="nt-item__body">{item.body}</span>
                  {item.createdAt != null && <time className="nt-item__date" dateTime={String(item.createdAt)}>{formatDateTime(item.createdAt)}</time>}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <ListFooter list={list} sentinel={sentinel} failedText={intl.formatMessage(m.loadFailed)} />
      </>
    );
  }

  return (
    <Drawer open={open} onClose={onClose} side="right" title={title}>
      {(askable || unread) && (
        <div className="nt-tools">
          {askable && (
            <div className="nt-push">
              <p>{intl.formatMessage(m.turnOnHint)}</p>
              <Button variant="outline" onClick={turnOn} data-testid="push-turn-on">
                <BellRing size={16} aria-hidden />
                {intl.formatMessage(m.turnOn)}
              </Button>
            </div>
          )}
          {unread && (
            <Button variant="ghost" className="nt-mark-all" loading={markingAll.loading} onClick={() => void markAll().catch(() => undefined)}>
              <CheckCheck size={16} aria-hidden />
              {intl.formatMessage(m.markAllRead)}
            </Button>
          )}
        </div>
      )}
      {content}
    </Drawer>
  );
}
