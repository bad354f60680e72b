// Texts of the catalogue's pages that download on demand (search result, category, product
// detail, the app-download dialog), kept out of messages.ts, which the home page brings into the
// first download. `catalogPageMessages` carries the home texts too, so a page imports one object.
import { defineMessage, defineMessages } from 'react-intl';
import { catalogMessages } from './messages';

export const catalogPageMessages = {
  ...catalogMessages,
  ...defineMessages({
    downloadTitle: { id: 'catalog.download.title', defaultMessage: 'Download the app', description: 'Title of the app-download platform dialog' },
    downloadText: { id: 'catalog.download.text', defaultMessage: 'Choose your phone', description: 'Text of the app-download platform dialog' },
    ios: { id: 'catalog.download.ios', defaultMessage: 'iOS', description: 'Platform choice: Apple iPhone (brand name)' },
    android: { id: 'catalog.download.android', defaultMessage: 'Android', description: 'Platform choice: Android phones (brand name)' },
    iosHint: {
      id: 'catalog.download.iosHint',
      defaultMessage: 'In Safari, tap the Share button, then "Add to Home Screen".',
      description: 'How to install the app on an iPhone',
    },
    androidHint: {
      id: 'catalog.download.androidHint',
      defaultMessage: 'In Chrome, open the ⋮ menu, then tap "Install app" or "Add to Home screen".',
      description: 'How to install the app on Android when the browser offers no install prompt',
    },
    install: { id: 'catalog.download.install', defaultMessage: 'Install the app', description: 'Button that opens the browser install prompt (shown only when the browser offers one)' },
    installed: {
      id: 'catalog.download.installed',
      defaultMessage: 'Lucky Mall is already installed on this phone. Open it from your home screen.',
      description: 'App-download dialog once the app is installed',
    },
    bestMatch: { id: 'catalog.search.bestMatch', defaultMessage: 'best match', description: 'Heading of the search results (spec text)' },
    noProductFound: { id: 'catalog.search.none', defaultMessage: 'No Product Found', description: 'Search or category without products (spec text)' },
    noProductText: {
      id: 'catalog.search.noneText',
      defaultMessage: 'Try another word, or browse the categories on the home page.',
      description: 'Hint under No Product Found',
    },
    breadcrumb: { id: 'catalog.breadcrumb.label', defaultMessage: 'Breadcrumb', description: 'Accessible name of the breadcrumb trail' },
    home: { id: 'catalog.breadcrumb.home', defaultMessage: 'Home', description: 'First breadcrumb entry' },
    notFoundTitle: { id: 'catalog.notFound.title', defaultMessage: 'Page Not Found', description: 'Category that does not exist (spec text)' },
    categoryNotFoundText: {
      id: 'catalog.notFound.category',
      defaultMessage: 'This category does not exist or is no longer available.',
      description: 'Text of the category not-found view',
    },
    backHome: { id: 'catalog.notFound.backHome', defaultMessage: 'Back to Home', description: 'Button of the not-found view' },
    photos: { id: 'catalog.product.photos', defaultMessage: 'Product photos', description: 'Accessible name of the product photo carousel' },
    addToCart: { id: 'catalog.product.addToCart', defaultMessage: 'Add to cart', description: 'Label of the add-to-cart icon button' },
    noRatings: { id: 'catalog.product.noRatings', defaultMessage: 'No reviews yet', description: 'Beside the stars when nobody has reviewed the product' },
    oneReview: { id: 'catalog.product.oneReview', defaultMessage: '1 review', description: 'Beside the stars when there is exactly one review' },
    hideReviews: { id: 'catalog.product.hideReviews', defaultMessage: 'Hide reviews', description: 'Link that closes the review list' },
    reviews: { id: 'catalog.product.reviews', defaultMessage: 'Reviews', description: 'Accessible name of the review list' },
    quantity: { id: 'catalog.product.quantity', defaultMessage: 'Quantity', description: 'Label of the quantity stepper' },
    total: { id: 'catalog.product.total', defaultMessage: 'Total', description: 'Label of the total price (price x quantity)' },
    description: { id: 'catalog.product.description', defaultMessage: 'Description', description: 'Heading of the product description' },
    buyNow: { id: 'catalog.product.buyNow', defaultMessage: 'Buy now', description: 'Bottom button: buy this product now' },
    buyToken: { id: 'catalog.product.buyToken', defaultMessage: 'Buy token', description: 'Bottom button: buy lucky-draw tickets for this product with tokens' },
  }),
  chooseOption: defineMessage<{ option: string }>({
    id: 'catalog.product.chooseOption',
    defaultMessage: 'Choose {option}',
    description: 'Hint under Add to cart / Buy now until an option of the product is chosen (option = its name, e.g. Size)',
  }),
  onlyLeft: defineMessage<{ count: number }>({
    id: 'catalog.product.onlyLeft',
    defaultMessage: 'Only {count} left',
    description: 'Stock hint of the chosen size / colour when few units are left',
  }),
  soldOut: defineMessage({ id: 'catalog.product.soldOut', defaultMessage: 'Sold out', description: 'Stock hint of the chosen size / colour when none is left' }),
  searchFor: defineMessage<{ term: string }>({ id: 'catalog.search.for', defaultMessage: 'Results for "{term}"', description: 'Line under the search heading naming the search' }),
  photoAlt: defineMessage<{ name: string; number: number }>({ id: 'catalog.product.photoAlt', defaultMessage: '{name}, photo {number}', description: 'Alt text of a product photo' }),
  addedToCart: defineMessage<{ qty: number; name: string }>({
    id: 'catalog.product.addedToCart',
    defaultMessage: '{qty} {name} has been added to Cart',
    description: 'Success dialog after add to cart (spec text)',
  }),
  seeAllReviews: defineMessage<{ count: number }>({
    id: 'catalog.product.seeAllReviews',
    defaultMessage: 'See all {count} reviews',
    description: 'Link that opens the review list (spec text; shown with more than 1 review)',
  }),
};
