// GraphQL documents of the lucky draw: ticket products (list, home, one, by catalogue product),
// the shopper's draws, a draw's detail (spreading the shared DrawDetail fragment of
// components/draw, which also holds the claim-prize mutation) and live result, the winners strip,
// and the ticket mutations.
// `npm run codegen` types them (src/gql).
import { graphql } from '@/gql';

/**
 * Operation names refetched after a ticket purchase: the ticket lists (from page 1, spec §4),
 * the shopper's draws, and the token balance (this feature's and the top bar pill's).
 */
export const PURCHASE_REFETCH = ['LuckyDrawTicketProducts', 'LuckyDrawHomeTicketProducts', 'LuckyDrawMyDraws', 'LuckyDrawBalance', 'TokenBalance'];

/** What a ticket product card shows (list and home), and what the buy flow needs. */
export const TicketProductFields = graphql(`
  fragment TicketProductFields on TicketProductCard {
    id
    productId
    slug
    name
    category
    featureImage
    actualPrice
    ticket
    remainingTickets
    costTokenPoint
    label
    batch
    luckyDrawId
    ticketPriceMmk
    endsAt
    minTickets
  }
`);

/** The Lucky Draw tab: every ticket product, newest first, 20 a page. */
export const TicketProductsQuery = graphql(`
  query LuckyDrawTicketProducts($page: Int, $perPage: Int) {
    ticketProducts(page: $page, perPage: $perPage) {
      data {
        ...TicketProductFields
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

export const HomeTicketProductsQuery = graphql(`
  query LuckyDrawHomeTicketProducts {
    homeTicketProducts {
      ...TicketProductFields
    }
  }
`);

/** One ticket product, for a buy modal asked for by id (home, product page) not in the list. */
export const TicketProductQuery = graphql(`
  query LuckyDrawTicketProduct($id: Int!) {
    ticketProduct(id: $id) {
      ...TicketProductFields
    }
  }
`);

/**
 * The ticket product raffling a catalogue product (the product page's Buy ticket), for one that
 * is not on the loaded pages; NOT_FOUND when the product has no running draw.
 */
export const TicketProductForProductQuery = graphql(`
  query LuckyDrawTicketProductForProduct($productId: Int!) {
    ticketProductForProduct(productId: $productId) {
      ...TicketProductFields
    }
  }
`);

export const WinnerSlidesQuery = graphql(`
  query LuckyDrawWinnerSlides {
    winnerSlides {
      id
      product
      name
    }
  }
`);

/** The shopper's token balance (the same Profile entry as the top bar pill). */
export const BalanceQuery = graphql(`
  query LuckyDrawBalance {
    me {
      id
      tokenPoint
    }
  }
`);

/** History, LuckyDraw Live or My Prizes. */
export const MyDrawsQuery = graphql(`
  query LuckyDrawMyDraws($list: MyDrawList!) {
    myLuckyDraws(list: $list) {
      id
      ticketId
      batch
      status
      openedAt
      drawAt
      luckyNumber
      isWin
      claimed
      ticketNumbers
      pendingNumbers
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

/** A draw's detail: the shared DrawDetail fragment (components/draw) and the sold numbers of the waiting animation. */
export const DrawDetailQuery = graphql(`
  query LuckyDrawDetail($id: Int!) {
    luckyDraw(id: $id) {
      id
      randomTicketNumbers
      endsAt
      minTickets
      ...DrawDetail
    }
  }
`);

export const LiveLuckyNumberQuery = graphql(`
  query LuckyDrawLiveNumber($ticketId: Int!) {
    liveLuckyNumber(ticketId: $ticketId) {
      code
      luckyNumber
      luckyDrawId
    }
  }
`);

export const TicketPurchaseFields = graphql(`
  fragment TicketPurchaseFields on TicketPurchaseResult {
    ticketCounts
    tokenUse
    productName
    tickets
    batch
    luckyDrawId
    ticketId
    status
    amountMmk
  }
`);

export const BuyTicketsMutation = graphql(`
  mutation LuckyDrawBuyTickets($ticketProductId: Int!, $ticketCount: Int!) {
    buyTickets(ticketProductId: $ticketProductId, ticketCount: $ticketCount) {
      ...TicketPurchaseFields
    }
  }
`);

export const BuyTicketsByTransferMutation = graphql(`
  mutation LuckyDrawBuyTicketsByTransfer($ticketProductId: Int!, $ticketCount: Int!, $paymentId: Int, $paymentImage: Upload, $paymentReference: String) {
    buyTicketsByTransfer(ticketProductId: $ticketProductId, ticketCount: $ticketCount, paymentId: $paymentId, paymentImage: $paymentImage, paymentReference: $paymentReference) {
      ...TicketPurchaseFields
    }
  }
`);
