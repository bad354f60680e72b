import { graphql } from '@/gql';

/** What a product card shows (home, search result, category). */
export const ProductCardFields = graphql(`
  fragment ProductCardFields on ProductCard {
    id
    slug
    name
    category
    featureImage
    actualPrice
    salePrice
    saleStartsAt
    saleEndsAt
  }
`);

export const HomeSlidersQuery = graphql(`
  query HomeSliders {
    sliders {
      id
      name
      image
      url
    }
  }
`);

/** Home categories; the category page finds its name here too (spec). */
export const HomeCategoriesQuery = graphql(`
  query HomeCategories {
    categories {
      id
      name
      image
    }
  }
`);

/** Home 'browse best deal': the newest products, 10 a page. */
export const LatestProductsQuery = graphql(`
  query LatestProducts($page: Int) {
    latestProducts(page: $page) {
      data {
        ...ProductCardFields
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

export const SearchProductsQuery = graphql(`
  query SearchProducts($search: String!, $page: Int, $perPage: Int) {
    products(search: $search, page: $page, perPage: $perPage) {
      data {
        ...ProductCardFields
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

export const CategoryProductsQuery = graphql(`
  query CategoryProducts($categoryId: Int!, $page: Int, $perPage: Int) {
    products(categoryId: $categoryId, page: $page, perPage: $perPage) {
      data {
        ...ProductCardFields
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

export const ProductDetailQuery = graphql(`
  query ProductDetail($slug: String!) {
    product(slug: $slug) {
      id
      slug
      name
      type
      category
      categoryId
      featureImage
      productImages
      actualPrice
      salePrice
      saleStartsAt
      saleEndsAt
      ratingAverage
      ratingCount
      reviews {
        userImage
        userName
        rating
        comment
      }
      description
      options {
        name
        values
      }
      variants {
        id
        sku
        optionValues
        price
        salePrice
        stock
        available
        image
      }
    }
  }
`);

/** Add to cart from the product page; answers the cart (the line's product name for the dialog). */
export const AddToCartMutation = graphql(`
  mutation CatalogAddToCart($input: CartItemInput!) {
    addToCart(input: $input) {
      count
      lines {
        id
        product {
          id
          name
        }
      }
    }
  }
`);

/**
 * Rates a product (only after an approved order of it; a second rating replaces the first). The
 * product page then asks for the product again, so its stars and reviews show the new rating.
 */
export const RateProductMutation = graphql(`
  mutation CatalogRateProduct($productId: Int!, $rating: Int!, $comment: String!) {
    rateProduct(productId: $productId, rating: $rating, comment: $comment) {
      productId
      rating
      comment
      ratingAverage
      ratingCount
    }
  }
`);
