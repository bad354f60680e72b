// The roles an account can hold (issue 41), with their names, for the role picker, the person page
// and the audit log.
import type { MessageDescriptor } from 'react-intl';
import type { Role } from '@/gql/graphql';
import { consoleMessages as cm } from './messages';

/** Every role, in the picker's order, with its name. */
export const ROLES: { role: Role; label: MessageDescriptor }[] = [
  { role: 'CUSTOMER', label: cm.roleShopper },
  { role: 'PAYMENT_CHECKER', label: cm.rolePaymentChecker },
  { role: 'SHIPPER', label: cm.roleShipper },
  { role: 'CATALOG_EDITOR', label: cm.roleCatalogEditor },
  { role: 'SUPPORT', label: cm.roleSupport },
  { role: 'ADMIN', label: cm.roleOwner },
];

export function roleLabel(role: Role): MessageDescriptor {
  return ROLES.find((r) => r.role === role)?.label ?? cm.roleShopper;
}
