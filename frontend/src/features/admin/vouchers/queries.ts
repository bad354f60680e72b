// GraphQL of the vouchers page (/admin/vouchers, issue 40): the list with uses and kyat given away,
// a new voucher, Pause / Resume. The category picker reads the catalogue's own list
// (catalog/queries.ts: AdminCategoryListQuery).
import { graphql } from '@/gql';

/** Every voucher, newest first (the server's order). */
export const AdminVouchersQuery = graphql(`
  query AdminVouchers {
    adminVouchers {
      id
      code
      kind
      value
      minSpend
      maxDiscount
      usesPerShopper
      totalUses
      used
      givenMmk
      startsAt
      endsAt
      productIds
      categoryIds
      firstOrderOnly
      paused
      state
      title {
        en
        mm
        ch
      }
      createdAt
    }
  }
`);

export const CreateVoucherMutation = graphql(`
  mutation AdminCreateVoucher($input: VoucherInput!) {
    createVoucher(input: $input)
  }
`);

export const SetVoucherPausedMutation = graphql(`
  mutation AdminSetVoucherPaused($id: Int!, $paused: Boolean!) {
    setVoucherPaused(id: $id, paused: $paused)
  }
`);
