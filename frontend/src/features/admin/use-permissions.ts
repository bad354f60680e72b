// What the signed-in staff member's role may do (issue 41): `me.permissions`, which the console's
// gate asks for first; the menu and each page's actions show only what the role may use (the
// server refuses the rest anyway).
import { useQuery } from '@apollo/client';
import type { Permission } from '@/gql/graphql';
import { AdminMeQuery } from './queries';

export function usePermissions(): readonly Permission[] {
  return useQuery(AdminMeQuery).data?.me.permissions ?? [];
}
