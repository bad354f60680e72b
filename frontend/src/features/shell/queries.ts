import { graphql } from '@/gql';

/** Site name, logo and favicon for the top bar, the tab title and the tab icon. */
export const SiteSettingsQuery = graphql(`
  query SiteSettings {
    settings {
      siteName
      siteLogoThumb
      siteFavicon
    }
  }
`);

/** The signed-in shopper's token balance for the top bar pill. */
export const TokenBalanceQuery = graphql(`
  query TokenBalance {
    me {
      id
      tokenPoint
    }
  }
`);

/** The drawer's shop-by-categories list. */
export const MenuCategoriesQuery = graphql(`
  query MenuCategories {
    categories {
      id
      name
    }
  }
`);

/** The top bar's cart badge (signed in only); refetched by name after cart changes. */
export const CartCountQuery = graphql(`
  query ShellCartCount {
    cart {
      count
    }
  }
`);
