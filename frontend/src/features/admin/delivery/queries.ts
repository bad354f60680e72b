// GraphQL of delivery (issue 38): the township base fees and weight steps on /admin/settings, the
// waybills to print (/admin/waybills) and the scan that hands a parcel to its courier (/admin/scan).
import { graphql } from '@/gql';

/** The township fees and weight steps, and the regions the township picker starts from. */
export const AdminDeliveryFeesQuery = graphql(`
  query AdminDeliveryFees {
    settings {
      shipping {
        townshipBaseFees {
          townshipId
          fee
        }
        weightSteps {
          upToKg
          fee
        }
      }
    }
    regions {
      id
      name
    }
  }
`);

/** A region's townships, by name in the admin's language. */
export const AdminTownshipsQuery = graphql(`
  query AdminTownships($regionId: Int!) {
    townships(regionId: $regionId) {
      id
      name
    }
  }
`);

export const UpdateDeliveryFeesMutation = graphql(`
  mutation AdminUpdateDeliveryFees($input: SettingsInput!) {
    updateSettings(input: $input) {
      shipping {
        townshipBaseFees {
          townshipId
          fee
        }
        weightSteps {
          upToKg
          fee
        }
      }
    }
  }
`);

/** The parcels on the way (or those already handed over), oldest first. */
export const AdminWaybillsQuery = graphql(`
  query AdminWaybills($handedOver: Boolean) {
    waybills(handedOver: $handedOver) {
      code
      recipientName
      recipientPhone
      collectMmk
      handedOverAt
      shippingOrder {
        id
        shippingAddress
        courier
        trackingNumber
        orderItems {
          id
          qty
          product {
            name
          }
          variant {
            label
            sku
          }
        }
      }
    }
  }
`);

/** What the scan (or the typed code) sends: the parcel goes to its courier once. */
export const HandOverParcelMutation = graphql(`
  mutation AdminHandOverParcel($code: String!) {
    handOverParcel(code: $code) {
      code
      handedOverAt
      recipientName
      shippingOrder {
        id
      }
    }
  }
`);

/** A courier's COD remittance file: each right line pays its parcel; the report lists every line. */
export const ImportCodRemittanceMutation = graphql(`
  mutation AdminImportCodRemittance($file: Upload) {
    importCodRemittance(file: $file) {
      paidCount
      paidMmk
      lines {
        line
        code
        amountMmk
        expectedMmk
        outcome
        message
      }
    }
  }
`);

/** A cash on delivery parcel on the way refused at the door (the reason is shown to the shopper). */
export const RefuseCodParcelMutation = graphql(`
  mutation AdminRefuseCodParcel($id: Int!, $reason: String!) {
    refuseCodParcel(id: $id, reason: $reason)
  }
`);

/** Whether an unpaid refusal at the door stops cash on delivery. */
export const AdminCodRefusalSettingQuery = graphql(`
  query AdminCodRefusalSetting {
    settings {
      refuseCodAfterUnpaidRefusal
    }
  }
`);

export const UpdateCodRefusalSettingMutation = graphql(`
  mutation AdminUpdateCodRefusalSetting($on: Boolean) {
    updateSettings(input: { refuseCodAfterUnpaidRefusal: $on }) {
      refuseCodAfterUnpaidRefusal
    }
  }
`);
