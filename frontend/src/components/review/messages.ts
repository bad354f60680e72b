// Texts of components/review: the review dialog (a general review with images on /reviews and
// /my-reviews, or a product rating on the product page) and the 'No product found' page.
import { defineMessage, defineMessages } from 'react-intl';

// Messages with values are declared one by one with their value types (react-intl 12 types
// formatMessage's values from the descriptor); the rest take none.
export const reviewDialogMessages = {
  ...defineMessages({
    titleReview: { id: 'review.dialog.titleReview', defaultMessage: 'Write a review', description: 'Title of the dialog that posts a review of the shop' },
    titleRating: { id: 'review.dialog.titleRating', defaultMessage: 'Rate this product', description: 'Title of the dialog that rates a product' },
    rating: { id: 'review.dialog.rating', defaultMessage: 'Your rating', description: 'Label of the 1-5 star choice' },
    ratingRequired: { id: 'review.dialog.ratingRequired', defaultMessage: 'Please choose a rating', description: 'Error: no star chosen' },
    comment: { id: 'review.dialog.comment', defaultMessage: 'Comment', description: 'Label of the comment box' },
    commentPlaceholder: {
      id: 'review.dialog.commentPlaceholder',
      defaultMessage: 'Tell others what you think',
      description: 'Placeholder of the comment box',
    },
    commentRequired: { id: 'review.dialog.commentRequired', defaultMessage: 'Please write a comment', description: 'Error: the comment is empty' },
    images: { id: 'review.dialog.images', defaultMessage: 'Photos', description: 'Label of the review images part' },
    addImages: { id: 'review.dialog.addImages', defaultMessage: 'Add images', description: 'Button opening the image picker' },
    selectImage: {
      id: 'review.dialog.selectImage',
      defaultMessage: 'Please select Image',
      description: 'Spec text: the picker returned nothing or no image',
    },
    tooManyImages: {
      id: 'review.dialog.tooManyImages',
      defaultMessage: 'Max five images allowed',
      description: 'Spec: warning shown about 3 s when more than five images are picked',
    },
    submit: { id: 'review.dialog.submit', defaultMessage: 'Submit', description: 'Button sending the review or rating' },
    noProductFound: { id: 'review.noProduct.title', defaultMessage: 'No product found', description: 'Spec text: title of the page of a product that does not exist' },
    noProductText: {
      id: 'review.noProduct.text',
      defaultMessage: 'This product does not exist or is no longer available.',
      description: 'Text under No product found',
    },
    goBack: { id: 'review.noProduct.goBack', defaultMessage: 'Go Back', description: 'Spec text: button of No product found, back to the previous page' },
    unexpectedError: {
      id: 'review.dialog.unexpectedError',
      defaultMessage: 'Unexpected error occured',
      description: 'Spec text (its spelling kept): a review or rating failed and the server gave no message',
    },
  }),
  stars: defineMessage<{ count: number }>({
    id: 'review.dialog.stars',
    defaultMessage: '{count, plural, one {# star} other {# stars}}',
    description: 'Accessible name of one star of the rating choice',
  }),
  commentTooShort: defineMessage<{ min: number }>({
    id: 'review.dialog.commentTooShort',
    defaultMessage: 'The comment needs at least {min} characters',
    description: 'Error: the comment is too short',
  }),
  imagesHint: defineMessage<{ max: number; count: number }>({
    id: 'review.dialog.imagesHint',
    defaultMessage: '{count} of {max} images (optional)',
    description: 'Line under the review images: how many are chosen of the most allowed',
  }),
  removeImage: defineMessage<{ number: number }>({
    id: 'review.dialog.removeImage',
    defaultMessage: 'Remove image {number}',
    description: 'Label of the X button on a chosen image',
  }),
  imageAlt: defineMessage<{ number: number }>({
    id: 'review.dialog.imageAlt',
    defaultMessage: 'Chosen image {number}',
    description: 'Alt text of a chosen image preview',
  }),
};
