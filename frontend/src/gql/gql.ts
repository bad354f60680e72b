/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AccountProfile on Profile {\n    id\n    name\n    phone\n    address\n    postalCode\n    region {\n      id\n      name\n    }\n    township {\n      id\n      name\n    }\n    profileImage\n    referralCode\n    tokenPoint\n    referralPoint\n  }\n": typeof types.AccountProfileFragmentDoc,
    "\n  query AccountMe {\n    me {\n      ...AccountProfile\n    }\n  }\n": typeof types.AccountMeDocument,
    "\n  query AccountRegions {\n    regions {\n      id\n      name\n    }\n  }\n": typeof types.AccountRegionsDocument,
    "\n  query AccountTownships($regionId: Int!) {\n    townships(regionId: $regionId) {\n      id\n      name\n    }\n  }\n": typeof types.AccountTownshipsDocument,
    "\n  query AccountOnboardingSlides {\n    onboardingSlides {\n      id\n      title\n      body\n      featureImage\n    }\n  }\n": typeof types.AccountOnboardingSlidesDocument,
    "\n  mutation AccountLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n": typeof types.AccountLoginDocument,
    "\n  mutation AccountRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n": typeof types.AccountRegisterDocument,
    "\n  mutation AccountCreateProfile($input: CreateProfileInput!, $profileImage: Upload) {\n    createProfile(input: $input, profileImage: $profileImage) {\n      ...AccountProfile\n    }\n  }\n": typeof types.AccountCreateProfileDocument,
    "\n  mutation AccountUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AccountProfile\n    }\n  }\n": typeof types.AccountUpdateProfileDocument,
    "\n  mutation AccountUpdateShipping($input: ShippingInput!) {\n    updateShipping(input: $input) {\n      ...AccountProfile\n    }\n  }\n": typeof types.AccountUpdateShippingDocument,
    "\n  mutation AccountUploadProfileImage($profileImage: Upload!) {\n    uploadProfileImage(profileImage: $profileImage) {\n      ...AccountProfile\n    }\n  }\n": typeof types.AccountUploadProfileImageDocument,
    "\n  mutation AccountUpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input) {\n      token\n    }\n  }\n": typeof types.AccountUpdatePasswordDocument,
    "\n  fragment ProductCardFields on ProductCard {\n    id\n    slug\n    name\n    category\n    featureImage\n    actualPrice\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  query HomeSliders {\n    sliders {\n      id\n      name\n      image\n      url\n    }\n  }\n": typeof types.HomeSlidersDocument,
    "\n  query HomeCategories {\n    categories {\n      id\n      name\n      image\n    }\n  }\n": typeof types.HomeCategoriesDocument,
    "\n  query LatestProducts($page: Int) {\n    latestProducts(page: $page) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.LatestProductsDocument,
    "\n  query SearchProducts($search: String!, $page: Int, $perPage: Int) {\n    products(search: $search, page: $page, perPage: $perPage) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.SearchProductsDocument,
    "\n  query CategoryProducts($categoryId: Int!, $page: Int, $perPage: Int) {\n    products(categoryId: $categoryId, page: $page, perPage: $perPage) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": typeof types.CategoryProductsDocument,
    "\n  query ProductDetail($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      type\n      category\n      categoryId\n      featureImage\n      productImages\n      actualPrice\n      ratingAverage\n      ratingCount\n      reviews {\n        userImage\n        userName\n        rating\n        comment\n      }\n      description\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query SiteSettings {\n    settings {\n      siteName\n      siteLogo\n      siteFavicon\n    }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  query TokenBalance {\n    me {\n      id\n      tokenPoint\n    }\n  }\n": typeof types.TokenBalanceDocument,
    "\n  query MenuCategories {\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.MenuCategoriesDocument,
};
const documents: Documents = {
    "\n  fragment AccountProfile on Profile {\n    id\n    name\n    phone\n    address\n    postalCode\n    region {\n      id\n      name\n    }\n    township {\n      id\n      name\n    }\n    profileImage\n    referralCode\n    tokenPoint\n    referralPoint\n  }\n": types.AccountProfileFragmentDoc,
    "\n  query AccountMe {\n    me {\n      ...AccountProfile\n    }\n  }\n": types.AccountMeDocument,
    "\n  query AccountRegions {\n    regions {\n      id\n      name\n    }\n  }\n": types.AccountRegionsDocument,
    "\n  query AccountTownships($regionId: Int!) {\n    townships(regionId: $regionId) {\n      id\n      name\n    }\n  }\n": types.AccountTownshipsDocument,
    "\n  query AccountOnboardingSlides {\n    onboardingSlides {\n      id\n      title\n      body\n      featureImage\n    }\n  }\n": types.AccountOnboardingSlidesDocument,
    "\n  mutation AccountLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n": types.AccountLoginDocument,
    "\n  mutation AccountRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n": types.AccountRegisterDocument,
    "\n  mutation AccountCreateProfile($input: CreateProfileInput!, $profileImage: Upload) {\n    createProfile(input: $input, profileImage: $profileImage) {\n      ...AccountProfile\n    }\n  }\n": types.AccountCreateProfileDocument,
    "\n  mutation AccountUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AccountProfile\n    }\n  }\n": types.AccountUpdateProfileDocument,
    "\n  mutation AccountUpdateShipping($input: ShippingInput!) {\n    updateShipping(input: $input) {\n      ...AccountProfile\n    }\n  }\n": types.AccountUpdateShippingDocument,
    "\n  mutation AccountUploadProfileImage($profileImage: Upload!) {\n    uploadProfileImage(profileImage: $profileImage) {\n      ...AccountProfile\n    }\n  }\n": types.AccountUploadProfileImageDocument,
    "\n  mutation AccountUpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input) {\n      token\n    }\n  }\n": types.AccountUpdatePasswordDocument,
    "\n  fragment ProductCardFields on ProductCard {\n    id\n    slug\n    name\n    category\n    featureImage\n    actualPrice\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  query HomeSliders {\n    sliders {\n      id\n      name\n      image\n      url\n    }\n  }\n": types.HomeSlidersDocument,
    "\n  query HomeCategories {\n    categories {\n      id\n      name\n      image\n    }\n  }\n": types.HomeCategoriesDocument,
    "\n  query LatestProducts($page: Int) {\n    latestProducts(page: $page) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.LatestProductsDocument,
    "\n  query SearchProducts($search: String!, $page: Int, $perPage: Int) {\n    products(search: $search, page: $page, perPage: $perPage) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.SearchProductsDocument,
    "\n  query CategoryProducts($categoryId: Int!, $page: Int, $perPage: Int) {\n    products(categoryId: $categoryId, page: $page, perPage: $perPage) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n": types.CategoryProductsDocument,
    "\n  query ProductDetail($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      type\n      category\n      categoryId\n      featureImage\n      productImages\n      actualPrice\n      ratingAverage\n      ratingCount\n      reviews {\n        userImage\n        userName\n        rating\n        comment\n      }\n      description\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query SiteSettings {\n    settings {\n      siteName\n      siteLogo\n      siteFavicon\n    }\n  }\n": types.SiteSettingsDocument,
    "\n  query TokenBalance {\n    me {\n      id\n      tokenPoint\n    }\n  }\n": types.TokenBalanceDocument,
    "\n  query MenuCategories {\n    categories {\n      id\n      name\n    }\n  }\n": types.MenuCategoriesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountProfile on Profile {\n    id\n    name\n    phone\n    address\n    postalCode\n    region {\n      id\n      name\n    }\n    township {\n      id\n      name\n    }\n    profileImage\n    referralCode\n    tokenPoint\n    referralPoint\n  }\n"): (typeof documents)["\n  fragment AccountProfile on Profile {\n    id\n    name\n    phone\n    address\n    postalCode\n    region {\n      id\n      name\n    }\n    township {\n      id\n      name\n    }\n    profileImage\n    referralCode\n    tokenPoint\n    referralPoint\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountMe {\n    me {\n      ...AccountProfile\n    }\n  }\n"): (typeof documents)["\n  query AccountMe {\n    me {\n      ...AccountProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountRegions {\n    regions {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AccountRegions {\n    regions {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountTownships($regionId: Int!) {\n    townships(regionId: $regionId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AccountTownships($regionId: Int!) {\n    townships(regionId: $regionId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOnboardingSlides {\n    onboardingSlides {\n      id\n      title\n      body\n      featureImage\n    }\n  }\n"): (typeof documents)["\n  query AccountOnboardingSlides {\n    onboardingSlides {\n      id\n      title\n      body\n      featureImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation AccountLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation AccountRegister($input: RegisterInput!) {\n    register(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountCreateProfile($input: CreateProfileInput!, $profileImage: Upload) {\n    createProfile(input: $input, profileImage: $profileImage) {\n      ...AccountProfile\n    }\n  }\n"): (typeof documents)["\n  mutation AccountCreateProfile($input: CreateProfileInput!, $profileImage: Upload) {\n    createProfile(input: $input, profileImage: $profileImage) {\n      ...AccountProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AccountProfile\n    }\n  }\n"): (typeof documents)["\n  mutation AccountUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...AccountProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUpdateShipping($input: ShippingInput!) {\n    updateShipping(input: $input) {\n      ...AccountProfile\n    }\n  }\n"): (typeof documents)["\n  mutation AccountUpdateShipping($input: ShippingInput!) {\n    updateShipping(input: $input) {\n      ...AccountProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUploadProfileImage($profileImage: Upload!) {\n    uploadProfileImage(profileImage: $profileImage) {\n      ...AccountProfile\n    }\n  }\n"): (typeof documents)["\n  mutation AccountUploadProfileImage($profileImage: Upload!) {\n    uploadProfileImage(profileImage: $profileImage) {\n      ...AccountProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation AccountUpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on ProductCard {\n    id\n    slug\n    name\n    category\n    featureImage\n    actualPrice\n  }\n"): (typeof documents)["\n  fragment ProductCardFields on ProductCard {\n    id\n    slug\n    name\n    category\n    featureImage\n    actualPrice\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeSliders {\n    sliders {\n      id\n      name\n      image\n      url\n    }\n  }\n"): (typeof documents)["\n  query HomeSliders {\n    sliders {\n      id\n      name\n      image\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCategories {\n    categories {\n      id\n      name\n      image\n    }\n  }\n"): (typeof documents)["\n  query HomeCategories {\n    categories {\n      id\n      name\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestProducts($page: Int) {\n    latestProducts(page: $page) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query LatestProducts($page: Int) {\n    latestProducts(page: $page) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProducts($search: String!, $page: Int, $perPage: Int) {\n    products(search: $search, page: $page, perPage: $perPage) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchProducts($search: String!, $page: Int, $perPage: Int) {\n    products(search: $search, page: $page, perPage: $perPage) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryProducts($categoryId: Int!, $page: Int, $perPage: Int) {\n    products(categoryId: $categoryId, page: $page, perPage: $perPage) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryProducts($categoryId: Int!, $page: Int, $perPage: Int) {\n    products(categoryId: $categoryId, page: $page, perPage: $perPage) {\n      data {\n        ...ProductCardFields\n      }\n      meta {\n        total\n        perPage\n        currentPage\n        lastPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      type\n      category\n      categoryId\n      featureImage\n      productImages\n      actualPrice\n      ratingAverage\n      ratingCount\n      reviews {\n        userImage\n        userName\n        rating\n        comment\n      }\n      description\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      type\n      category\n      categoryId\n      featureImage\n      productImages\n      actualPrice\n      ratingAverage\n      ratingCount\n      reviews {\n        userImage\n        userName\n        rating\n        comment\n      }\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    settings {\n      siteName\n      siteLogo\n      siteFavicon\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    settings {\n      siteName\n      siteLogo\n      siteFavicon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TokenBalance {\n    me {\n      id\n      tokenPoint\n    }\n  }\n"): (typeof documents)["\n  query TokenBalance {\n    me {\n      id\n      tokenPoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuCategories {\n    categories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MenuCategories {\n    categories {\n      id\n      name\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;