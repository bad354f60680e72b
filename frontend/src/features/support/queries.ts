// GraphQL documents of the customer-service and promotion pages. `npm run codegen` types them
// (src/gql). Both are public; settings are one cached object per site (lib/apollo.ts), so the
// site name and logo the top bar already asked for come from the cache.
import { graphql } from '@/gql';

/** /customer-service: the contacts an admin has set (each null when not set). */
export const SupportContactsQuery = graphql(`
  query SupportContacts {
    settings {
      viber
      telegram
      contactNumber
    }
  }
`);

/** /promotion's header: the site logo, or its name when there is none. */
export const PromotionBrandQuery = graphql(`
  query PromotionBrand {
    settings {
      siteName
      siteLogo
    }
  }
`);

/**
 * /promotion: its picture and HTML (sanitised by the server when saved), in the shopper's
 * language; `NOT_FOUND` until an admin sets one.
 */
export const PromotionQuery = graphql(`
  query Promotion {
    promotion {
      image
      content
    }
  }
`);
