// The live draw's operations (/lucky-draw-live only: kept out of queries.ts, which the home loads).
import { graphql } from '@/gql';

export const ServerTimeQuery = graphql(`
  query LiveServerTime {
    serverTime
  }
`);

export const UpcomingDrawsQuery = graphql(`
  query LiveUpcomingDraws {
    upcomingDraws {
      id
      ticketProductId
      batch
      status
      ticket
      sold
      drawAt
      endsAt
      product {
        id
        name
        category
        featureImage
        actualPrice
      }
    }
  }
`);

export const DrawRevealsSubscription = graphql(`
  subscription LiveDrawReveals {
    drawReveals {
      id
      ticketProductId
      productId
      batch
      luckyNumber
      youWin
      winnerName
      drawnAt
      revealAt
    }
  }
`);
