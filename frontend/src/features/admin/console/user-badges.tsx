// The Admin (owner) or staff role and Blocked badges of a person (people list, a person's page,
// nothing when neither).
import { Ban, UserCog } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Role } from '@/gql/graphql';
import { consoleMessages as cm } from './messages';

const STAFF: Partial<Record<Role, MessageDescriptor>> = {
  PAYMENT_CHECKER: cm.rolePaymentChecker,
  SHIPPER: cm.roleShipper,
  CATALOG_EDITOR: cm.roleCatalogEditor,
  SUPPORT: cm.roleSupport,
};

export function UserBadges({ user }: { user: { isAdmin: boolean; role?: Role; blocked: boolean } }) {
  const intl = useIntl();
  const staff = user.role ? STAFF[user.role] : undefined;
  if (!user.isAdmin && !staff && !user.blocked) return null;
  return (
    <span className="admin-badges">
      {user.isAdmin && (
        <span className="admin-tag admin-tag--admin" data-testid="admin-badge">
          <UserCog size={14} aria-hidden />
          {intl.formatMessage(cm.adminBadge)}
        </span>
      )}
      {staff && (
        <span className="admin-tag admin-tag--admin" data-testid="role-badge">
          <UserCog size={14} aria-hidden />
          {intl.formatMessage(staff)}
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
