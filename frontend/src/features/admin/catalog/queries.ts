// GraphQL of the catalogue and content pages (/admin/products, /admin/categories, /admin/content).
import { graphql } from '@/gql';

export const AdminProductFieldsFragment = graphql(`
  fragment AdminProductFields on AdminProduct {
    id
    type
    categoryId
    slug
    name {
      en
      mm
      ch
    }
    description {
      en
      mm
      ch
    }
    actualPrice
    salePrice
    saleStartsAt
    saleEndsAt
    weightKg
    inStock
    tokenReward
    tokenAmount
    referralPoint
    hidden
    featureImage
    images {
      id
      url
      thumb
    }
  }
`);

// Options and variants: only the editor asks for them (one product), so a page of products stays
// cheap (the server's cost budget counts every field of every item).
export const AdminProductVariantFieldsFragment = graphql(`
  fragment AdminProductVariantFields on AdminProduct {
    options {
      name {
        en
        mm
        ch
      }
      values {
        en
        mm
        ch
      }
    }
    variants {
      id
      sku
      optionValues
      price
      salePrice
      stock
      held
      lowStockAt
      weightKg
      imageId
      image
    }
  }
`);

export const AdminProductQuery = graphql(`
  query AdminProduct($id: Int!) {
    adminProduct(id: $id) {
      ...AdminProductFields
      ...AdminProductVariantFields
    }
  }
`);

export const AdminProductPageQuery = graphql(`
  query AdminProductPage($types: [ProductType!], $search: String, $categoryId: Int, $page: Int, $limit: Int) {
    adminProductPage(types: $types, search: $search, categoryId: $categoryId, page: $page, limit: $limit) {
      data {
        ...AdminProductFields
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

export const AdminCategoryListQuery = graphql(`
  query AdminCategoryList {
    adminCategories {
      id
      slug
      name {
        en
        mm
        ch
      }
      hidden
      image
      sort
      productCount
    }
  }
`);

export const CreateProductMutation = graphql(`
  mutation AdminCreateProduct($input: ProductInput!, $featureImage: Upload, $images: [Upload!]) {
    createProduct(input: $input, featureImage: $featureImage, images: $images)
  }
`);

export const UpdateProductMutation = graphql(`
  mutation AdminUpdateProduct($id: Int!, $input: ProductInput!, $addImages: [Upload!], $removeImageIds: [Int!], $imageOrder: [Int!]) {
    updateProduct(id: $id, input: $input, addImages: $addImages, removeImageIds: $removeImageIds, imageOrder: $imageOrder)
  }
`);

export const CreateCategoryMutation = graphql(`
  mutation AdminCreateCategory($input: CategoryInput!, $image: Upload) {
    createCategory(input: $input, image: $image)
  }
`);

export const UpdateCategoryMutation = graphql(`
  mutation AdminUpdateCategory($id: Int!, $input: CategoryInput!, $image: Upload) {
    updateCategory(id: $id, input: $input, image: $image)
  }
`);

export const SetCategoryHiddenMutation = graphql(`
  mutation AdminSetCategoryHidden($id: Int!, $hidden: Boolean!) {
    setCategoryHidden(id: $id, hidden: $hidden)
  }
`);

// ---------- Content ----------

export const AdminSlidersQuery = graphql(`
  query AdminSliders {
    adminSliders {
      id
      name {
        en
        mm
        ch
      }
      url
      sort
      hidden
      image
    }
  }
`);

export const CreateSliderMutation = graphql(`
  mutation AdminCreateSlider($input: SliderInput!, $image: Upload!) {
    createSlider(input: $input, image: $image)
  }
`);

export const UpdateSliderMutation = graphql(`
  mutation AdminUpdateSlider($id: Int!, $input: SliderInput!, $image: Upload) {
    updateSlider(id: $id, input: $input, image: $image)
  }
`);

export const SetContentHiddenMutation = graphql(`
  mutation AdminSetContentHidden($kind: HideableContent!, $id: Int!, $hidden: Boolean!) {
    setContentHidden(kind: $kind, id: $id, hidden: $hidden)
  }
`);

export const AdminPaymentMethodsQuery = graphql(`
  query AdminPaymentMethods {
    adminPaymentMethods {
      id
      name
      logo
      sort
      hidden
      paymentNumbers {
        accountName
        accountNumber
      }
      kind
      codRegionIds
      codTownshipIds
      codMaxTotal
      merchantQr
    }
  }
`);

/** The regions a cash on delivery method may be offered in. */
export const AdminCodRegionsQuery = graphql(`
  query AdminCodRegions {
    regions {
      id
      name
    }
  }
`);

export const CreatePaymentMethodMutation = graphql(`
  mutation AdminCreatePaymentMethod($input: PaymentMethodInput!, $logo: Upload, $merchantQr: Upload) {
    createPaymentMethod(input: $input, logo: $logo, merchantQr: $merchantQr)
  }
`);

export const UpdatePaymentMethodMutation = graphql(`
  mutation AdminUpdatePaymentMethod($id: Int!, $input: PaymentMethodInput!, $logo: Upload, $merchantQr: Upload, $removeMerchantQr: Boolean) {
    updatePaymentMethod(id: $id, input: $input, logo: $logo, merchantQr: $merchantQr, removeMerchantQr: $removeMerchantQr)
  }
`);

export const AdminSiteSettingsQuery = graphql(`
  query AdminSiteSettings {
    settings {
      siteName
      siteLogo
      siteFavicon
      viber
      telegram
      contactNumber
      shipping {
        baseFee
        feePerKg
        regionBaseFees {
          regionId
          fee
        }
      }
    }
    regions {
      id
      name
    }
  }
`);

export const UpdateSiteSettingsMutation = graphql(`
  mutation AdminUpdateSiteSettings($input: SettingsInput!, $siteLogo: Upload, $siteFavicon: Upload) {
    updateSettings(input: $input, siteLogo: $siteLogo, siteFavicon: $siteFavicon) {
      siteName
      siteLogo
      siteFavicon
      viber
      telegram
      contactNumber
      shipping {
        baseFee
        feePerKg
        regionBaseFees {
          regionId
          fee
        }
      }
    }
  }
`);

export const AdminPromotionQuery = graphql(`
  query AdminPromotion {
    adminPromotion {
      image
      content {
        en
        mm
        ch
      }
    }
  }
`);

export const UpdatePromotionMutation = graphql(`
  mutation AdminUpdatePromotion($content: TranslatedTextInput!, $image: Upload) {
    updatePromotion(content: $content, image: $image)
  }
`);

export const AdminOnboardingSlidesQuery = graphql(`
  query AdminOnboardingSlides {
    adminOnboardingSlides {
      id
      title {
        en
        mm
        ch
      }
      body {
        en
        mm
        ch
      }
      featureImage
      sort
      hidden
    }
  }
`);

export const CreateOnboardingSlideMutation = graphql(`
  mutation AdminCreateOnboardingSlide($input: OnboardingSlideInput!, $image: Upload) {
    createOnboardingSlide(input: $input, image: $image)
  }
`);

export const UpdateOnboardingSlideMutation = graphql(`
  mutation AdminUpdateOnboardingSlide($id: Int!, $input: OnboardingSlideInput!, $image: Upload) {
    updateOnboardingSlide(id: $id, input: $input, image: $image)
  }
`);
