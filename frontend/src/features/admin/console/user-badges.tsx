// The Admin and Blocked badges of a person (people list, a person's page, nothing when neither).
import { Ban, UserCog } from 'lucide-react';
import { useIntl } from 'react-intl';
import { consoleMessages as cm } from './messages';

export function UserBadges({ user }: { user: { isAdmin: boolean; blocked: boolean } }) {
  const intl = useIntl();
  if (!user.isAdmin && !user.blocked) return null;
  return (
    <span className="admin-badges">
      {user.isAdmin && (
        <span className="admin-tag admin-tag--admin" data-testid="admin-badge">
          <UserCog size={14} aria-hidden />
          {intl.formatMessage(cm.adminBadge)}
        </span>
      )}
      {user.blocked && (
        <span className="admin-tag admin-tag--blocked" data-testid="blocked-badge">
          <Ban size={14} aria-hidden />
          {intl.formatMessage(cm.blockedBadge)}
        </span>
      )}
    </span>
  );
}
