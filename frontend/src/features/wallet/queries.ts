// GraphQL documents of the token page. `npm run codegen` types them (src/gql).
// The balance reads `me { id tokenPoint }` like the top bar's pill, so both show the same number
// from one cache entry (Profile is normalised by id).
import { graphql } from '@/gql';

export const WalletBalanceQuery = graphql(`
  query WalletBalance {
    me {
      id
      tokenPoint
    }
  }
`);

/** What a token pack card shows; the fields /confirm-order reads from a buy-now state too. */
export const TokenProductFields = graphql(`
  fragment TokenProductFields on ProductCard {
    id
    slug
    name
    type
    category
    featureImage
    actualPrice
    token
  }
`);

/** The 'get token' tab: token packs, newest first (the `products` list, merged by lib/apollo.ts). */
export const TokenProductsQuery = graphql(`
  query WalletTokenProducts($page: Int, $perPage: Int) {
    products(types: [TOKEN_PRODUCT], page: $page, perPage: $perPage) {
      data {
        ...TokenProductFields
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

/** The 'token history' tab: the signed-in shopper's balance changes, newest first, 20 a page. */
export const TokenHistoriesQuery = graphql(`
  query WalletTokenHistories($page: Int) {
    tokenHistories(page: $page) {
      data {
        id
        date
        time
        type
        label
        token
        balanceAfter
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
