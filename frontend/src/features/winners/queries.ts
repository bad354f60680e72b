// GraphQL documents of the winners pages. `npm run codegen` types them (src/gql).
import { graphql } from '@/gql';

/** /prize-winners: declared draws with their winners, newest first, 20 a page (public). */
export const WinnersQuery = graphql(`
  query Winners($page: Int) {
    winners(page: $page) {
      data {
        id
        name
        profileImage
        winner {
          name
          profileImage
          date
          township
        }
        createdAt
        batch
        openedAt
        luckyNumber
        product {
          id
          slug
          name
          category
          featureImage
          actualPrice
        }
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

/**
 * /prize-winner-detail: one draw (public), as the shared DrawDetail fragment (components/draw,
 * which also holds the claim-prize mutation). Signed in, the server adds the caller's ticket
 * numbers and whether they hold the lucky number; `claimed` says whether the prize was put to ship.
 */
export const WinnerDetailQuery = graphql(`
  query WinnerDetail($id: Int!) {
    luckyDraw(id: $id) {
      id
      ...DrawDetail
    }
  }
`);
