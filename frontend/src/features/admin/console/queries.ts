// GraphQL of the console pages (/admin: the dashboard; /admin/users and /admin/users/:id: people;
// /admin/audit: the audit log; /admin/ticket-products/:id/draws: a ticket product's batches).
// `npm run codegen` types them (src/gql). Every page reads network-first: another admin may have
// changed what it shows a moment ago.
import { graphql } from '@/gql';

/** What waits and what happened today, in counts (the dashboard's cards). */
export const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    adminDashboard {
      pendingOrders
      pendingTokenPackOrders
      pendingShippingOrders
      pendingTicketPayments
      pendingRecoveries
      pendingReviews
      refundsDue
      flaggedPayments
      todayOrders
      todaySalesMmk
      todayTokensSold
      drawsDue
      drawsDeclaredToday
      codAwaitingParcels
      codAwaitingMmk
      codRemittedMmk
      lowStockVariants {
        variantId
        productName
        sku
        label
        stock
      }
    }
  }
`);

export const AdminUserFieldsFragment = graphql(`
  fragment AdminUserFields on AdminUser {
    id
    name
    phone
    isAdmin
    role
    blocked
    tokenPoint
    referralPoint
    createdAt
  }
`);

/** Shoppers and admins whose phone or name matches `search` (everyone without it), a page at a time. */
export const AdminUsersQuery = graphql(`
  query AdminUsers($search: String, $page: Int, $limit: Int) {
    adminUsers(search: $search, page: $page, limit: $limit) {
      data {
        ...AdminUserFields
      }
      meta {
        total
        perPage
        currentPage
        lastPage
      }
    }
  }
`);

/** One person: the account, their orders and both balances' ledgers (each paged on its own). */
export const AdminUserDetailQuery = graphql(`
  query AdminUserDetail($id: Int!, $tokenPage: Int, $referralPage: Int) {
    adminUser(id: $id) {
      user {
        ...AdminUserFields
      }
      orders {
        id
        status
        totalMmk
        createdAt
      }
      tokenLedger(page: $tokenPage) {
        data {
          id
          date
          time
          type
          label
          amount
          balanceAfter
          reason
        }
        meta {
          total
          perPage
          currentPage
          lastPage
        }
      }
      referralLedger(page: $referralPage) {
        data {
          id
          date
          time
          type
          label
          amount
          balanceAfter
          reason
        }
        meta {
          total
          perPage
          currentPage
          lastPage
        }
      }
    }
  }
`);

/** Adds tokens to a balance (a negative amount takes them), through the ledger with the reason. */
export const GrantTokensMutation = graphql(`
  mutation AdminGrantTokens($userId: Int!, $amount: Int!, $reason: String!) {
    grantTokens(userId: $userId, amount: $amount, reason: $reason) {
      ...AdminUserFields
    }
  }
`);

/** The same for referral points. */
export const GrantReferralPointsMutation = graphql(`
  mutation AdminGrantReferralPoints($userId: Int!, $amount: Int!, $reason: String!) {
    grantReferralPoints(userId: $userId, amount: $amount, reason: $reason) {
      ...AdminUserFields
    }
  }
`);

/** The owner gives a role (a staff role, the owner's, or a shopper's); the account's open pages close. */
export const SetUserRoleMutation = graphql(`
  mutation AdminSetUserRole($userId: Int!, $role: Role!) {
    setUserRole(userId: $userId, role: $role) {
      ...AdminUserFields
    }
  }
`);

/** Blocking also ends every sign-in of the account. */
export const SetUserBlockedMutation = graphql(`
  mutation AdminSetUserBlocked($userId: Int!, $blocked: Boolean!) {
    setUserBlocked(userId: $userId, blocked: $blocked) {
      ...AdminUserFields
    }
  }
`);

/** Admin actions, newest first, filtered by admin, action and day (`from`, `to`: YYYY-MM-DD). */
export const AuditLogQuery = graphql(`
  query AdminAuditLog($adminId: Int, $action: String, $from: String, $to: String, $page: Int, $limit: Int) {
    auditLog(adminId: $adminId, action: $action, from: $from, to: $to, page: $page, limit: $limit) {
      data {
        id
        admin {
          id
          name
          phone
        }
        role
        action
        subject
        detail
        createdAt
      }
      meta {
        total
        perPage
        currentPage
        lastPage
      }
    }
    auditActions
  }
`);

/** A ticket product's batches, newest first, with their result and fairness data. */
export const AdminLuckyDrawsQuery = graphql(`
  query AdminLuckyDraws($ticketProductId: Int!, $page: Int, $limit: Int) {
    adminLuckyDraws(ticketProductId: $ticketProductId, page: $page, limit: $limit) {
      data {
        id
        batch
        status
        ticket
        sold
        remaining
        heldNumbers
        openedAt
        drawAt
        luckyNumber
        winner {
          id
          name
          phone
        }
        claimed
        shipped
        seedHash
        seed
        ticketsDigest
      }
      meta {
        total
        perPage
        currentPage
        lastPage
      }
    }
  }
`);
