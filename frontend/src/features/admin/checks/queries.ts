// GraphQL of the payment checks: one transfer payment of any kind (/admin/payments/:id, where a
// flag's "See payment #N" leads) and the checks' settings (/admin/settings). The queue queries
// (../queries.ts) carry each payment's flags and receipt through the fragments below. `npm run codegen` types them.
import { graphql } from '@/gql';

/** A flag as every queue and the payment page show it. */
export const AdminPaymentFlagFragment = graphql(`
  fragment AdminPaymentFlag on PaymentFlag {
    code
    detail
    relatedPaymentId
  }
`);

/** What was read from a receipt, beside what is due. */
export const AdminReceiptReadingFragment = graphql(`
  fragment AdminReceiptReading on ReceiptReading {
    paymentId
    state
    amountMmk
    amountDueMmk
    transferredAt
    transactionId
    reference
  }
`);

/** One transfer payment, decided or not, with what its receipt showed and its flags. */
export const AdminTransferPaymentQuery = graphql(`
  query AdminTransferPayment($id: Int!) {
    adminTransferPayment(id: $id) {
      id
      kind
      subjectId
      userId
      customerName
      customerPhone
      decision
      decidedAt
      createdAt
      screenshotUrl
      pictureDeletedAt
      receipt {
        ...AdminReceiptReading
      }
      flags {
        ...AdminPaymentFlag
      }
    }
  }
`);

/** How screenshots are checked, and whether this server reads receipts. */
export const AdminPaymentCheckSettingsQuery = graphql(`
  query AdminPaymentCheckSettings {
    adminPaymentCheckSettings {
      nearDuplicateBits
      maxNearDuplicateBits
      transferMaxAgeHours
      screenshotRetentionDays
      readingOn
    }
  }
`);

/** Saves what changed; answers the settings as stored. */
export const UpdatePaymentCheckSettingsMutation = graphql(`
  mutation AdminUpdatePaymentCheckSettings($input: PaymentCheckSettingsInput!) {
    updatePaymentCheckSettings(input: $input) {
      nearDuplicateBits
      maxNearDuplicateBits
      transferMaxAgeHours
      screenshotRetentionDays
      readingOn
    }
  }
`);
