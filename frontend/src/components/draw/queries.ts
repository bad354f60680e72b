// GraphQL documents of the draw detail shared by /lucky-draw-detail and /prize-winner-detail: the
// DrawDetail fragment (what the detail body and its Verify panel show) and the one claim-prize
// mutation. Each route's own query spreads the fragment. `npm run codegen` types them (src/gql;
// fragment masking is off, so the fragment's fields are plain fields of the query's result).
import { graphql } from '@/gql';

export const DrawDetailFragment = graphql(`
  fragment DrawDetail on LuckyDrawDetail {
    id
    ticketProductId
    batch
    status
    ticket
    sold
    luckyNumber
    isWin
    claimed
    openedAt
    drawAt
    ticketNumbers
    product {
      id
      slug
      name
      category
      featureImage
      actualPrice
    }
    winner {
      name
      profileImage
      date
      township
    }
    fairness {
      ticketProductId
      batch
      ticket
      drawnAmong
      seedHash
      seed
      ticketsDigest
      ticketsUrl
      formula
    }
  }
`);

/** The winner puts the prize into their to-ship list (once); the draw id is the winner id. */
export const ClaimPrizeMutation = graphql(`
  mutation ClaimPrize($luckyDrawWinnerId: Int!) {
    claimPrize(luckyDrawWinnerId: $luckyDrawWinnerId)
  }
`);
