// Texts of a flash sale's price (cards, the product page, the cart).
import { defineMessage, defineMessages } from 'react-intl';

export const saleMessages = {
  ...defineMessages({
    regularPrice: { id: 'sale.regularPrice', defaultMessage: 'Regular price', description: 'Screen-reader label before the struck-through price of a product on flash sale' },
  }),
  endsInClock: defineMessage<{ time: string }>({
    id: 'sale.endsIn.clock',
    defaultMessage: 'Ends in {time}',
    description: 'Flash sale countdown under a day; time is hh:mm:ss',
  }),
  endsInDays: defineMessage<{ days: number }>({
    id: 'sale.endsIn.days',
    defaultMessage: 'Ends in {days, plural, one {# day} other {# days}}',
    description: 'Flash sale countdown of a day or more',
  }),
  startsInClock: defineMessage<{ time: string; price: string }>({
    id: 'sale.startsIn.clock',
    defaultMessage: 'Flash sale {price} in {time}',
    description: 'Product page: a flash sale that starts within a day; time is hh:mm:ss',
  }),
  startsInDays: defineMessage<{ days: number; price: string }>({
    id: 'sale.startsIn.days',
    defaultMessage: 'Flash sale {price} in {days, plural, one {# day} other {# days}}',
    description: 'Product page: a flash sale that starts in a day or more',
  }),
};
