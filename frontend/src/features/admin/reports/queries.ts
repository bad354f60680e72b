// GraphQL of the sales reports page (/admin/reports, issue 41).
import { graphql } from '@/gql';

export const SalesReportQuery = graphql(`
  query AdminSalesReport($from: Date!, $to: Date!, $bucket: ReportBucket!) {
    salesReport(from: $from, to: $to, bucket: $bucket) {
      from
      to
      bucket
      buckets {
        start
        revenue
        orders
        units
        averageOrder
      }
      totals {
        revenue
        orders
        units
        averageOrder
      }
      byPaymentMethod {
        kind
        revenue
        orders
      }
      bestSellers {
        products {
          productId
          name
          units
          revenue
        }
        variants {
          productId
          variantId
          name
          variant
          units
          revenue
        }
      }
      tokensSold
      tokensSpent
      ticketsSold
      draws
      vouchersGiven
      refunds {
        count
        kyat
      }
    }
  }
`);
