/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** `POST api/user/cart/add` and `PUT api/user/cart/update`. */
export type CartItemInput = {
  /** The product's id (required); a normal product (token packs are bought with `buyNow`). */
  productId?: number | null | undefined;
  /**
   * Quantity, a whole number from 1 to 1,000,000 (required). `addToCart` adds it to the line's quantity;
   * `updateCartLine` replaces it.
   */
  qty?: number | null | undefined;
  /** The variant chosen (a size and colour); may be left out (or null) for a product with one variant. */
  variantId?: number | null | undefined;
};

export type CategoryInput = {
  /** The category name: English required, Burmese and Chinese optional. */
  name: TranslatedTextInput;
  /** URL-safe key; made from the English name when absent. */
  slug?: string | null | undefined;
  /** Lower comes first. */
  sort?: number;
};

/** A courier as the admin sends it. */
export type CourierInput = {
  /** Whether new parcels may be handed to it (default true). */
  active?: boolean;
  /** The courier's name as shoppers know it (1 to 100 characters). */
  name: string;
  /** A phone number shoppers can call (5 to 30 characters: digits, spaces, `+`, `-`). */
  phone: string;
  /**
   * An https link with `{tracking}` where the tracking number goes
   * (`https://courier.example/track?code={tracking}`); left out: no link.
   */
  trackingUrl?: string | null | undefined;
};

/** Create profile: `POST api/user/create-profile` (with an optional `profile_image`). */
export type CreateProfileInput = {
  /** Street address (required, at most 500 characters). */
  address?: string | null | undefined;
  /** Postal code (optional, at most 20 characters). */
  postalCode?: string | null | undefined;
  /** Shipping region (required): an id from `regions`. */
  regionId?: number | null | undefined;
  /** Shipping township (required): an id from `townships(regionId)`. */
  townshipId?: number | null | undefined;
};

/** How a payment was decided (stored; `decide_once` writes it). */
export type Decided =
  /** An admin accepted the payment. */
  | 'APPROVED'
  /** Released by the shop itself (an unpaid ticket hold). */
  | 'EXPIRED'
  /** An admin turned it down (with a reason the shopper is shown). */
  | 'REJECTED'
  /** Withdrawn by the shopper before an admin decided (a cancelled order). */
  | 'WITHDRAWN';

/** Where a draw is: selling, sold out and waiting for its draw time, or declared. */
export type DrawStatus =
  /** Ended below its minimum of tickets sold: no draw, every purchase refunded. */
  | 'CANCELLED'
  /** Sold out; the lucky number is drawn at `drawAt`. */
  | 'CLOSED'
  /** The lucky number is declared. */
  | 'DRAWN'
  /** Selling tickets. */
  | 'OPEN';

/** Content that admins can hide from shoppers (and show again). */
export type HideableContent =
  /** A slide of the user guide. */
  | 'ONBOARDING_SLIDE'
  /** A payment method (hidden ones are left out of checkout and refused as `payment_id`). */
  | 'PAYMENT_METHOD'
  /** A home-screen banner. */
  | 'SLIDER';

/** Sign-in: `POST api/user/login`. */
export type LoginInput = {
  /**
   * The browser's push subscription, `PushSubscription.toJSON()` as a JSON string
   * (`{"endpoint", "keys": {"p256dh", "auth"}}`); kept for pushes when valid, ignored otherwise.
   */
  deviceToken?: string | null | undefined;
  /** The password (required, at least 6 characters). */
  password?: string | null | undefined;
  /** The mobile number signed up with (required): `09...`, `+959...` or `959...`. */
  phone?: string | null | undefined;
};

/** Which of the caller's draws. */
export type MyDrawList =
  /** Declared draws the caller took part in. */
  | 'HISTORY'
  /** Draws not yet declared the caller holds tickets in. */
  | 'LIVE'
  /** Draws the caller won. */
  | 'PRIZES';

export type OnboardingSlideInput = {
  /** HTML, sanitised when saved. */
  body: TranslatedTextInput;
  /** Position; lower comes first (default 0). */
  sort?: number;
  /** Slide title: English required, Burmese and Chinese optional. */
  title: TranslatedTextInput;
};

/** Why a shopper cancels an order, chosen from a list (shown in their language on the order). */
export type OrderCancelReason =
  /** Changed my mind. */
  | 'CHANGED_MIND'
  /** Found it cheaper elsewhere. */
  | 'FOUND_CHEAPER'
  /** Ordered by mistake. */
  | 'ORDERED_BY_MISTAKE'
  /** Another reason. */
  | 'OTHER'
  /** A problem with the payment. */
  | 'PAYMENT_PROBLEM'
  /** Wrong size or colour chosen. */
  | 'WRONG_SIZE_OR_COLOUR';

/** Order states. */
export type OrderStatus =
  /** An admin accepted the payment: the items are in the to-ship list and token packs are credited. */
  | 'APPROVED'
  /** The admin did not approve it (the shopper is told 'admin does not approve this order'). */
  | 'CANCELLED'
  /** Screenshot uploaded; an admin has not decided yet. */
  | 'PENDING';

/** Admin: changes to the checks; what is left out stays. */
export type PaymentCheckSettingsInput = {
  /** 0 to `maxNearDuplicateBits`. */
  nearDuplicateBits?: number | null | undefined;
  /** At least 1; null keeps pictures for good. */
  screenshotRetentionDays?: number | null | undefined;
  /** At least 1. */
  transferMaxAgeHours?: number | null | undefined;
};

/** Why a payment is flagged. */
export type PaymentFlagCode =
  /** The receipt's amount is not what is due. */
  | 'AMOUNT_MISMATCH'
  /** The same picture (pixel for pixel, or nearly) was sent with an earlier payment. */
  | 'DUPLICATE_PICTURE'
  /** The receipt's transaction id was seen on an earlier payment. */
  | 'DUPLICATE_TRANSFER'
  /**
   * The receipt carries the payment reference (`PAY000042`) of another payment: it was made
   * for that one.
   */
  | 'REFERENCE_OF_ANOTHER_PAYMENT'
  /** The transfer is dated long before its upload, or after it. */
  | 'TOO_OLD'
  /** The receipt could not be read (or reading took too long). */
  | 'UNREADABLE';

/** What a transfer payment pays for. */
export type PaymentKind =
  /** An order (products or a token pack). */
  | 'ORDER'
  /** A shipping fee. */
  | 'SHIPPING_FEE'
  /** Missed daily sign-in days. */
  | 'SIGN_IN_RECOVERY'
  /** Lucky-draw tickets paid by transfer. */
  | 'TICKET_TRANSFER';

/** Admin: a payment method and its accounts (they replace the stored ones). */
export type PaymentMethodInput = {
  /** Cash on delivery: the largest order total it takes, in whole kyat (null: any). */
  codMaxTotal?: number | null | undefined;
  /**
   * Cash on delivery: the regions where it is offered (ids of `regions`). With
   * `codTownshipIds` both empty or left out, it is offered everywhere.
   */
  codRegionIds?: Array<number> | null | undefined;
  /** Cash on delivery: single townships where it is offered, besides whole regions. */
  codTownshipIds?: Array<number> | null | undefined;
  /** A transfer (default) or cash on delivery, which takes no accounts and no QR code. */
  kind?: PaymentMethodKind;
  /** The bank or wallet's name (required). */
  name: string;
  /** Its merchant accounts, each with a name and a number (both required). */
  paymentNumbers: Array<PaymentNumberInput>;
  /** Position in the checkout list, ascending (default 0). */
  sort?: number;
};

/**
 * How a payment method is paid: a transfer with a screenshot the admin checks, or cash at the
 * door (orders only, where the method offers it).
 */
export type PaymentMethodKind =
  /** Cash paid to the courier at the door: no screenshot; the admin confirms the order by phone. */
  | 'CASH_ON_DELIVERY'
  /** A bank or wallet transfer, with a screenshot of it. */
  | 'TRANSFER';

/** A merchant account to transfer to. */
export type PaymentNumberInput = {
  /** The account holder's name, as the shopper's banking app shows it. */
  accountName: string;
  /** The account or wallet phone number to transfer to. */
  accountNumber: string;
};

/** What an admin operation needs. Each staff role is a fixed set of these. */
export type Permission =
  /** The audit log (owner). */
  | 'AUDIT'
  /**
   * Products, variants, stock, the spreadsheet, categories, banners, slides, the promotion
   * page, ticket products, vouchers and flash sales.
   */
  | 'CATALOG'
  /** The dashboard and the live queue counts: every staff role. */
  | 'DASHBOARD'
  /** Grants of tokens and referral points (owner). */
  | 'GRANTS'
  /** The payment, recovery, return and refund queues (orders' and tickets' transfers). */
  | 'PAYMENTS'
  /** Accounts: block or unblock. */
  | 'PEOPLE_BLOCK'
  /** Accounts: the list and a shopper's page. */
  | 'PEOPLE_READ'
  /** Sales reports and the accountant's exports (owner). */
  | 'REPORTS'
  /** Reviews waiting to be published. */
  | 'REVIEWS'
  /** Giving and taking staff roles (owner). */
  | 'ROLES'
  /** The shop's settings, payment methods and their accounts, payment checks (owner). */
  | 'SETTINGS'
  /** The shipping queue, waybills and hand-over scans, couriers, cash on delivery. */
  | 'SHIPPING'
  /** Webhook endpoints for integrators (owner). */
  | 'WEBHOOKS';

export type ProductInput = {
  /** Whole kyat. */
  actualPrice: number;
  /** The category it is listed in. */
  categoryId: number;
  /** HTML, sanitised when saved. */
  description: TranslatedTextInput;
  /** Whether it can be bought (default true); false shows it as out of stock. */
  inStock?: boolean;
  /** Product name: English required, Burmese and Chinese optional. */
  name: TranslatedTextInput;
  /** Up to three options (Size, Colour) with their values; left out of an update: unchanged. */
  options?: Array<ProductOptionInput> | null | undefined;
  /** Required for referral gifts: points the gift costs. */
  referralPoint?: number | null | undefined;
  /**
   * When the sale ends (UTC, excluded): after `saleStartsAt`; required with a sale price
   * (the product's or a variant's).
   */
  saleEndsAt?: unknown;
  /**
   * Flash sale price in whole kyat: at least 1 and below `actualPrice`; needs `saleEndsAt`.
   * Left out (or null): no sale (an update clears it).
   */
  salePrice?: number | null | undefined;
  /** When the sale starts (UTC); left out: as soon as it is saved. */
  saleStartsAt?: unknown;
  /** URL-safe key (`/product-detail?id={slug}`); made from the English name when absent. */
  slug?: string | null | undefined;
  /** Required for token products: tokens in the pack. */
  tokenAmount?: number | null | undefined;
  /** Tokens credited when an order of it is approved. */
  tokenReward?: number;
  /** What the product is for; decides whether `tokenAmount` or `referralPoint` is required. */
  type: ProductType;
  /**
   * Each combination on sale (SKU, option values, price, stock); left out: unchanged (a new
   * product gets one variant, stock not counted).
   */
  variants?: Array<ProductVariantInput> | null | undefined;
  /** Shipping weight in kilograms. */
  weightKg?: number;
};

/** An option as the admin sends it. */
export type ProductOptionInput = {
  /** The option's name ("Size"): English required. */
  name: TranslatedTextInput;
  /** Its values in order ("S", "M", "L"), each with English required and different. */
  values: Array<TranslatedTextInput>;
};

/** What a product is for; decides where it may go (cart, token credit, lucky draw, referral gift). */
export type ProductType =
  /** A lucky-draw prize. */
  | 'PRIZE'
  /** A normal product, bought with money through the cart or buy-now. */
  | 'PRODUCT'
  /** A gift claimed with referral points. */
  | 'REFERRAL_GIFT'
  /** A pack of tokens bought with money; approving the order credits the tokens. Never in the cart. */
  | 'TOKEN_PRODUCT';

/** A variant as the admin sends it. */
export type ProductVariantInput = {
  /**
   * The photo shown when this variant is chosen: the id of one of the product's photos
   * (`AdminProduct.images`); null: the product's own; left out of an update: unchanged.
   */
  imageId?: number | null | undefined;
  /** Tell the admins once when the stock falls to this or below. */
  lowStockAt?: number | null | undefined;
  /** The English value of each option, in option order (empty without options). */
  optionValues?: Array<string>;
  /** Whole kyat; left out: the product's price. */
  price?: number | null | undefined;
  /**
   * Flash sale price in whole kyat, in the product's sale window: at least 1 and below this
   * variant's price. Left out: the product's sale price when the variant has no price of its
   * own, else no sale for this variant.
   */
  salePrice?: number | null | undefined;
  /** Stock-keeping unit, unique in the shop: 1 to 150 letters, digits, `.`, `-` or `_`. */
  sku: string;
  /** Units left to sell, 0 to 1,000,000; left out: not counted (always available). */
  stock?: number | null | undefined;
  /** Shipping weight in kilograms, 0 to 1,000; left out: the product's. */
  weightKg?: number | null | undefined;
};

/** How a purchase is paid. */
export type PurchaseStatus =
  /** Paid by transfer and approved by an admin; the tickets are sold. */
  | 'APPROVED'
  /**
   * Paid by transfer, but no admin decided within the `ticket_hold_minutes` setting: the
   * numbers went back to the batch.
   */
  | 'EXPIRED'
  /** Paid with tokens; the tickets are sold. */
  | 'PAID'
  /** Paid by transfer; the numbers are held until an admin checks the screenshot. */
  | 'PENDING'
  /** Paid by transfer, but an admin rejected the payment; the numbers went back to the batch. */
  | 'REJECTED';

/** A browser's push subscription, from `PushSubscription.toJSON()`. */
export type PushSubscriptionInput = {
  /** `keys.auth`: the browser's auth secret, base64url of 16 bytes. */
  auth: string;
  /** The push service's URL for this browser: https, at most 1,000 characters, a public host. */
  endpoint: string;
  /** `keys.p256dh`: the browser's P-256 public key, base64url of the 65-byte uncompressed point. */
  p256dh: string;
};

/** Where reading a receipt stands, as the admin sees it. */
export type ReadingState =
  /** Sent before the shop checked screenshots. */
  | 'NOT_CHECKED'
  /** Reading is off on this server (Tesseract is not installed): nothing will be read. */
  | 'OFF'
  /** Waiting to be read (seconds, usually). */
  | 'PENDING'
  /** Read; the fields found are filled. */
  | 'READ'
  /** Could not be read, or reading took too long. */
  | 'UNREADABLE';

/** Admin: an approved order's money given back before it shipped, whole or some of its lines. */
export type RefundInput = {
  /** What is sent back, in whole kyat: at most what was paid less earlier refunds. */
  amount: number;
  /** How it was sent back ("KBZPay 09 7912 3456"). */
  method: string;
  /** The approved order. */
  orderId: number;
  /**
   * The lines given back (a partial refund); all lines not given back yet when left out. A line
   * already in a shipping order cannot be refunded here.
   */
  orderItemIds?: Array<number> | null | undefined;
  /** Why (the shopper is shown it). */
  reason: string;
};

/** Where a refund stands. */
export type RefundStatus =
  /** The shop owes it: an admin has not sent it yet. */
  | 'DUE'
  /** Sent back to the shopper. */
  | 'REFUNDED';

export type RegionFeeInput = {
  /** Base shipping fee for that region, in whole kyat (MMK). */
  fee: number;
  /** The region (an id from `regions`). */
  regionId: number;
};

/** Sign-up: `POST api/user/register`. */
export type RegisterInput = {
  /** Display name (required, at most 100 characters). */
  name?: string | null | undefined;
  /** Password (required, 6 to 128 characters). */
  password?: string | null | undefined;
  /** The password again (required); must equal the password. */
  passwordConfirmation?: string | null | undefined;
  /** A Myanmar mobile number: `09...`, `+959...` or `959...`. */
  phone?: string | null | undefined;
  /** The inviter's referral code (optional). */
  referralCode?: string | null | undefined;
};

/** What became of one line of a remittance file. */
export type RemittanceOutcome =
  /** The parcel was paid by an earlier file (or earlier in this one). */
  | 'ALREADY_PAID'
  /** The amount is not what the parcel had to collect. */
  | 'AMOUNT_DIFFERS'
  /** The amount is not a whole number of kyat, 0 or more. */
  | 'BAD_AMOUNT'
  /** The same code is on an earlier line of this file. */
  | 'DUPLICATE'
  /** The parcel is not paid cash on delivery. */
  | 'NOT_CASH_ON_DELIVERY'
  /** The parcel is not on its way yet (or was cancelled). */
  | 'NOT_SHIPPED'
  /** The parcel is marked paid. */
  | 'PAID'
  /** No parcel of the shop has this code. */
  | 'UNKNOWN';

/** How a report's range is cut. */
export type ReportBucket =
  /** One Myanmar calendar day. */
  | 'DAY'
  /** A calendar month (the first and last may be cut by the range). */
  | 'MONTH'
  /** A week from Monday to Sunday (the first and last may be cut by the range). */
  | 'WEEK';

/** How the orders that count were paid. */
export type ReportPaymentKind =
  /** Cash on delivery (counted once the parcel was received or the courier paid its cash). */
  | 'CASH_ON_DELIVERY'
  /** A bank or wallet transfer (approved by an admin). */
  | 'TRANSFER';

/**
 * Set a new password with the code sent by SMS: `POST api/auth/password-reset/confirm`. The
 * password rules and messages are the change-password form's.
 */
export type ResetPasswordInput = {
  /** The 6-digit code from the SMS. */
  code?: string | null | undefined;
  /** The new password (required, 6 to 128 characters). */
  newPassword?: string | null | undefined;
  /** The new password again (required); must equal the new password. */
  newPasswordConfirmation?: string | null | undefined;
  /** The mobile number the code was sent to (`09...`, `+959...` or `959...`). */
  phone?: string | null | undefined;
};

/** What a shopper sends to return received lines. */
export type ReturnInput = {
  /** More about it (up to 1,000 characters). */
  comment?: string | null | undefined;
  /** The received lines to return (`Order.orderItems.orderItemId`), of one order. */
  orderItemIds: Array<number>;
  /** Why, from the list. */
  reason: ReturnReason;
};

/** Why a shopper returns received goods, chosen from a list. */
export type ReturnReason =
  /** Changed my mind. */
  | 'CHANGED_MIND'
  /** Arrived damaged or broken. */
  | 'DAMAGED'
  /** Does not fit. */
  | 'DOES_NOT_FIT'
  /** Not as the shop described it. */
  | 'NOT_AS_DESCRIBED'
  /** Another reason. */
  | 'OTHER'
  /** Not the item ordered. */
  | 'WRONG_ITEM';

/** Where a return stands. */
export type ReturnStatus =
  /** Accepted: the lines come back and their money is due back. */
  | 'APPROVED'
  /** Turned down, with a reason. */
  | 'REJECTED'
  /** Asked; an admin has not decided. */
  | 'REQUESTED';

/** Where a review stands (stored as text). */
export type ReviewStatus =
  /** Public. */
  | 'APPROVED'
  /** Waiting for an admin; only its author sees it. */
  | 'PENDING'
  /** Not published; the author sees the reason. */
  | 'REJECTED';

export type Role =
  /**
   * The owner: every staff permission, and the only one who grants roles, tokens and points,
   * changes settings, reads the reports and registers webhooks.
   */
  | 'ADMIN'
  /** Staff: products, variants, stock, the spreadsheet, vouchers, flash sales, banners and pages. */
  | 'CATALOG_EDITOR'
  /** A shopper. */
  | 'CUSTOMER'
  /** Staff: the payment, recovery, return and refund queues. */
  | 'PAYMENT_CHECKER'
  /** Staff: the shipping queue, waybills and hand-over scans, couriers, cash on delivery. */
  | 'SHIPPER'
  /** Staff: accounts (read, block) and reviews. */
  | 'SUPPORT';

/** Admin changes to the settings; what is left out stays as it is. */
export type SettingsInput = {
  /** Phone number shoppers can call; empty clears it. */
  contactNumber?: string | null | undefined;
  /** Tokens for each daily sign-in claim. */
  dailyPoint?: number | null | undefined;
  /** Bonus tokens for an unbroken 30-day sign-in streak. */
  dailyRewardPoint?: number | null | undefined;
  /** Minutes between a batch selling out and its lucky number being drawn. */
  drawDelayMinutes?: number | null | undefined;
  /** Fee in whole kyat (MMK) to recover missed daily sign-in days. */
  recoveryFeeMmk?: number | null | undefined;
  /** Referral points the inviter gets for each sign-up with their code. */
  referralPointsPerSignup?: number | null | undefined;
  /** Refuse cash on delivery to a shopper with a parcel refused at the door and not settled. */
  refuseCodAfterUnpaidRefusal?: boolean | null | undefined;
  /** Days after "Received" during which a shopper may ask to return lines (0 to 365). */
  returnDays?: number | null | undefined;
  /** Base shipping fee in whole kyat (MMK) where a region has none of its own. */
  shippingBaseFee?: number | null | undefined;
  /** Shipping fee in whole kyat (MMK) per kilogram (rounded up) of the items. */
  shippingFeePerKg?: number | null | undefined;
  /** Base fees of particular regions; replaces the whole list (fees may not be negative). */
  shippingRegionBaseFees?: Array<RegionFeeInput> | null | undefined;
  /** Base fees of particular townships, over their region's; replaces the whole list. */
  shippingTownshipBaseFees?: Array<TownshipFeeInput> | null | undefined;
  /**
   * Weight steps (a parcel up to `upToKg` adds `fee`; beyond the last, the rate per kilogram);
   * replaces the whole list; empty: the rate per kilogram for every kilogram.
   */
  shippingWeightSteps?: Array<WeightStepInput> | null | undefined;
  /** The shop's name; may not be blank. */
  siteName?: string | null | undefined;
  /** Telegram contact (username or link); empty clears it. */
  telegram?: string | null | undefined;
  /** Minutes after which an undecided ticket transfer is released (0: never). */
  ticketHoldMinutes?: number | null | undefined;
  /** Share of a batch (1 to 100 percent) one shopper may hold unpaid. */
  ticketHoldPercent?: number | null | undefined;
  /** Price of one token in whole kyat (MMK) when tickets are paid by transfer. */
  tokenPriceMmk?: number | null | undefined;
  /** Tokens per 10,000 kyat spent, for products without a token reward of their own. */
  tokensPer10000Mmk?: number | null | undefined;
  /** Empty clears it. */
  viber?: string | null | undefined;
};

/**
 * Where a to-ship item is on its way to the shopper (the `order_item.ship_state` column; a line's
 * `state` on the admin's order page).
 */
export type ShipState =
  /** A token pack: credited as tokens on approval, never shipped. */
  | 'CREDITED'
  /** The shopper confirmed it arrived. */
  | 'RECEIVED'
  /** Given back by an admin's refund before it shipped (`refund_id` names the refund). */
  | 'REFUNDED'
  /** A cash on delivery parcel refused at the door: the goods came back to the shop. */
  | 'RETURNED'
  /** In a live shipping order (pending or on the way). */
  | 'SHIPPING'
  /** In the to-ship list. */
  | 'TO_SHIP'
  /** A line of an order an admin has not approved: not the shopper's to ship yet. */
  | 'UNPAID';

/** Shipping info: `PUT api/user/update-shipping`. */
export type ShippingInput = {
  /** Street address (required, at most 500 characters). */
  address?: string | null | undefined;
  /** Postal code (optional, at most 20 characters); blank clears it. */
  postalCode?: string | null | undefined;
  /** Shipping region (required): an id from `regions`. */
  regionId?: number | null | undefined;
  /** Shipping township (required): an id from `townships(regionId)`. */
  townshipId?: number | null | undefined;
};

export type ShippingStatus =
  /** Shown as On the way (green). */
  | 'APPROVED'
  /** Shown as Processing (orange). */
  | 'PENDING'
  /** Shown as Received (dark cyan). */
  | 'RECEIVED'
  /** The fee payment was not accepted; the items are back in the to-ship list. */
  | 'REJECTED';

export type SliderInput = {
  /** Banner name: English required, Burmese and Chinese optional. */
  name: TranslatedTextInput;
  /** Position; lower comes first (default 0). */
  sort?: number;
  /** Link opened when the banner is tapped; empty for none. */
  url?: string;
};

/** Admin: a product raffled in batches. */
export type TicketProductInput = {
  /** Tokens per ticket. */
  costTokenPoint: number;
  /**
   * When the batches end (UTC; the admin's form takes Myanmar time): the open batch is then
   * drawn among its sold tickets, or cancelled and refunded below `minTickets`, and no batch
   * opens after it. Must be in the future; null: batches end only by selling out.
   */
  endsAt?: unknown;
  /**
   * The card's badge in English ("Hot"); `labelMm` and `labelCh` in Burmese and Chinese
   * (English is shown where they are empty).
   */
  label?: string;
  /** The badge in Chinese; null or empty shows the English. */
  labelCh?: string | null | undefined;
  /** The badge in Burmese; null or empty shows the English. */
  labelMm?: string | null | undefined;
  /** Tickets that must be sold by `endsAt` for the draw to take place: 1 to `ticket`; null: 1. */
  minTickets?: number | null | undefined;
  /** The catalogue product given to the winner. */
  productId: number;
  /** Tickets per batch. */
  ticket: number;
};

/**
 * Admin: changes to a ticket product; what is left out stays. A new ticket count applies from
 * the next batch (the current one keeps the count its buyers saw).
 */
export type TicketProductUpdate = {
  /** Tokens per ticket. */
  costTokenPoint?: number | null | undefined;
  /** A new end time (UTC), in the future. */
  endsAt?: unknown;
  /** True hides it from shoppers; false shows it again. */
  hidden?: boolean | null | undefined;
  /** The badge in English ("Hot"). */
  label?: string | null | undefined;
  /** The badge in Chinese; empty clears it (English is shown). */
  labelCh?: string | null | undefined;
  /** Empty clears it (English is shown). */
  labelMm?: string | null | undefined;
  /** A new minimum of tickets sold by the end: 1 to the current batch's ticket count. */
  minTickets?: number | null | undefined;
  /** Tickets per batch, from the next batch on. */
  ticket?: number | null | undefined;
};

/** A township's own base fee. */
export type TownshipFeeInput = {
  /** Base shipping fee for that township, in whole kyat (MMK). */
  fee: number;
  /** The township (an id from `townships`). */
  townshipId: number;
};

/** A text in English (required) with optional Burmese and Chinese translations. */
export type TranslatedTextInput = {
  /** Simplified Chinese; null or empty shows the English. */
  ch?: string | null | undefined;
  /** English (required; shown wherever a translation is missing). */
  en: string;
  /** Burmese; null or empty shows the English. */
  mm?: string | null | undefined;
};

/** Change password: `PATCH api/user/update-password`. */
export type UpdatePasswordInput = {
  /** The new password (required, 6 to 128 characters). */
  newPassword?: string | null | undefined;
  /** The new password again (required); must equal the new password. */
  newPasswordConfirmation?: string | null | undefined;
  /** The current password (required). */
  oldPassword?: string | null | undefined;
};

/** Account edit: `PUT api/user/update-profile`. An empty value keeps what the profile has. */
export type UpdateProfileInput = {
  /** New display name (at most 100 characters); blank or absent keeps the current one. */
  name?: string | null | undefined;
  /** New Myanmar mobile number (`09...`, `+959...` or `959...`); blank or absent keeps the current one. */
  phone?: string | null | undefined;
};

/** A new voucher (admin). */
export type VoucherInput = {
  /** Only products of these categories (with `productIds`: either). Neither: every product. */
  categoryIds?: Array<number>;
  /** What shoppers type: 3-24 letters, digits, `-` or `_`; kept in upper case, compared without case. */
  code: string;
  /** Until when (null: no end); after `startsAt`. */
  endsAt?: unknown;
  /** Only for a shopper's first order (one never cancelled or rejected). */
  firstOrderOnly?: boolean;
  /** Percent or fixed kyat. */
  kind: VoucherKind;
  /** Most kyat a percent voucher takes off (null: no cap). */
  maxDiscount?: number | null | undefined;
  /**
   * Least the goods it applies to must come to, in kyat (0: none). A fixed voucher's must be
   * at least its value, so no total can go below nothing.
   */
  minSpend?: number;
  /** Only these products (with `categoryIds`: either). */
  productIds?: Array<number>;
  /** From when it can be used (null: at once). Give it with Myanmar's offset, `+06:30`. */
  startsAt?: unknown;
  /** What the shopper is told it is, in three languages (the code when left out). */
  title?: TranslatedTextInput | null | undefined;
  /** Uses by everyone together (null: no limit). */
  totalUses?: number | null | undefined;
  /** Uses by one shopper (null: no limit). */
  usesPerShopper?: number | null | undefined;
  /** Percent (1-100) or kyat (at least 1). */
  value: number;
};

/** How a voucher takes money off. */
export type VoucherKind =
  /** `value` kyat off. */
  | 'FIXED'
  /** `value` percent of the goods it applies to (up to `maxDiscount`). */
  | 'PERCENT';

/** Where a voucher stands now. */
export type VoucherState =
  /** Shoppers can use it. */
  | 'ACTIVE'
  /** Its window is over. */
  | 'EXPIRED'
  /** The admin paused it. */
  | 'PAUSED'
  /** Its window has not begun. */
  | 'SCHEDULED'
  /** Every use is taken. */
  | 'USED_UP';

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** The receiver answered 2xx. */
  | 'DELIVERED'
  /** Retried for a day without a 2xx; resend puts it back. */
  | 'FAILED'
  /** Not yet answered 2xx; tried (again) at `nextAttemptAt`. */
  | 'PENDING';

/** An event an endpoint can subscribe to; its wire name (the body's `type`) is in the docs of each. */
export type WebhookEvent =
  /** `draw.declared`: a lucky draw's lucky number was declared. */
  | 'DRAW_DECLARED'
  /** `order.cancelled`: an admin cancelled a pending order (its payment refused). */
  | 'ORDER_CANCELLED'
  /** `order.paid`: an order's transfer was approved, or its cash on delivery was remitted. */
  | 'ORDER_PAID'
  /** `order.placed`: a shopper placed an order (checkout or buy now). */
  | 'ORDER_PLACED'
  /** `order.refunded`: money went back for an order (a refund by an admin or an approved return). */
  | 'ORDER_REFUNDED'
  /** `return.decided`: an admin approved or rejected a return. */
  | 'RETURN_DECIDED'
  /** `return.requested`: a shopper asked to return received lines. */
  | 'RETURN_REQUESTED'
  /** `shipping.approved`: a shipping order's fee was approved; it is on the way. */
  | 'SHIPPING_APPROVED'
  /** `shipping.handed_to_courier`: a parcel was handed to its courier. */
  | 'SHIPPING_HANDED_TO_COURIER'
  /** `shipping.received`: the shopper received a shipping order. */
  | 'SHIPPING_RECEIVED'
  /** `stock.low`: an order took a variant's stock down to its low-stock threshold. */
  | 'STOCK_LOW';

/** An endpoint as the owner gives it. */
export type WebhookInput = {
  /** A note for the owner (at most 200 characters). */
  description?: string | null | undefined;
  /** The events it receives (at least one). */
  events: Array<WebhookEvent>;
  /**
   * The key of the `Mall-Signature` HMAC: 16 to 200 printable characters without spaces. On
   * `updateWebhook`, an empty secret keeps the current one.
   */
  secret: string;
  /** An https URL on a public address (at most 1000 characters); redirects are never followed. */
  url: string;
};

/** A weight step: parcels up to this weight add this fee. */
export type WeightStepInput = {
  /** What the weight adds to the base fee, in whole kyat (MMK). */
  fee: number;
  /** The heaviest parcel of this step, in kilograms (more than 0, at most 1,000). */
  upToKg: number;
};

export type PhoneCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type PhoneCheckQuery = { me: { id: number, phone: string | null } };

export type DrawDetailFragment = { id: number, ticketProductId: number, batch: number, status: DrawStatus, ticket: number, sold: number, luckyNumber: number | null, isWin: boolean, claimed: boolean, openedAt: unknown, drawAt: unknown, ticketNumbers: Array<number>, product: { id: number, slug: string, name: string, category: string, featureImage: string | null, actualPrice: number }, winner: { name: string, profileImage: string | null, date: unknown, township: string | null } | null, fairness: { ticketProductId: number, batch: number, ticket: number, drawnAmong: number | null, seedHash: string, seed: string | null, ticketsDigest: string | null, ticketsUrl: string, formula: string } };

export type ClaimPrizeMutationVariables = Exact<{
  luckyDrawWinnerId: number;
}>;


export type ClaimPrizeMutation = { claimPrize: number };

export type CommercePaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type CommercePaymentMethodsQuery = { paymentMethods: Array<{ id: number, name: string, logo: string | null, kind: PaymentMethodKind, codMaxTotal: number | null, hasQr: boolean }> };

export type CommercePaymentMethodQueryVariables = Exact<{
  id: number;
}>;


export type CommercePaymentMethodQuery = { paymentMethod: { id: number, name: string, logo: string | null, paymentNumbers: Array<{ accountName: string, accountNumber: string }> } };

export type PaymentCreateQrMutationVariables = Exact<{
  kind: PaymentKind;
  paymentId: number;
  amountMmk: number;
}>;


export type PaymentCreateQrMutation = { createPaymentQr: { png: string, amountMmk: number, reference: string } };

export type AccountProfileFragment = { id: number, name: string, phone: string | null, address: string | null, postalCode: string | null, profileImage: string | null, referralCode: string, tokenPoint: number, referralPoint: number, facebookLinked: boolean, hasPassword: boolean, region: { id: number, name: string } | null, township: { id: number, name: string } | null };

export type AccountMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountMeQuery = { me: { id: number, name: string, phone: string | null, address: string | null, postalCode: string | null, profileImage: string | null, referralCode: string, tokenPoint: number, referralPoint: number, facebookLinked: boolean, hasPassword: boolean, region: { id: number, name: string } | null, township: { id: number, name: string } | null } };

export type AccountRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountRegionsQuery = { regions: Array<{ id: number, name: string }> };

export type AccountTownshipsQueryVariables = Exact<{
  regionId: number;
}>;


export type AccountTownshipsQuery = { townships: Array<{ id: number, name: string }> };

export type AccountOnboardingSlidesQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountOnboardingSlidesQuery = { onboardingSlides: Array<{ id: number, title: string, body: string, featureImage: string | null }> };

export type AccountLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type AccountLoginMutation = { login: { token: string } };

export type AccountRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type AccountRegisterMutation = { register: { token: string } };

export type AccountCreateProfileMutationVariables = Exact<{
  input: CreateProfileInput;
  profileImage?: File | null | undefined;
}>;


export type AccountCreateProfileMutation = { createProfile: { id: number, name: string, phone: string | null, address: string | null, postalCode: string | null, profileImage: string | null, referralCode: string, tokenPoint: number, referralPoint: number, facebookLinked: boolean, hasPassword: boolean, region: { id: number, name: string } | null, township: { id: number, name: string } | null } };

export type AccountUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type AccountUpdateProfileMutation = { updateProfile: { id: number, name: string, phone: string | null, address: string | null, postalCode: string | null, profileImage: string | null, referralCode: string, tokenPoint: number, referralPoint: number, facebookLinked: boolean, hasPassword: boolean, region: { id: number, name: string } | null, township: { id: number, name: string } | null } };

export type AccountUpdateShippingMutationVariables = Exact<{
  input: ShippingInput;
}>;


export type AccountUpdateShippingMutation = { updateShipping: { id: number, name: string, phone: string | null, address: string | null, postalCode: string | null, profileImage: string | null, referralCode: string, tokenPoint: number, referralPoint: number, facebookLinked: boolean, hasPassword: boolean, region: { id: number, name: string } | null, township: { id: number, name: string } | null } };

export type AccountUploadProfileImageMutationVariables = Exact<{
  profileImage: File;
}>;


export type AccountUploadProfileImageMutation = { uploadProfileImage: { id: number, name: string, phone: string | null, address: string | null, postalCode: string | null, profileImage: string | null, referralCode: string, tokenPoint: number, referralPoint: number, facebookLinked: boolean, hasPassword: boolean, region: { id: number, name: string } | null, township: { id: number, name: string } | null } };

export type AccountUpdatePasswordMutationVariables = Exact<{
  input: UpdatePasswordInput;
}>;


export type AccountUpdatePasswordMutation = { updatePassword: { token: string } };

export type AccountRequestPasswordResetMutationVariables = Exact<{
  phone: string;
}>;


export type AccountRequestPasswordResetMutation = { requestPasswordReset: { resendAfterSeconds: number, expiresInSeconds: number, message: string } };

export type AccountResetPasswordWithCodeMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type AccountResetPasswordWithCodeMutation = { resetPassword: string };

export type AccountFacebookSignInUrlQueryVariables = Exact<{
  referralCode?: string | null | undefined;
}>;


export type AccountFacebookSignInUrlQuery = { facebookSignInUrl: string | null };

export type AccountExchangeSignInCodeMutationVariables = Exact<{
  code: string;
}>;


export type AccountExchangeSignInCodeMutation = { exchangeSignInCode: { token: string } };

export type AccountStartFacebookLinkMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountStartFacebookLinkMutation = { startFacebookLink: string };

export type AccountUnlinkFacebookMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountUnlinkFacebookMutation = { unlinkFacebook: { id: number, name: string, phone: string | null, address: string | null, postalCode: string | null, profileImage: string | null, referralCode: string, tokenPoint: number, referralPoint: number, facebookLinked: boolean, hasPassword: boolean, region: { id: number, name: string } | null, township: { id: number, name: string } | null } };

export type AdminProductFieldsFragment = { id: number, type: ProductType, categoryId: number, slug: string, actualPrice: number, salePrice: number | null, saleStartsAt: unknown, saleEndsAt: unknown, weightKg: number, inStock: boolean, tokenReward: number, tokenAmount: number | null, referralPoint: number | null, hidden: boolean, featureImage: string | null, name: { en: string, mm: string | null, ch: string | null }, description: { en: string, mm: string | null, ch: string | null }, images: Array<{ id: number, url: string, thumb: string | null }> };

export type AdminProductVariantFieldsFragment = { options: Array<{ name: { en: string, mm: string | null, ch: string | null }, values: Array<{ en: string, mm: string | null, ch: string | null }> }>, variants: Array<{ id: number, sku: string, optionValues: Array<string>, price: number | null, salePrice: number | null, stock: number | null, held: number, lowStockAt: number | null, weightKg: number | null, imageId: number | null, image: string | null }> };

export type AdminProductQueryVariables = Exact<{
  id: number;
}>;


export type AdminProductQuery = { adminProduct: { id: number, type: ProductType, categoryId: number, slug: string, actualPrice: number, salePrice: number | null, saleStartsAt: unknown, saleEndsAt: unknown, weightKg: number, inStock: boolean, tokenReward: number, tokenAmount: number | null, referralPoint: number | null, hidden: boolean, featureImage: string | null, name: { en: string, mm: string | null, ch: string | null }, description: { en: string, mm: string | null, ch: string | null }, images: Array<{ id: number, url: string, thumb: string | null }>, options: Array<{ name: { en: string, mm: string | null, ch: string | null }, values: Array<{ en: string, mm: string | null, ch: string | null }> }>, variants: Array<{ id: number, sku: string, optionValues: Array<string>, price: number | null, salePrice: number | null, stock: number | null, held: number, lowStockAt: number | null, weightKg: number | null, imageId: number | null, image: string | null }> } };

export type AdminProductPageQueryVariables = Exact<{
  types?: Array<ProductType> | ProductType | null | undefined;
  search?: string | null | undefined;
  categoryId?: number | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminProductPageQuery = { adminProductPage: { data: Array<{ id: number, type: ProductType, categoryId: number, slug: string, actualPrice: number, salePrice: number | null, saleStartsAt: unknown, saleEndsAt: unknown, weightKg: number, inStock: boolean, tokenReward: number, tokenAmount: number | null, referralPoint: number | null, hidden: boolean, featureImage: string | null, name: { en: string, mm: string | null, ch: string | null }, description: { en: string, mm: string | null, ch: string | null }, images: Array<{ id: number, url: string, thumb: string | null }> }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } };

export type AdminCategoryListQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCategoryListQuery = { adminCategories: Array<{ id: number, slug: string, hidden: boolean, image: string | null, sort: number, productCount: number, name: { en: string, mm: string | null, ch: string | null } }> };

export type AdminCreateProductMutationVariables = Exact<{
  input: ProductInput;
  featureImage?: File | null | undefined;
  images?: Array<File> | File | null | undefined;
}>;


export type AdminCreateProductMutation = { createProduct: number };

export type AdminUpdateProductMutationVariables = Exact<{
  id: number;
  input: ProductInput;
  addImages?: Array<File> | File | null | undefined;
  removeImageIds?: Array<number> | number | null | undefined;
  imageOrder?: Array<number> | number | null | undefined;
}>;


export type AdminUpdateProductMutation = { updateProduct: boolean };

export type AdminCreateCategoryMutationVariables = Exact<{
  input: CategoryInput;
  image?: File | null | undefined;
}>;


export type AdminCreateCategoryMutation = { createCategory: number };

export type AdminUpdateCategoryMutationVariables = Exact<{
  id: number;
  input: CategoryInput;
  image?: File | null | undefined;
}>;


export type AdminUpdateCategoryMutation = { updateCategory: boolean };

export type AdminSetCategoryHiddenMutationVariables = Exact<{
  id: number;
  hidden: boolean;
}>;


export type AdminSetCategoryHiddenMutation = { setCategoryHidden: boolean };

export type AdminSlidersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSlidersQuery = { adminSliders: Array<{ id: number, url: string, sort: number, hidden: boolean, image: string, name: { en: string, mm: string | null, ch: string | null } }> };

export type AdminCreateSliderMutationVariables = Exact<{
  input: SliderInput;
  image: File;
}>;


export type AdminCreateSliderMutation = { createSlider: number };

export type AdminUpdateSliderMutationVariables = Exact<{
  id: number;
  input: SliderInput;
  image?: File | null | undefined;
}>;


export type AdminUpdateSliderMutation = { updateSlider: boolean };

export type AdminSetContentHiddenMutationVariables = Exact<{
  kind: HideableContent;
  id: number;
  hidden: boolean;
}>;


export type AdminSetContentHiddenMutation = { setContentHidden: boolean };

export type AdminPaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPaymentMethodsQuery = { adminPaymentMethods: Array<{ id: number, name: string, logo: string | null, sort: number, hidden: boolean, kind: PaymentMethodKind, codRegionIds: Array<number>, codTownshipIds: Array<number>, codMaxTotal: number | null, merchantQr: string | null, paymentNumbers: Array<{ accountName: string, accountNumber: string }> }> };

export type AdminCodRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCodRegionsQuery = { regions: Array<{ id: number, name: string }> };

export type AdminCreatePaymentMethodMutationVariables = Exact<{
  input: PaymentMethodInput;
  logo?: File | null | undefined;
  merchantQr?: File | null | undefined;
}>;


export type AdminCreatePaymentMethodMutation = { createPaymentMethod: number };

export type AdminUpdatePaymentMethodMutationVariables = Exact<{
  id: number;
  input: PaymentMethodInput;
  logo?: File | null | undefined;
  merchantQr?: File | null | undefined;
  removeMerchantQr?: boolean | null | undefined;
}>;


export type AdminUpdatePaymentMethodMutation = { updatePaymentMethod: boolean };

export type AdminSiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSiteSettingsQuery = { settings: { siteName: string, siteLogo: string | null, siteFavicon: string | null, viber: string | null, telegram: string | null, contactNumber: string | null, shipping: { baseFee: number, feePerKg: number, regionBaseFees: Array<{ regionId: number, fee: number }> } }, regions: Array<{ id: number, name: string }> };

export type AdminUpdateSiteSettingsMutationVariables = Exact<{
  input: SettingsInput;
  siteLogo?: File | null | undefined;
  siteFavicon?: File | null | undefined;
}>;


export type AdminUpdateSiteSettingsMutation = { updateSettings: { siteName: string, siteLogo: string | null, siteFavicon: string | null, viber: string | null, telegram: string | null, contactNumber: string | null, shipping: { baseFee: number, feePerKg: number, regionBaseFees: Array<{ regionId: number, fee: number }> } } };

export type AdminPromotionQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPromotionQuery = { adminPromotion: { image: string | null, content: { en: string, mm: string | null, ch: string | null } } | null };

export type AdminUpdatePromotionMutationVariables = Exact<{
  content: TranslatedTextInput;
  image?: File | null | undefined;
}>;


export type AdminUpdatePromotionMutation = { updatePromotion: boolean };

export type AdminOnboardingSlidesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOnboardingSlidesQuery = { adminOnboardingSlides: Array<{ id: number, featureImage: string | null, sort: number, hidden: boolean, title: { en: string, mm: string | null, ch: string | null }, body: { en: string, mm: string | null, ch: string | null } }> };

export type AdminCreateOnboardingSlideMutationVariables = Exact<{
  input: OnboardingSlideInput;
  image?: File | null | undefined;
}>;


export type AdminCreateOnboardingSlideMutation = { createOnboardingSlide: number };

export type AdminUpdateOnboardingSlideMutationVariables = Exact<{
  id: number;
  input: OnboardingSlideInput;
  image?: File | null | undefined;
}>;


export type AdminUpdateOnboardingSlideMutation = { updateOnboardingSlide: boolean };

export type AdminPaymentFlagFragment = { code: PaymentFlagCode, detail: string, relatedPaymentId: number | null };

export type AdminReceiptReadingFragment = { paymentId: number, state: ReadingState, amountMmk: number | null, amountDueMmk: number | null, transferredAt: unknown, transactionId: string | null, reference: string | null };

export type AdminTransferPaymentQueryVariables = Exact<{
  id: number;
}>;


export type AdminTransferPaymentQuery = { adminTransferPayment: { id: number, kind: PaymentKind, subjectId: number | null, userId: number, customerName: string, customerPhone: string, decision: Decided | null, decidedAt: unknown, createdAt: unknown, screenshotUrl: string | null, pictureDeletedAt: unknown, receipt: { paymentId: number, state: ReadingState, amountMmk: number | null, amountDueMmk: number | null, transferredAt: unknown, transactionId: string | null, reference: string | null }, flags: Array<{ code: PaymentFlagCode, detail: string, relatedPaymentId: number | null }> } };

export type AdminPaymentCheckSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPaymentCheckSettingsQuery = { adminPaymentCheckSettings: { nearDuplicateBits: number, maxNearDuplicateBits: number, transferMaxAgeHours: number, screenshotRetentionDays: number | null, readingOn: boolean } };

export type AdminUpdatePaymentCheckSettingsMutationVariables = Exact<{
  input: PaymentCheckSettingsInput;
}>;


export type AdminUpdatePaymentCheckSettingsMutation = { updatePaymentCheckSettings: { nearDuplicateBits: number, maxNearDuplicateBits: number, transferMaxAgeHours: number, screenshotRetentionDays: number | null, readingOn: boolean } };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { adminDashboard: { pendingOrders: number, pendingTokenPackOrders: number, pendingShippingOrders: number, pendingTicketPayments: number, pendingRecoveries: number, pendingReviews: number, refundsDue: number, flaggedPayments: number, todayOrders: number, todaySalesMmk: number, todayTokensSold: number, drawsDue: number, drawsDeclaredToday: number, codAwaitingParcels: number, codAwaitingMmk: number, codRemittedMmk: number, lowStockVariants: Array<{ variantId: number, productName: string, sku: string, label: string | null, stock: number }> } };

export type AdminUserFieldsFragment = { id: number, name: string, phone: string, isAdmin: boolean, role: Role, blocked: boolean, tokenPoint: number, referralPoint: number, createdAt: string };

export type AdminUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminUsersQuery = { adminUsers: { data: Array<{ id: number, name: string, phone: string, isAdmin: boolean, role: Role, blocked: boolean, tokenPoint: number, referralPoint: number, createdAt: string }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } };

export type AdminUserDetailQueryVariables = Exact<{
  id: number;
  tokenPage?: number | null | undefined;
  referralPage?: number | null | undefined;
}>;


export type AdminUserDetailQuery = { adminUser: { user: { id: number, name: string, phone: string, isAdmin: boolean, role: Role, blocked: boolean, tokenPoint: number, referralPoint: number, createdAt: string }, orders: Array<{ id: number, status: OrderStatus, totalMmk: number, createdAt: string }>, tokenLedger: { data: Array<{ id: number, date: string, time: string, type: string, label: string, amount: number, balanceAfter: number, reason: string | null }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } }, referralLedger: { data: Array<{ id: number, date: string, time: string, type: string, label: string, amount: number, balanceAfter: number, reason: string | null }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } } };

export type AdminGrantTokensMutationVariables = Exact<{
  userId: number;
  amount: number;
  reason: string;
}>;


export type AdminGrantTokensMutation = { grantTokens: { id: number, name: string, phone: string, isAdmin: boolean, role: Role, blocked: boolean, tokenPoint: number, referralPoint: number, createdAt: string } };

export type AdminGrantReferralPointsMutationVariables = Exact<{
  userId: number;
  amount: number;
  reason: string;
}>;


export type AdminGrantReferralPointsMutation = { grantReferralPoints: { id: number, name: string, phone: string, isAdmin: boolean, role: Role, blocked: boolean, tokenPoint: number, referralPoint: number, createdAt: string } };

export type AdminSetUserRoleMutationVariables = Exact<{
  userId: number;
  role: Role;
}>;


export type AdminSetUserRoleMutation = { setUserRole: { id: number, name: string, phone: string, isAdmin: boolean, role: Role, blocked: boolean, tokenPoint: number, referralPoint: number, createdAt: string } };

export type AdminSetUserBlockedMutationVariables = Exact<{
  userId: number;
  blocked: boolean;
}>;


export type AdminSetUserBlockedMutation = { setUserBlocked: { id: number, name: string, phone: string, isAdmin: boolean, role: Role, blocked: boolean, tokenPoint: number, referralPoint: number, createdAt: string } };

export type AdminAuditLogQueryVariables = Exact<{
  adminId?: number | null | undefined;
  action?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminAuditLogQuery = { auditActions: Array<string>, auditLog: { data: Array<{ id: number, role: Role | null, action: string, subject: string | null, detail: string | null, createdAt: string, admin: { id: number, name: string, phone: string } | null }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } };

export type AdminLuckyDrawsQueryVariables = Exact<{
  ticketProductId: number;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminLuckyDrawsQuery = { adminLuckyDraws: { data: Array<{ id: number, batch: number, status: DrawStatus, ticket: number, sold: number, remaining: number, heldNumbers: number, openedAt: string, drawAt: string | null, luckyNumber: number | null, claimed: boolean, shipped: boolean, seedHash: string, seed: string | null, ticketsDigest: string | null, winner: { id: number, name: string, phone: string } | null }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } };

export type AdminCouriersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCouriersQuery = { couriers: Array<{ id: number, name: string, phone: string, trackingUrl: string | null, active: boolean }> };

export type AdminCreateCourierMutationVariables = Exact<{
  input: CourierInput;
}>;


export type AdminCreateCourierMutation = { createCourier: number };

export type AdminUpdateCourierMutationVariables = Exact<{
  id: number;
  input: CourierInput;
}>;


export type AdminUpdateCourierMutation = { updateCourier: boolean };

export type AdminDeliveryFeesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDeliveryFeesQuery = { settings: { shipping: { townshipBaseFees: Array<{ townshipId: number, fee: number }>, weightSteps: Array<{ upToKg: number, fee: number }> } }, regions: Array<{ id: number, name: string }> };

export type AdminTownshipsQueryVariables = Exact<{
  regionId: number;
}>;


export type AdminTownshipsQuery = { townships: Array<{ id: number, name: string }> };

export type AdminUpdateDeliveryFeesMutationVariables = Exact<{
  input: SettingsInput;
}>;


export type AdminUpdateDeliveryFeesMutation = { updateSettings: { shipping: { townshipBaseFees: Array<{ townshipId: number, fee: number }>, weightSteps: Array<{ upToKg: number, fee: number }> } } };

export type AdminWaybillsQueryVariables = Exact<{
  handedOver?: boolean | null | undefined;
}>;


export type AdminWaybillsQuery = { waybills: Array<{ code: string, recipientName: string, recipientPhone: string, collectMmk: number, handedOverAt: unknown, shippingOrder: { id: number, shippingAddress: string, courier: string | null, trackingNumber: string | null, orderItems: Array<{ id: number, qty: number, product: { name: string }, variant: { label: string, sku: string } | null }> } }> };

export type AdminHandOverParcelMutationVariables = Exact<{
  code: string;
}>;


export type AdminHandOverParcelMutation = { handOverParcel: { code: string, handedOverAt: unknown, recipientName: string, shippingOrder: { id: number } } };

export type AdminImportCodRemittanceMutationVariables = Exact<{
  file?: File | null | undefined;
}>;


export type AdminImportCodRemittanceMutation = { importCodRemittance: { paidCount: number, paidMmk: number, lines: Array<{ line: number, code: string, amountMmk: number | null, expectedMmk: number | null, outcome: RemittanceOutcome, message: string }> } };

export type AdminRefuseCodParcelMutationVariables = Exact<{
  id: number;
  reason: string;
}>;


export type AdminRefuseCodParcelMutation = { refuseCodParcel: boolean };

export type AdminCodRefusalSettingQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCodRefusalSettingQuery = { settings: { refuseCodAfterUnpaidRefusal: boolean } };

export type AdminUpdateCodRefusalSettingMutationVariables = Exact<{
  on?: boolean | null | undefined;
}>;


export type AdminUpdateCodRefusalSettingMutation = { updateSettings: { refuseCodAfterUnpaidRefusal: boolean } };

export type AdminMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMeQuery = { me: { id: number, name: string, role: Role, permissions: Array<Permission> } };

export type AdminPendingOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingOrdersQuery = { pendingOrders: Array<{ userId: number, customerName: string, customerPhone: string, screenshotUrl: string | null, flags: Array<{ code: PaymentFlagCode, detail: string, relatedPaymentId: number | null }>, receipt: { paymentId: number, state: ReadingState, amountMmk: number | null, amountDueMmk: number | null, transferredAt: unknown, transactionId: string | null, reference: string | null }, order: { orderId: number, orderDate: unknown, shippingAddress: string, payment: string, paymentKind: PaymentMethodKind, totalPrice: number, discount: number, voucherCode: string | null, orderItems: Array<{ qty: number, unitPrice: number, product: { name: string, featureImage: string | null, type: ProductType }, variant: { id: number, sku: string, label: string } | null }> } }> };

export type AdminPendingShippingOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingShippingOrdersQuery = { pendingShippingOrders: Array<{ userId: number, customerName: string, customerPhone: string, screenshotUrl: string | null, flags: Array<{ code: PaymentFlagCode, detail: string, relatedPaymentId: number | null }>, receipt: { paymentId: number, state: ReadingState, amountMmk: number | null, amountDueMmk: number | null, transferredAt: unknown, transactionId: string | null, reference: string | null }, shippingOrder: { id: number, shippingOrderId: string, shippingAddress: string, shippingPrice: number, codAmount: number | null, payment: string, orderDate: unknown, orderItems: Array<{ qty: number, type: string, product: { name: string, kg: number, featureImage: string | null }, variant: { id: number, sku: string, label: string } | null }> } }> };

export type AdminApproveOrderMutationVariables = Exact<{
  id: number;
}>;


export type AdminApproveOrderMutation = { approveOrder: boolean };

export type AdminCancelOrderMutationVariables = Exact<{
  id: number;
  reason: string;
}>;


export type AdminCancelOrderMutation = { cancelOrder: boolean };

export type AdminApproveShippingOrderMutationVariables = Exact<{
  id: number;
  courierId?: number | null | undefined;
  trackingNumber?: string | null | undefined;
}>;


export type AdminApproveShippingOrderMutation = { approveShippingOrder: boolean };

export type AdminRejectShippingOrderMutationVariables = Exact<{
  id: number;
  reason: string;
}>;


export type AdminRejectShippingOrderMutation = { rejectShippingOrder: boolean };

export type AdminPendingTicketPaymentsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingTicketPaymentsQuery = { pendingTicketPayments: Array<{ id: number, luckyDrawId: number, batch: number, productName: string, ticketCount: number, tickets: Array<number>, amountMmk: number, paymentMethodName: string, screenshotUrl: string, customerName: string, customerPhone: string, createdAt: unknown, flags: Array<{ code: PaymentFlagCode, detail: string, relatedPaymentId: number | null }>, receipt: { paymentId: number, state: ReadingState, amountMmk: number | null, amountDueMmk: number | null, transferredAt: unknown, transactionId: string | null, reference: string | null } }> };

export type AdminApproveTicketPaymentMutationVariables = Exact<{
  id: number;
}>;


export type AdminApproveTicketPaymentMutation = { approveTicketPayment: boolean };

export type AdminRejectTicketPaymentMutationVariables = Exact<{
  id: number;
  reason: string;
}>;


export type AdminRejectTicketPaymentMutation = { rejectTicketPayment: boolean };

export type AdminTicketProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTicketProductsQuery = { adminTicketProducts: Array<{ id: number, productId: number, name: string, ticket: number, costTokenPoint: number, label: string, labelMm: string | null, labelCh: string | null, hidden: boolean, batch: number, batchTicket: number, sold: number, endsAt: unknown, minTickets: number | null }> };

export type AdminPrizeProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPrizeProductsQuery = { products: { data: Array<{ id: number, name: string }> } };

export type AdminCreateTicketProductMutationVariables = Exact<{
  input: TicketProductInput;
}>;


export type AdminCreateTicketProductMutation = { createTicketProduct: number };

export type AdminUpdateTicketProductMutationVariables = Exact<{
  id: number;
  input: TicketProductUpdate;
}>;


export type AdminUpdateTicketProductMutation = { updateTicketProduct: boolean };

export type AdminPendingRecoveriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingRecoveriesQuery = { pendingRecoveries: Array<{ id: number, userId: number, customerName: string, customerPhone: string, missedDays: Array<string>, feeMmk: number, payment: string, screenshotUrl: string, createdAt: unknown, flags: Array<{ code: PaymentFlagCode, detail: string, relatedPaymentId: number | null }>, receipt: { paymentId: number, state: ReadingState, amountMmk: number | null, amountDueMmk: number | null, transferredAt: unknown, transactionId: string | null, reference: string | null } }> };

export type AdminApproveRecoveryMutationVariables = Exact<{
  id: number;
}>;


export type AdminApproveRecoveryMutation = { approveRecovery: boolean };

export type AdminRejectRecoveryMutationVariables = Exact<{
  id: number;
  reason: string;
}>;


export type AdminRejectRecoveryMutation = { rejectRecovery: boolean };

export type AdminGiftsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGiftsQuery = { adminProducts: Array<{ id: number, type: ProductType, categoryId: number, slug: string, actualPrice: number, weightKg: number, inStock: boolean, tokenReward: number, referralPoint: number | null, hidden: boolean, featureImage: string | null, name: { en: string, mm: string | null, ch: string | null }, description: { en: string, mm: string | null, ch: string | null } }> };

export type AdminCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCategoriesQuery = { categories: Array<{ id: number, name: string }> };

export type AdminCreateGiftMutationVariables = Exact<{
  input: ProductInput;
  featureImage?: File | null | undefined;
}>;


export type AdminCreateGiftMutation = { createProduct: number };

export type AdminUpdateGiftMutationVariables = Exact<{
  id: number;
  input: ProductInput;
  featureImage?: File | null | undefined;
}>;


export type AdminUpdateGiftMutation = { updateProduct: boolean };

export type AdminSetProductHiddenMutationVariables = Exact<{
  id: number;
  hidden: boolean;
}>;


export type AdminSetProductHiddenMutation = { setProductHidden: boolean };

export type AdminRewardSettingsFragment = { dailyPoint: number, dailyRewardPoint: number, rewards: { referralPointsPerSignup: number, recoveryFeeMmk: number, tokensPer10000Mmk: number, tokenPriceMmk: number, drawDelayMinutes: number, ticketHoldPercent: number, ticketHoldMinutes: number } };

export type AdminSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSettingsQuery = { settings: { dailyPoint: number, dailyRewardPoint: number, rewards: { referralPointsPerSignup: number, recoveryFeeMmk: number, tokensPer10000Mmk: number, tokenPriceMmk: number, drawDelayMinutes: number, ticketHoldPercent: number, ticketHoldMinutes: number } } };

export type AdminUpdateSettingsMutationVariables = Exact<{
  input: SettingsInput;
}>;


export type AdminUpdateSettingsMutation = { updateSettings: { dailyPoint: number, dailyRewardPoint: number, rewards: { referralPointsPerSignup: number, recoveryFeeMmk: number, tokensPer10000Mmk: number, tokenPriceMmk: number, drawDelayMinutes: number, ticketHoldPercent: number, ticketHoldMinutes: number } } };

export type AdminPendingReviewsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingReviewsQuery = { pendingReviews: Array<{ userId: number, customerPhone: string, review: { id: number, userName: string, userImage: string | null, rating: number, comment: string, files: Array<string>, thumbs: Array<string>, status: ReviewStatus, createdAt: unknown } }> };

export type AdminApproveReviewMutationVariables = Exact<{
  id: number;
}>;


export type AdminApproveReviewMutation = { approveReview: boolean };

export type AdminRejectReviewMutationVariables = Exact<{
  id: number;
  reason: string;
}>;


export type AdminRejectReviewMutation = { rejectReview: boolean };

export type AdminQueueEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminQueueEventsSubscription = { adminQueueEvents: { queue: string, resync: boolean } };

export type AdminOrderQueryVariables = Exact<{
  id: number;
}>;


export type AdminOrderQuery = { adminOrder: { id: number, status: OrderStatus, payment: string, paymentKind: PaymentMethodKind, totalMmk: number, discount: number, voucherCode: string | null, createdAt: unknown, shippingAddress: string, cancelReason: string | null, userId: number, customerName: string, customerPhone: string, refundableMmk: number, lines: Array<{ orderItemId: number, productId: number, productName: string, variantLabel: string | null, qty: number, unitPrice: number, state: ShipState, refundable: boolean }>, refunds: Array<{ id: number, amount: number, reason: string, status: RefundStatus, method: string | null, date: unknown }> } };

export type AdminRefundOrderMutationVariables = Exact<{
  input: RefundInput;
  screenshot?: File | null | undefined;
}>;


export type AdminRefundOrderMutation = { refundOrder: number };

export type AdminRefundsQueryVariables = Exact<{
  status?: RefundStatus | null | undefined;
}>;


export type AdminRefundsQuery = { adminRefunds: Array<{ id: number, userId: number, customerName: string, customerPhone: string, kind: PaymentKind, subjectId: number, amountMmk: number, reason: string, status: RefundStatus, method: string | null, screenshotUrl: string | null, createdAt: unknown, refundedAt: unknown }> };

export type AdminSettleRefundMutationVariables = Exact<{
  id: number;
  method: string;
  screenshot?: File | null | undefined;
}>;


export type AdminSettleRefundMutation = { settleRefund: boolean };

export type AdminSalesReportQueryVariables = Exact<{
  from: unknown;
  to: unknown;
  bucket: ReportBucket;
}>;


export type AdminSalesReportQuery = { salesReport: { from: unknown, to: unknown, bucket: ReportBucket, tokensSold: number, tokensSpent: number, ticketsSold: number, draws: number, vouchersGiven: number, buckets: Array<{ start: unknown, revenue: number, orders: number, units: number, averageOrder: number }>, totals: { revenue: number, orders: number, units: number, averageOrder: number }, byPaymentMethod: Array<{ kind: ReportPaymentKind, revenue: number, orders: number }>, bestSellers: { products: Array<{ productId: number, name: string, units: number, revenue: number }>, variants: Array<{ productId: number, variantId: number | null, name: string, variant: string | null, units: number, revenue: number }> }, refunds: { count: number, kyat: number } } };

export type AdminPendingReturnsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingReturnsQuery = { pendingReturns: Array<{ orderId: number, userId: number, customerName: string, customerPhone: string, amountMmk: number, lines: Array<{ orderItemId: number, qty: number, unitPrice: number, product: { name: string, featureImage: string | null }, variant: { label: string } | null }>, orderReturn: { id: number, status: ReturnStatus, reason: ReturnReason, reasonText: string, comment: string, orderItemIds: Array<number>, photos: Array<string>, createdAt: unknown } }> };

export type AdminApproveReturnMutationVariables = Exact<{
  id: number;
  restock?: boolean | null | undefined;
}>;


export type AdminApproveReturnMutation = { approveReturn: boolean };

export type AdminRejectReturnMutationVariables = Exact<{
  id: number;
  reason: string;
}>;


export type AdminRejectReturnMutation = { rejectReturn: boolean };

export type AdminVouchersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminVouchersQuery = { adminVouchers: Array<{ id: number, code: string, kind: VoucherKind, value: number, minSpend: number, maxDiscount: number | null, usesPerShopper: number | null, totalUses: number | null, used: number, givenMmk: number, startsAt: unknown, endsAt: unknown, productIds: Array<number>, categoryIds: Array<number>, firstOrderOnly: boolean, paused: boolean, state: VoucherState, createdAt: unknown, title: { en: string, mm: string | null, ch: string | null } }> };

export type AdminCreateVoucherMutationVariables = Exact<{
  input: VoucherInput;
}>;


export type AdminCreateVoucherMutation = { createVoucher: number };

export type AdminSetVoucherPausedMutationVariables = Exact<{
  id: number;
  paused: boolean;
}>;


export type AdminSetVoucherPausedMutation = { setVoucherPaused: boolean };

export type AdminWebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminWebhooksQuery = { adminWebhooks: Array<{ id: number, url: string, description: string | null, events: Array<WebhookEvent>, paused: boolean, secretHint: string, pendingDeliveries: number, failedDeliveries: number, createdAt: unknown }> };

export type AdminWebhookDeliveriesQueryVariables = Exact<{
  endpointId: number;
  page?: number | null | undefined;
}>;


export type AdminWebhookDeliveriesQuery = { webhookDeliveries: { data: Array<{ id: number, eventId: string, eventType: string, status: WebhookDeliveryStatus, attempts: number, lastAttemptAt: unknown, lastResponseCode: number | null, lastError: string | null, nextAttemptAt: unknown }>, meta: { total: number, currentPage: number, lastPage: number } } };

export type AdminCreateWebhookMutationVariables = Exact<{
  input: WebhookInput;
}>;


export type AdminCreateWebhookMutation = { createWebhook: number };

export type AdminSetWebhookPausedMutationVariables = Exact<{
  id: number;
  paused: boolean;
}>;


export type AdminSetWebhookPausedMutation = { setWebhookPaused: boolean };

export type AdminDeleteWebhookMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteWebhookMutation = { deleteWebhook: boolean };

export type AdminResendWebhookDeliveryMutationVariables = Exact<{
  id: number;
}>;


export type AdminResendWebhookDeliveryMutation = { resendWebhookDelivery: boolean };

export type ProductCardFieldsFragment = { id: number, slug: string, name: string, category: string, featureImage: string | null, actualPrice: number, salePrice: number | null, saleStartsAt: unknown, saleEndsAt: unknown };

export type HomeSlidersQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeSlidersQuery = { sliders: Array<{ id: number, name: string, image: string, url: string }> };

export type HomeCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeCategoriesQuery = { categories: Array<{ id: number, name: string, image: string | null }> };

export type LatestProductsQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type LatestProductsQuery = { latestProducts: { data: Array<{ id: number, slug: string, name: string, category: string, featureImage: string | null, actualPrice: number, salePrice: number | null, saleStartsAt: unknown, saleEndsAt: unknown }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } };

export type SearchProductsQueryVariables = Exact<{
  search: string;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type SearchProductsQuery = { products: { data: Array<{ id: number, slug: string, name: string, category: string, featureImage: string | null, actualPrice: number, salePrice: number | null, saleStartsAt: unknown, saleEndsAt: unknown }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } };

export type CategoryProductsQueryVariables = Exact<{
  categoryId: number;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type CategoryProductsQuery = { products: { data: Array<{ id: number, slug: string, name: string, category: string, featureImage: string | null, actualPrice: number, salePrice: number | null, saleStartsAt: unknown, saleEndsAt: unknown }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } };

export type ProductDetailQueryVariables = Exact<{
  slug: string;
}>;


export type ProductDetailQuery = { product: { id: number, slug: string, name: string, type: ProductType, category: string, categoryId: number, featureImage: string | null, productImages: Array<string>, actualPrice: number, salePrice: number | null, saleStartsAt: unknown, saleEndsAt: unknown, ratingAverage: number, ratingCount: number, description: string, reviews: Array<{ userImage: string | null, userName: string, rating: number, comment: string }>, options: Array<{ name: string, values: Array<string> }>, variants: Array<{ id: number, sku: string, optionValues: Array<string>, price: number, salePrice: number | null, stock: number | null, available: boolean, image: string | null }> } };

export type CatalogAddToCartMutationVariables = Exact<{
  input: CartItemInput;
}>;


export type CatalogAddToCartMutation = { addToCart: { count: number, lines: Array<{ id: number, product: { id: number, name: string } }> } };

export type CatalogRateProductMutationVariables = Exact<{
  productId: number;
  rating: number;
  comment: string;
}>;


export type CatalogRateProductMutation = { rateProduct: { productId: number, rating: number, comment: string, ratingAverage: number, ratingCount: number } };

export type CommerceProductFragment = { id: number, slug: string, name: string, type: ProductType, category: string, featureImage: string | null, actualPrice: number, kg: number, available: boolean };

export type CommerceCartQueryVariables = Exact<{ [key: string]: never; }>;


export type CommerceCartQuery = { cart: { count: number, total: number, lines: Array<{ id: number, qty: number, subtotal: number, unitPrice: number, regularPrice: number | null, onSale: boolean, saleEnded: boolean, product: { id: number, slug: string, name: string, type: ProductType, category: string, featureImage: string | null, actualPrice: number, kg: number, available: boolean }, variant: { id: number, label: string, price: number, stock: number | null } | null }> } };

export type CommerceAddToCartMutationVariables = Exact<{
  input: CartItemInput;
}>;


export type CommerceAddToCartMutation = { addToCart: { count: number } };

export type CommerceUpdateCartLineMutationVariables = Exact<{
  input: CartItemInput;
}>;


export type CommerceUpdateCartLineMutation = { updateCartLine: { count: number } };

export type CommerceRemoveFromCartMutationVariables = Exact<{
  cartLineIds?: Array<number> | number | null | undefined;
}>;


export type CommerceRemoveFromCartMutation = { removeFromCart: { count: number } };

export type CommerceBillingInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type CommerceBillingInfoQuery = { me: { id: number, name: string, phone: string | null, address: string | null, postalCode: string | null, region: { id: number, name: string } | null, township: { id: number, name: string } | null } };

export type CommerceOrderFragment = { orderId: number, discount: number, voucherCode: string | null, status: OrderStatus, statusMessage: string | null, orderDate: unknown, shippingAddress: string, payment: string, paymentKind: PaymentMethodKind, totalPrice: number, cancelReason: string | null, cancellable: boolean, orderItems: Array<{ qty: number, unitPrice: number, product: { id: number, slug: string, name: string, type: ProductType, category: string, featureImage: string | null, actualPrice: number, kg: number, available: boolean }, variant: { id: number, label: string, price: number, stock: number | null } | null }>, refunds: Array<{ id: number, amount: number, status: RefundStatus, method: string | null, date: unknown }>, returns: Array<{ id: number, status: ReturnStatus, reasonText: string, rejectReason: string | null }> };

export type CommerceRequestReturnMutationVariables = Exact<{
  input: ReturnInput;
  photos?: Array<File> | File | null | undefined;
}>;


export type CommerceRequestReturnMutation = { requestReturn: number };

export type CommerceCancelMyOrderMutationVariables = Exact<{
  orderId: number;
  reason: OrderCancelReason;
}>;


export type CommerceCancelMyOrderMutation = { cancelMyOrder: { orderId: number, discount: number, voucherCode: string | null, status: OrderStatus, statusMessage: string | null, orderDate: unknown, shippingAddress: string, payment: string, paymentKind: PaymentMethodKind, totalPrice: number, cancelReason: string | null, cancellable: boolean, orderItems: Array<{ qty: number, unitPrice: number, product: { id: number, slug: string, name: string, type: ProductType, category: string, featureImage: string | null, actualPrice: number, kg: number, available: boolean }, variant: { id: number, label: string, price: number, stock: number | null } | null }>, refunds: Array<{ id: number, amount: number, status: RefundStatus, method: string | null, date: unknown }>, returns: Array<{ id: number, status: ReturnStatus, reasonText: string, rejectReason: string | null }> } };

export type CommercePreviewVoucherQueryVariables = Exact<{
  code: string;
  cartLineIds?: Array<number> | number | null | undefined;
  productId?: number | null | undefined;
  variantId?: number | null | undefined;
  qty?: number | null | undefined;
}>;


export type CommercePreviewVoucherQuery = { previewVoucher: { code: string, title: string, subtotal: number, discount: number, total: number } };

export type CommerceCheckoutMutationVariables = Exact<{
  paymentId?: number | null | undefined;
  paymentScreenshot?: File | null | undefined;
  paymentReference?: string | null | undefined;
  cartLineIds?: Array<number> | number | null | undefined;
  voucherCode?: string | null | undefined;
}>;


export type CommerceCheckoutMutation = { checkout: { orderId: number, discount: number, voucherCode: string | null, status: OrderStatus, statusMessage: string | null, orderDate: unknown, shippingAddress: string, payment: string, paymentKind: PaymentMethodKind, totalPrice: number, cancelReason: string | null, cancellable: boolean, orderItems: Array<{ qty: number, unitPrice: number, product: { id: number, slug: string, name: string, type: ProductType, category: string, featureImage: string | null, actualPrice: number, kg: number, available: boolean }, variant: { id: number, label: string, price: number, stock: number | null } | null }>, refunds: Array<{ id: number, amount: number, status: RefundStatus, method: string | null, date: unknown }>, returns: Array<{ id: number, status: ReturnStatus, reasonText: string, rejectReason: string | null }> } };

export type CommerceBuyNowMutationVariables = Exact<{
  paymentId?: number | null | undefined;
  paymentScreenshot?: File | null | undefined;
  paymentReference?: string | null | undefined;
  productId?: number | null | undefined;
  qty?: number | null | undefined;
  variantId?: number | null | undefined;
  voucherCode?: string | null | undefined;
}>;


export type CommerceBuyNowMutation = { buyNow: { orderId: number, discount: number, voucherCode: string | null, status: OrderStatus, statusMessage: string | null, orderDate: unknown, shippingAddress: string, payment: string, paymentKind: PaymentMethodKind, totalPrice: number, cancelReason: string | null, cancellable: boolean, orderItems: Array<{ qty: number, unitPrice: number, product: { id: number, slug: string, name: string, type: ProductType, category: string, featureImage: string | null, actualPrice: number, kg: number, available: boolean }, variant: { id: number, label: string, price: number, stock: number | null } | null }>, refunds: Array<{ id: number, amount: number, status: RefundStatus, method: string | null, date: unknown }>, returns: Array<{ id: number, status: ReturnStatus, reasonText: string, rejectReason: string | null }> } };

export type CommerceMyOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type CommerceMyOrdersQuery = { myOrders: Array<{ orderId: number, discount: number, voucherCode: string | null, status: OrderStatus, statusMessage: string | null, orderDate: unknown, shippingAddress: string, payment: string, paymentKind: PaymentMethodKind, totalPrice: number, cancelReason: string | null, cancellable: boolean, orderItems: Array<{ qty: number, unitPrice: number, product: { id: number, slug: string, name: string, type: ProductType, category: string, featureImage: string | null, actualPrice: number, kg: number, available: boolean }, variant: { id: number, label: string, price: number, stock: number | null } | null }>, refunds: Array<{ id: number, amount: number, status: RefundStatus, method: string | null, date: unknown }>, returns: Array<{ id: number, status: ReturnStatus, reasonText: string, rejectReason: string | null }> }> };

export type CommerceToShipItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type CommerceToShipItemsQuery = { toShipItems: Array<{ id: number, qty: number, type: string, product: { id: number, slug: string, name: string, type: ProductType, category: string, featureImage: string | null, actualPrice: number, kg: number, available: boolean }, variant: { id: number, label: string, price: number, stock: number | null } | null }> };

export type CommerceShippingPriceQueryVariables = Exact<{
  orderItemIds: Array<number> | number;
}>;


export type CommerceShippingPriceQuery = { shippingPrice: number };

export type CommerceShippingOrderFragment = { id: number, shippingOrderId: string, orderId: number, status: ShippingStatus, shippingAddress: string, shippingPrice: number, payment: string, orderDate: unknown, receivedDate: unknown, rejectReason: string | null, courier: string | null, courierPhone: string | null, trackingNumber: string | null, trackingUrl: string | null, codAmount: number | null, orderItems: Array<{ id: number, qty: number, type: string, status: ShippingStatus, product: { id: number, slug: string, name: string, type: ProductType, category: string, featureImage: string | null, actualPrice: number, kg: number, available: boolean }, variant: { id: number, label: string, price: number, stock: number | null } | null }> };

export type CommerceCreateShippingOrderMutationVariables = Exact<{
  orderItemIds: Array<number> | number;
  paymentId?: number | null | undefined;
  paymentScreenshot?: File | null | undefined;
  paymentReference?: string | null | undefined;
}>;


export type CommerceCreateShippingOrderMutation = { createShippingOrder: { id: number, shippingOrderId: string, orderId: number, status: ShippingStatus, shippingAddress: string, shippingPrice: number, payment: string, orderDate: unknown, receivedDate: unknown, rejectReason: string | null, courier: string | null, courierPhone: string | null, trackingNumber: string | null, trackingUrl: string | null, codAmount: number | null, orderItems: Array<{ id: number, qty: number, type: string, status: ShippingStatus, product: { id: number, slug: string, name: string, type: ProductType, category: string, featureImage: string | null, actualPrice: number, kg: number, available: boolean }, variant: { id: number, label: string, price: number, stock: number | null } | null }> } };

export type CommerceShippingOrdersQueryVariables = Exact<{
  status?: ShippingStatus | null | undefined;
}>;


export type CommerceShippingOrdersQuery = { shippingOrders: Array<{ id: number, shippingOrderId: string, status: ShippingStatus, shippingOrderItems: number, shippingPrice: number, payment: string, orderDate: unknown, receivedDate: unknown, courier: string | null, codAmount: number | null }> };

export type CommerceShippingOrderDetailQueryVariables = Exact<{
  id: number;
}>;


export type CommerceShippingOrderDetailQuery = { shippingOrder: { id: number, shippingOrderId: string, orderId: number, status: ShippingStatus, shippingAddress: string, shippingPrice: number, payment: string, orderDate: unknown, receivedDate: unknown, rejectReason: string | null, courier: string | null, courierPhone: string | null, trackingNumber: string | null, trackingUrl: string | null, codAmount: number | null, orderItems: Array<{ id: number, qty: number, type: string, status: ShippingStatus, product: { id: number, slug: string, name: string, type: ProductType, category: string, featureImage: string | null, actualPrice: number, kg: number, available: boolean }, variant: { id: number, label: string, price: number, stock: number | null } | null }> } };

export type CommerceConfirmReceivedMutationVariables = Exact<{
  id: number;
}>;


export type CommerceConfirmReceivedMutation = { confirmReceived: boolean };

export type LiveServerTimeQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveServerTimeQuery = { serverTime: unknown };

export type LiveUpcomingDrawsQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveUpcomingDrawsQuery = { upcomingDraws: Array<{ id: number, ticketProductId: number, batch: number, status: DrawStatus, ticket: number, sold: number, drawAt: unknown, endsAt: unknown, product: { id: number, name: string, category: string, featureImage: string | null, actualPrice: number } }> };

export type LiveDrawRevealsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveDrawRevealsSubscription = { drawReveals: { id: number, ticketProductId: number, productId: number, batch: number, luckyNumber: number, youWin: boolean, winnerName: string | null, drawnAt: unknown, revealAt: unknown } };

export type TicketProductFieldsFragment = { id: number, productId: number, slug: string, name: string, category: string, featureImage: string | null, actualPrice: number, ticket: number, remainingTickets: number, costTokenPoint: number, label: string, batch: number, luckyDrawId: number, ticketPriceMmk: number, endsAt: unknown, minTickets: number | null };

export type LuckyDrawTicketProductsQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type LuckyDrawTicketProductsQuery = { ticketProducts: { data: Array<{ id: number, productId: number, slug: string, name: string, category: string, featureImage: string | null, actualPrice: number, ticket: number, remainingTickets: number, costTokenPoint: number, label: string, batch: number, luckyDrawId: number, ticketPriceMmk: number, endsAt: unknown, minTickets: number | null }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } };

export type LuckyDrawHomeTicketProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type LuckyDrawHomeTicketProductsQuery = { homeTicketProducts: Array<{ id: number, productId: number, slug: string, name: string, category: string, featureImage: string | null, actualPrice: number, ticket: number, remainingTickets: number, costTokenPoint: number, label: string, batch: number, luckyDrawId: number, ticketPriceMmk: number, endsAt: unknown, minTickets: number | null }> };

export type LuckyDrawTicketProductQueryVariables = Exact<{
  id: number;
}>;


export type LuckyDrawTicketProductQuery = { ticketProduct: { id: number, productId: number, slug: string, name: string, category: string, featureImage: string | null, actualPrice: number, ticket: number, remainingTickets: number, costTokenPoint: number, label: string, batch: number, luckyDrawId: number, ticketPriceMmk: number, endsAt: unknown, minTickets: number | null } };

export type LuckyDrawTicketProductForProductQueryVariables = Exact<{
  productId: number;
}>;


export type LuckyDrawTicketProductForProductQuery = { ticketProductForProduct: { id: number, productId: number, slug: string, name: string, category: string, featureImage: string | null, actualPrice: number, ticket: number, remainingTickets: number, costTokenPoint: number, label: string, batch: number, luckyDrawId: number, ticketPriceMmk: number, endsAt: unknown, minTickets: number | null } };

export type LuckyDrawWinnerSlidesQueryVariables = Exact<{ [key: string]: never; }>;


export type LuckyDrawWinnerSlidesQuery = { winnerSlides: Array<{ id: number, product: string, name: string }> };

export type LuckyDrawBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type LuckyDrawBalanceQuery = { me: { id: number, tokenPoint: number } };

export type LuckyDrawMyDrawsQueryVariables = Exact<{
  list: MyDrawList;
}>;


export type LuckyDrawMyDrawsQuery = { myLuckyDraws: Array<{ id: number, ticketId: number, batch: number, status: DrawStatus, openedAt: unknown, drawAt: unknown, luckyNumber: number | null, isWin: boolean, claimed: boolean, ticketNumbers: Array<number>, pendingNumbers: Array<number>, product: { id: number, name: string, category: string, featureImage: string | null, actualPrice: number } }> };

export type LuckyDrawDetailQueryVariables = Exact<{
  id: number;
}>;


export type LuckyDrawDetailQuery = { luckyDraw: { id: number, randomTicketNumbers: Array<number>, endsAt: unknown, minTickets: number | null, ticketProductId: number, batch: number, status: DrawStatus, ticket: number, sold: number, luckyNumber: number | null, isWin: boolean, claimed: boolean, openedAt: unknown, drawAt: unknown, ticketNumbers: Array<number>, product: { id: number, slug: string, name: string, category: string, featureImage: string | null, actualPrice: number }, winner: { name: string, profileImage: string | null, date: unknown, township: string | null } | null, fairness: { ticketProductId: number, batch: number, ticket: number, drawnAmong: number | null, seedHash: string, seed: string | null, ticketsDigest: string | null, ticketsUrl: string, formula: string } } };

export type LuckyDrawLiveNumberQueryVariables = Exact<{
  ticketId: number;
}>;


export type LuckyDrawLiveNumberQuery = { liveLuckyNumber: { code: string, luckyNumber: number | null, luckyDrawId: number } };

export type TicketPurchaseFieldsFragment = { ticketCounts: number, tokenUse: number, productName: string, tickets: Array<number>, batch: number, luckyDrawId: number, ticketId: number, status: PurchaseStatus, amountMmk: number };

export type LuckyDrawBuyTicketsMutationVariables = Exact<{
  ticketProductId: number;
  ticketCount: number;
}>;


export type LuckyDrawBuyTicketsMutation = { buyTickets: { ticketCounts: number, tokenUse: number, productName: string, tickets: Array<number>, batch: number, luckyDrawId: number, ticketId: number, status: PurchaseStatus, amountMmk: number } };

export type LuckyDrawBuyTicketsByTransferMutationVariables = Exact<{
  ticketProductId: number;
  ticketCount: number;
  paymentId?: number | null | undefined;
  paymentImage?: File | null | undefined;
  paymentReference?: string | null | undefined;
}>;


export type LuckyDrawBuyTicketsByTransferMutation = { buyTicketsByTransfer: { ticketCounts: number, tokenUse: number, productName: string, tickets: Array<number>, batch: number, luckyDrawId: number, ticketId: number, status: PurchaseStatus, amountMmk: number } };

export type NotificationItemFragment = { id: number, title: string, body: string, image: string | null, link: string | null, read: boolean, createdAt: unknown };

export type NotificationsUnreadCountQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationsUnreadCountQuery = { unreadNotificationCount: number };

export type NotificationsQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type NotificationsQuery = { notifications: { unreadCount: number, data: Array<{ id: number, title: string, body: string, image: string | null, link: string | null, read: boolean, createdAt: unknown }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } };

export type ReadNotificationMutationVariables = Exact<{
  id: number;
}>;


export type ReadNotificationMutation = { readNotification: { id: number, read: boolean } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type NotificationEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationEventsSubscription = { notificationEvents: { unreadCount: number, resync: boolean, notification: { id: number, title: string, body: string, image: string | null, link: string | null, read: boolean, createdAt: unknown } | null } };

export type VapidPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type VapidPublicKeyQuery = { settings: { vapidPublicKey: string | null } };

export type PushAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type PushAccountQuery = { me: { id: number } };

export type SavePushSubscriptionMutationVariables = Exact<{
  input: PushSubscriptionInput;
}>;


export type SavePushSubscriptionMutation = { savePushSubscription: boolean };

export type DeletePushSubscriptionMutationVariables = Exact<{
  endpoint: string;
}>;


export type DeletePushSubscriptionMutation = { deletePushSubscription: boolean };

export type ReviewFieldsFragment = { id: number, userName: string, userImage: string | null, rating: number, comment: string, files: Array<string>, thumbs: Array<string>, status: ReviewStatus, rejectReason: string | null, createdAt: unknown };

export type ReviewsListQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type ReviewsListQuery = { reviews: { data: Array<{ id: number, userName: string, userImage: string | null, rating: number, comment: string, files: Array<string>, thumbs: Array<string>, status: ReviewStatus, rejectReason: string | null, createdAt: unknown }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } };

export type MyReviewsQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type MyReviewsQuery = { myReviews: { data: Array<{ id: number, userName: string, userImage: string | null, rating: number, comment: string, files: Array<string>, thumbs: Array<string>, status: ReviewStatus, rejectReason: string | null, createdAt: unknown }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } };

export type PostReviewMutationVariables = Exact<{
  rating: number;
  comment: string;
  files?: Array<File> | File | null | undefined;
}>;


export type PostReviewMutation = { postReview: { id: number, userName: string, userImage: string | null, rating: number, comment: string, files: Array<string>, thumbs: Array<string>, status: ReviewStatus, rejectReason: string | null, createdAt: unknown } };

export type RewardsProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type RewardsProfileQuery = { me: { id: number, tokenPoint: number, referralPoint: number, referralCode: string } };

export type ReferralGiftFieldsFragment = { id: number, name: string, featureImage: string | null, actualPrice: number, referralPoint: number | null };

export type RewardsReferralGiftsQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type RewardsReferralGiftsQuery = { products: { data: Array<{ id: number, name: string, featureImage: string | null, actualPrice: number, referralPoint: number | null }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } };

export type RewardsReferralHistoriesQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type RewardsReferralHistoriesQuery = { referralHistories: { data: Array<{ id: number, date: string, time: string, label: string, token: number }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } };

export type RewardsClaimReferralGiftMutationVariables = Exact<{
  productId: number;
}>;


export type RewardsClaimReferralGiftMutation = { claimReferralGift: number };

export type DailyRewardFieldsFragment = { today: string, cycleStart: string, signedToday: boolean, claimedToday: boolean, dailyPoint: number, days: Array<{ date: string, status: boolean }>, recovery: { status: boolean, missedDays: Array<string>, pending: boolean, feeMmk: number, lastRejectReason: string | null } };

export type RewardsDailyRewardTodayQueryVariables = Exact<{ [key: string]: never; }>;


export type RewardsDailyRewardTodayQuery = { dailyReward: { today: string, signedToday: boolean } };

export type RewardsDailyRewardQueryVariables = Exact<{ [key: string]: never; }>;


export type RewardsDailyRewardQuery = { dailyReward: { today: string, cycleStart: string, signedToday: boolean, claimedToday: boolean, dailyPoint: number, days: Array<{ date: string, status: boolean }>, recovery: { status: boolean, missedDays: Array<string>, pending: boolean, feeMmk: number, lastRejectReason: string | null } } };

export type RewardsDailyCheckInMutationVariables = Exact<{
  date: string;
}>;


export type RewardsDailyCheckInMutation = { dailyCheckIn: { today: string, cycleStart: string, signedToday: boolean, claimedToday: boolean, dailyPoint: number, days: Array<{ date: string, status: boolean }>, recovery: { status: boolean, missedDays: Array<string>, pending: boolean, feeMmk: number, lastRejectReason: string | null } } };

export type RewardsClaimDailyRewardMutationVariables = Exact<{
  date: string;
}>;


export type RewardsClaimDailyRewardMutation = { claimDailyReward: { date: string, tokens: number, bonus: number } };

export type RewardsRestartDailyCycleMutationVariables = Exact<{
  date: string;
}>;


export type RewardsRestartDailyCycleMutation = { restartDailyCycle: { today: string, cycleStart: string, signedToday: boolean, claimedToday: boolean, dailyPoint: number, days: Array<{ date: string, status: boolean }>, recovery: { status: boolean, missedDays: Array<string>, pending: boolean, feeMmk: number, lastRejectReason: string | null } } };

export type RewardsRecoverDailySignsMutationVariables = Exact<{
  paymentId?: number | null | undefined;
  paymentScreenshot?: File | null | undefined;
  paymentReference?: string | null | undefined;
}>;


export type RewardsRecoverDailySignsMutation = { recoverDailySigns: { status: boolean, missedDays: Array<string>, pending: boolean, feeMmk: number, lastRejectReason: string | null } };

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsQuery = { settings: { siteName: string, siteLogoThumb: string | null, siteFavicon: string | null } };

export type TokenBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type TokenBalanceQuery = { me: { id: number, tokenPoint: number } };

export type MenuCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuCategoriesQuery = { categories: Array<{ id: number, name: string }> };

export type ShellCartCountQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellCartCountQuery = { cart: { count: number } };

export type SupportContactsQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportContactsQuery = { settings: { viber: string | null, telegram: string | null, contactNumber: string | null } };

export type PromotionBrandQueryVariables = Exact<{ [key: string]: never; }>;


export type PromotionBrandQuery = { settings: { siteName: string, siteLogo: string | null } };

export type PromotionQueryVariables = Exact<{ [key: string]: never; }>;


export type PromotionQuery = { promotion: { image: string | null, content: string } };

export type WalletBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletBalanceQuery = { me: { id: number, tokenPoint: number } };

export type TokenProductFieldsFragment = { id: number, slug: string, name: string, type: ProductType, category: string, featureImage: string | null, actualPrice: number, token: number | null };

export type WalletTokenProductsQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type WalletTokenProductsQuery = { products: { data: Array<{ id: number, slug: string, name: string, type: ProductType, category: string, featureImage: string | null, actualPrice: number, token: number | null }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } };

export type WalletTokenHistoriesQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type WalletTokenHistoriesQuery = { tokenHistories: { data: Array<{ id: number, date: string, time: string, type: string, label: string, token: number, balanceAfter: number }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } };

export type WinnersQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type WinnersQuery = { winners: { data: Array<{ id: number, name: string, profileImage: string | null, createdAt: unknown, batch: number, openedAt: unknown, luckyNumber: number, winner: { name: string, profileImage: string | null, date: unknown, township: string | null }, product: { id: number, slug: string, name: string, category: string, featureImage: string | null, actualPrice: number } }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } };

export type WinnerDetailQueryVariables = Exact<{
  id: number;
}>;


export type WinnerDetailQuery = { luckyDraw: { id: number, ticketProductId: number, batch: number, status: DrawStatus, ticket: number, sold: number, luckyNumber: number | null, isWin: boolean, claimed: boolean, openedAt: unknown, drawAt: unknown, ticketNumbers: Array<number>, product: { id: number, slug: string, name: string, category: string, featureImage: string | null, actualPrice: number }, winner: { name: string, profileImage: string | null, date: unknown, township: string | null } | null, fairness: { ticketProductId: number, batch: number, ticket: number, drawnAmong: number | null, seedHash: string, seed: string | null, ticketsDigest: string | null, ticketsUrl: string, formula: string } } };

export type HistoriesQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type HistoriesQuery = { tokenHistories: { data: Array<{ id: number, type: string }>, meta: { total: number, perPage: number, currentPage: number, lastPage: number } } };

export const DrawDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LuckyDrawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketProductId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"luckyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isWin"}},{"kind":"Field","name":{"kind":"Name","value":"claimed"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawAt"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"township"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fairness"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketProductId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"drawnAmong"}},{"kind":"Field","name":{"kind":"Name","value":"seedHash"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsDigest"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"formula"}}]}}]}}]} as unknown as DocumentNode<DrawDetailFragment, unknown>;
export const AccountProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"township"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"facebookLinked"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<AccountProfileFragment, unknown>;
export const AdminProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"saleStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"saleEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"weightKg"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"tokenReward"}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}}]}}]}}]} as unknown as DocumentNode<AdminProductFieldsFragment, unknown>;
export const AdminProductVariantFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductVariantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"optionValues"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"held"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAt"}},{"kind":"Field","name":{"kind":"Name","value":"weightKg"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<AdminProductVariantFieldsFragment, unknown>;
export const AdminPaymentFlagFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentFlag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentFlag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"relatedPaymentId"}}]}}]} as unknown as DocumentNode<AdminPaymentFlagFragment, unknown>;
export const AdminReceiptReadingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReceiptReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiptReading"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountMmk"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueMmk"}},{"kind":"Field","name":{"kind":"Name","value":"transferredAt"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]} as unknown as DocumentNode<AdminReceiptReadingFragment, unknown>;
export const AdminUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUserFieldsFragment, unknown>;
export const AdminRewardSettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRewardSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyPoint"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRewardPoint"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referralPointsPerSignup"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryFeeMmk"}},{"kind":"Field","name":{"kind":"Name","value":"tokensPer10000Mmk"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPriceMmk"}},{"kind":"Field","name":{"kind":"Name","value":"drawDelayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"ticketHoldPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ticketHoldMinutes"}}]}}]}}]} as unknown as DocumentNode<AdminRewardSettingsFragment, unknown>;
export const ProductCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"saleStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"saleEndsAt"}}]}}]} as unknown as DocumentNode<ProductCardFieldsFragment, unknown>;
export const CommerceProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]} as unknown as DocumentNode<CommerceProductFragment, unknown>;
export const CommerceOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"orderItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommerceProduct"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"paymentKind"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]} as unknown as DocumentNode<CommerceOrderFragment, unknown>;
export const CommerceShippingOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceShippingOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPrice"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierPhone"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"codAmount"}},{"kind":"Field","name":{"kind":"Name","value":"orderItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommerceProduct"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]} as unknown as DocumentNode<CommerceShippingOrderFragment, unknown>;
export const TicketProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"remainingTickets"}},{"kind":"Field","name":{"kind":"Name","value":"costTokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"luckyDrawId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPriceMmk"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"minTickets"}}]}}]} as unknown as DocumentNode<TicketProductFieldsFragment, unknown>;
export const TicketPurchaseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketPurchaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketPurchaseResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketCounts"}},{"kind":"Field","name":{"kind":"Name","value":"tokenUse"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"luckyDrawId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountMmk"}}]}}]} as unknown as DocumentNode<TicketPurchaseFieldsFragment, unknown>;
export const NotificationItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NotificationItemFragment, unknown>;
export const ReviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userImage"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"thumbs"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ReviewFieldsFragment, unknown>;
export const ReferralGiftFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferralGiftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}}]}}]} as unknown as DocumentNode<ReferralGiftFieldsFragment, unknown>;
export const DailyRewardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DailyRewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DailyReward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"cycleStart"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signedToday"}},{"kind":"Field","name":{"kind":"Name","value":"claimedToday"}},{"kind":"Field","name":{"kind":"Name","value":"dailyPoint"}},{"kind":"Field","name":{"kind":"Name","value":"recovery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"feeMmk"}},{"kind":"Field","name":{"kind":"Name","value":"lastRejectReason"}}]}}]}}]} as unknown as DocumentNode<DailyRewardFieldsFragment, unknown>;
export const TokenProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TokenProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]} as unknown as DocumentNode<TokenProductFieldsFragment, unknown>;
export const PhoneCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PhoneCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<PhoneCheckQuery, PhoneCheckQueryVariables>;
export const ClaimPrizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimPrize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"luckyDrawWinnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimPrize"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"luckyDrawWinnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"luckyDrawWinnerId"}}}]}]}}]} as unknown as DocumentNode<ClaimPrizeMutation, ClaimPrizeMutationVariables>;
export const CommercePaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommercePaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"codMaxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"hasQr"}}]}}]}}]} as unknown as DocumentNode<CommercePaymentMethodsQuery, CommercePaymentMethodsQueryVariables>;
export const CommercePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommercePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"paymentNumbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}}]}}]}}]}}]} as unknown as DocumentNode<CommercePaymentMethodQuery, CommercePaymentMethodQueryVariables>;
export const PaymentCreateQrDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentCreateQr"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountMmk"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentQr"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amountMmk"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountMmk"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"png"}},{"kind":"Field","name":{"kind":"Name","value":"amountMmk"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<PaymentCreateQrMutation, PaymentCreateQrMutationVariables>;
export const AccountMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"township"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"facebookLinked"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<AccountMeQuery, AccountMeQueryVariables>;
export const AccountRegionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AccountRegionsQuery, AccountRegionsQueryVariables>;
export const AccountTownshipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountTownships"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"townships"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"regionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AccountTownshipsQuery, AccountTownshipsQueryVariables>;
export const AccountOnboardingSlidesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountOnboardingSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onboardingSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}}]}}]}}]} as unknown as DocumentNode<AccountOnboardingSlidesQuery, AccountOnboardingSlidesQueryVariables>;
export const AccountLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<AccountLoginMutation, AccountLoginMutationVariables>;
export const AccountRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<AccountRegisterMutation, AccountRegisterMutationVariables>;
export const AccountCreateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountCreateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProfileInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileImage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"profileImage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileImage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"township"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"facebookLinked"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<AccountCreateProfileMutation, AccountCreateProfileMutationVariables>;
export const AccountUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"township"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"facebookLinked"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<AccountUpdateProfileMutation, AccountUpdateProfileMutationVariables>;
export const AccountUpdateShippingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountUpdateShipping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateShipping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"township"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"facebookLinked"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<AccountUpdateShippingMutation, AccountUpdateShippingMutationVariables>;
export const AccountUploadProfileImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountUploadProfileImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileImage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProfileImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileImage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileImage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"township"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"facebookLinked"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<AccountUploadProfileImageMutation, AccountUploadProfileImageMutationVariables>;
export const AccountUpdatePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountUpdatePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<AccountUpdatePasswordMutation, AccountUpdatePasswordMutationVariables>;
export const AccountRequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"expiresInSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccountRequestPasswordResetMutation, AccountRequestPasswordResetMutationVariables>;
export const AccountResetPasswordWithCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountResetPasswordWithCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AccountResetPasswordWithCodeMutation, AccountResetPasswordWithCodeMutationVariables>;
export const AccountFacebookSignInUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountFacebookSignInUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referralCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebookSignInUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"referralCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referralCode"}}}]}]}}]} as unknown as DocumentNode<AccountFacebookSignInUrlQuery, AccountFacebookSignInUrlQueryVariables>;
export const AccountExchangeSignInCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountExchangeSignInCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeSignInCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<AccountExchangeSignInCodeMutation, AccountExchangeSignInCodeMutationVariables>;
export const AccountStartFacebookLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountStartFacebookLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startFacebookLink"}}]}}]} as unknown as DocumentNode<AccountStartFacebookLinkMutation, AccountStartFacebookLinkMutationVariables>;
export const AccountUnlinkFacebookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountUnlinkFacebook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkFacebook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"township"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"facebookLinked"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<AccountUnlinkFacebookMutation, AccountUnlinkFacebookMutationVariables>;
export const AdminProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductVariantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"saleStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"saleEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"weightKg"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"tokenReward"}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductVariantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"optionValues"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"held"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockAt"}},{"kind":"Field","name":{"kind":"Name","value":"weightKg"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<AdminProductQuery, AdminProductQueryVariables>;
export const AdminProductPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProductPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProductPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"saleStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"saleEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"weightKg"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"tokenReward"}},{"kind":"Field","name":{"kind":"Name","value":"tokenAmount"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumb"}}]}}]}}]} as unknown as DocumentNode<AdminProductPageQuery, AdminProductPageQueryVariables>;
export const AdminCategoryListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategoryList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]}}]} as unknown as DocumentNode<AdminCategoryListQuery, AdminCategoryListQueryVariables>;
export const AdminCreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"featureImage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"images"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"featureImage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"featureImage"}}},{"kind":"Argument","name":{"kind":"Name","value":"images"},"value":{"kind":"Variable","name":{"kind":"Name","value":"images"}}}]}]}}]} as unknown as DocumentNode<AdminCreateProductMutation, AdminCreateProductMutationVariables>;
export const AdminUpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"addImages"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"removeImageIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageOrder"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"addImages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"addImages"}}},{"kind":"Argument","name":{"kind":"Name","value":"removeImageIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"removeImageIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"imageOrder"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageOrder"}}}]}]}}]} as unknown as DocumentNode<AdminUpdateProductMutation, AdminUpdateProductMutationVariables>;
export const AdminCreateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}]}]}}]} as unknown as DocumentNode<AdminCreateCategoryMutation, AdminCreateCategoryMutationVariables>;
export const AdminUpdateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}]}]}}]} as unknown as DocumentNode<AdminUpdateCategoryMutation, AdminUpdateCategoryMutationVariables>;
export const AdminSetCategoryHiddenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetCategoryHidden"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCategoryHidden"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"hidden"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}}}]}]}}]} as unknown as DocumentNode<AdminSetCategoryHiddenMutation, AdminSetCategoryHiddenMutationVariables>;
export const AdminSlidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSliders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSliders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<AdminSlidersQuery, AdminSlidersQueryVariables>;
export const AdminCreateSliderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateSlider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SliderInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSlider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}]}]}}]} as unknown as DocumentNode<AdminCreateSliderMutation, AdminCreateSliderMutationVariables>;
export const AdminUpdateSliderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateSlider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SliderInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSlider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}]}]}}]} as unknown as DocumentNode<AdminUpdateSliderMutation, AdminUpdateSliderMutationVariables>;
export const AdminSetContentHiddenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetContentHidden"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HideableContent"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setContentHidden"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"hidden"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}}}]}]}}]} as unknown as DocumentNode<AdminSetContentHiddenMutation, AdminSetContentHiddenMutationVariables>;
export const AdminPaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"paymentNumbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"codRegionIds"}},{"kind":"Field","name":{"kind":"Name","value":"codTownshipIds"}},{"kind":"Field","name":{"kind":"Name","value":"codMaxTotal"}},{"kind":"Field","name":{"kind":"Name","value":"merchantQr"}}]}}]}}]} as unknown as DocumentNode<AdminPaymentMethodsQuery, AdminPaymentMethodsQueryVariables>;
export const AdminCodRegionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCodRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminCodRegionsQuery, AdminCodRegionsQueryVariables>;
export const AdminCreatePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreatePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"merchantQr"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"logo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logo"}}},{"kind":"Argument","name":{"kind":"Name","value":"merchantQr"},"value":{"kind":"Variable","name":{"kind":"Name","value":"merchantQr"}}}]}]}}]} as unknown as DocumentNode<AdminCreatePaymentMethodMutation, AdminCreatePaymentMethodMutationVariables>;
export const AdminUpdatePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdatePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"merchantQr"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"removeMerchantQr"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"logo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logo"}}},{"kind":"Argument","name":{"kind":"Name","value":"merchantQr"},"value":{"kind":"Variable","name":{"kind":"Name","value":"merchantQr"}}},{"kind":"Argument","name":{"kind":"Name","value":"removeMerchantQr"},"value":{"kind":"Variable","name":{"kind":"Name","value":"removeMerchantQr"}}}]}]}}]} as unknown as DocumentNode<AdminUpdatePaymentMethodMutation, AdminUpdatePaymentMethodMutationVariables>;
export const AdminSiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"siteFavicon"}},{"kind":"Field","name":{"kind":"Name","value":"viber"}},{"kind":"Field","name":{"kind":"Name","value":"telegram"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseFee"}},{"kind":"Field","name":{"kind":"Name","value":"feePerKg"}},{"kind":"Field","name":{"kind":"Name","value":"regionBaseFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminSiteSettingsQuery, AdminSiteSettingsQueryVariables>;
export const AdminUpdateSiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateSiteSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettingsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteLogo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siteFavicon"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteLogo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteLogo"}}},{"kind":"Argument","name":{"kind":"Name","value":"siteFavicon"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siteFavicon"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"siteFavicon"}},{"kind":"Field","name":{"kind":"Name","value":"viber"}},{"kind":"Field","name":{"kind":"Name","value":"telegram"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseFee"}},{"kind":"Field","name":{"kind":"Name","value":"feePerKg"}},{"kind":"Field","name":{"kind":"Name","value":"regionBaseFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateSiteSettingsMutation, AdminUpdateSiteSettingsMutationVariables>;
export const AdminPromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPromotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPromotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPromotionQuery, AdminPromotionQueryVariables>;
export const AdminUpdatePromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdatePromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TranslatedTextInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}]}]}}]} as unknown as DocumentNode<AdminUpdatePromotionMutation, AdminUpdatePromotionMutationVariables>;
export const AdminOnboardingSlidesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOnboardingSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOnboardingSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"body"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]} as unknown as DocumentNode<AdminOnboardingSlidesQuery, AdminOnboardingSlidesQueryVariables>;
export const AdminCreateOnboardingSlideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateOnboardingSlide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OnboardingSlideInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOnboardingSlide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}]}]}}]} as unknown as DocumentNode<AdminCreateOnboardingSlideMutation, AdminCreateOnboardingSlideMutationVariables>;
export const AdminUpdateOnboardingSlideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateOnboardingSlide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OnboardingSlideInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOnboardingSlide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}]}]}}]} as unknown as DocumentNode<AdminUpdateOnboardingSlideMutation, AdminUpdateOnboardingSlideMutationVariables>;
export const AdminTransferPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTransferPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTransferPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pictureDeletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReceiptReading"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentFlag"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReceiptReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiptReading"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountMmk"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueMmk"}},{"kind":"Field","name":{"kind":"Name","value":"transferredAt"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentFlag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentFlag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"relatedPaymentId"}}]}}]} as unknown as DocumentNode<AdminTransferPaymentQuery, AdminTransferPaymentQueryVariables>;
export const AdminPaymentCheckSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPaymentCheckSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPaymentCheckSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nearDuplicateBits"}},{"kind":"Field","name":{"kind":"Name","value":"maxNearDuplicateBits"}},{"kind":"Field","name":{"kind":"Name","value":"transferMaxAgeHours"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotRetentionDays"}},{"kind":"Field","name":{"kind":"Name","value":"readingOn"}}]}}]}}]} as unknown as DocumentNode<AdminPaymentCheckSettingsQuery, AdminPaymentCheckSettingsQueryVariables>;
export const AdminUpdatePaymentCheckSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdatePaymentCheckSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentCheckSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentCheckSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nearDuplicateBits"}},{"kind":"Field","name":{"kind":"Name","value":"maxNearDuplicateBits"}},{"kind":"Field","name":{"kind":"Name","value":"transferMaxAgeHours"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotRetentionDays"}},{"kind":"Field","name":{"kind":"Name","value":"readingOn"}}]}}]}}]} as unknown as DocumentNode<AdminUpdatePaymentCheckSettingsMutation, AdminUpdatePaymentCheckSettingsMutationVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingOrders"}},{"kind":"Field","name":{"kind":"Name","value":"pendingTokenPackOrders"}},{"kind":"Field","name":{"kind":"Name","value":"pendingShippingOrders"}},{"kind":"Field","name":{"kind":"Name","value":"pendingTicketPayments"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRecoveries"}},{"kind":"Field","name":{"kind":"Name","value":"pendingReviews"}},{"kind":"Field","name":{"kind":"Name","value":"refundsDue"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedPayments"}},{"kind":"Field","name":{"kind":"Name","value":"todayOrders"}},{"kind":"Field","name":{"kind":"Name","value":"todaySalesMmk"}},{"kind":"Field","name":{"kind":"Name","value":"todayTokensSold"}},{"kind":"Field","name":{"kind":"Name","value":"drawsDue"}},{"kind":"Field","name":{"kind":"Name","value":"drawsDeclaredToday"}},{"kind":"Field","name":{"kind":"Name","value":"codAwaitingParcels"}},{"kind":"Field","name":{"kind":"Name","value":"codAwaitingMmk"}},{"kind":"Field","name":{"kind":"Name","value":"codRemittedMmk"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockVariants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variantId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUserDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUserDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tokenPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referralPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalMmk"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokenLedger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tokenPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"referralLedger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referralPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUserDetailQuery, AdminUserDetailQueryVariables>;
export const AdminGrantTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminGrantTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminGrantTokensMutation, AdminGrantTokensMutationVariables>;
export const AdminGrantReferralPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminGrantReferralPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantReferralPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminGrantReferralPointsMutation, AdminGrantReferralPointsMutationVariables>;
export const AdminSetUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminSetUserRoleMutation, AdminSetUserRoleMutationVariables>;
export const AdminSetUserBlockedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetUserBlocked"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blocked"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserBlocked"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"blocked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blocked"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminSetUserBlockedMutation, AdminSetUserBlockedMutationVariables>;
export const AdminAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adminId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"adminId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adminId"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditActions"}}]}}]} as unknown as DocumentNode<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export const AdminLuckyDrawsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLuckyDraws"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketProductId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLuckyDraws"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketProductId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketProductId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"heldNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawAt"}},{"kind":"Field","name":{"kind":"Name","value":"luckyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"winner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"claimed"}},{"kind":"Field","name":{"kind":"Name","value":"shipped"}},{"kind":"Field","name":{"kind":"Name","value":"seedHash"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsDigest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]}}]} as unknown as DocumentNode<AdminLuckyDrawsQuery, AdminLuckyDrawsQueryVariables>;
export const AdminCouriersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCouriers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couriers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<AdminCouriersQuery, AdminCouriersQueryVariables>;
export const AdminCreateCourierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateCourier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourierInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCourier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AdminCreateCourierMutation, AdminCreateCourierMutationVariables>;
export const AdminUpdateCourierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateCourier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourierInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCourier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AdminUpdateCourierMutation, AdminUpdateCourierMutationVariables>;
export const AdminDeliveryFeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDeliveryFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"townshipBaseFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"townshipId"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weightSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upToKg"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminDeliveryFeesQuery, AdminDeliveryFeesQueryVariables>;
export const AdminTownshipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTownships"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"townships"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"regionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminTownshipsQuery, AdminTownshipsQueryVariables>;
export const AdminUpdateDeliveryFeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateDeliveryFees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"townshipBaseFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"townshipId"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weightSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upToKg"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateDeliveryFeesMutation, AdminUpdateDeliveryFeesMutationVariables>;
export const AdminWaybillsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWaybills"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"handedOver"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waybills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"handedOver"},"value":{"kind":"Variable","name":{"kind":"Name","value":"handedOver"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"recipientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"collectMmk"}},{"kind":"Field","name":{"kind":"Name","value":"handedOverAt"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminWaybillsQuery, AdminWaybillsQueryVariables>;
export const AdminHandOverParcelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminHandOverParcel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handOverParcel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"handedOverAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminHandOverParcelMutation, AdminHandOverParcelMutationVariables>;
export const AdminImportCodRemittanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminImportCodRemittance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importCodRemittance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidCount"}},{"kind":"Field","name":{"kind":"Name","value":"paidMmk"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amountMmk"}},{"kind":"Field","name":{"kind":"Name","value":"expectedMmk"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminImportCodRemittanceMutation, AdminImportCodRemittanceMutationVariables>;
export const AdminRefuseCodParcelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRefuseCodParcel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refuseCodParcel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<AdminRefuseCodParcelMutation, AdminRefuseCodParcelMutationVariables>;
export const AdminCodRefusalSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCodRefusalSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refuseCodAfterUnpaidRefusal"}}]}}]}}]} as unknown as DocumentNode<AdminCodRefusalSettingQuery, AdminCodRefusalSettingQueryVariables>;
export const AdminUpdateCodRefusalSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateCodRefusalSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"on"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"refuseCodAfterUnpaidRefusal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"on"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refuseCodAfterUnpaidRefusal"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateCodRefusalSettingMutation, AdminUpdateCodRefusalSettingMutationVariables>;
export const AdminMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}}]} as unknown as DocumentNode<AdminMeQuery, AdminMeQueryVariables>;
export const AdminPendingOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrl"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentFlag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReceiptReading"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"paymentKind"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"orderItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentFlag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentFlag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"relatedPaymentId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReceiptReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiptReading"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountMmk"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueMmk"}},{"kind":"Field","name":{"kind":"Name","value":"transferredAt"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]} as unknown as DocumentNode<AdminPendingOrdersQuery, AdminPendingOrdersQueryVariables>;
export const AdminPendingShippingOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingShippingOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingShippingOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrl"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentFlag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReceiptReading"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPrice"}},{"kind":"Field","name":{"kind":"Name","value":"codAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"orderItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentFlag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentFlag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"relatedPaymentId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReceiptReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiptReading"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountMmk"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueMmk"}},{"kind":"Field","name":{"kind":"Name","value":"transferredAt"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]} as unknown as DocumentNode<AdminPendingShippingOrdersQuery, AdminPendingShippingOrdersQueryVariables>;
export const AdminApproveOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApproveOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminApproveOrderMutation, AdminApproveOrderMutationVariables>;
export const AdminCancelOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<AdminCancelOrderMutation, AdminCancelOrderMutationVariables>;
export const AdminApproveShippingOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApproveShippingOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courierId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trackingNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveShippingOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"courierId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courierId"}}},{"kind":"Argument","name":{"kind":"Name","value":"trackingNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trackingNumber"}}}]}]}}]} as unknown as DocumentNode<AdminApproveShippingOrderMutation, AdminApproveShippingOrderMutationVariables>;
export const AdminRejectShippingOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectShippingOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectShippingOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<AdminRejectShippingOrderMutation, AdminRejectShippingOrderMutationVariables>;
export const AdminPendingTicketPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingTicketPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingTicketPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"luckyDrawId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"amountMmk"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodName"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrl"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentFlag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReceiptReading"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentFlag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentFlag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"relatedPaymentId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReceiptReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiptReading"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountMmk"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueMmk"}},{"kind":"Field","name":{"kind":"Name","value":"transferredAt"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]} as unknown as DocumentNode<AdminPendingTicketPaymentsQuery, AdminPendingTicketPaymentsQueryVariables>;
export const AdminApproveTicketPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApproveTicketPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveTicketPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminApproveTicketPaymentMutation, AdminApproveTicketPaymentMutationVariables>;
export const AdminRejectTicketPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectTicketPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectTicketPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<AdminRejectTicketPaymentMutation, AdminRejectTicketPaymentMutationVariables>;
export const AdminTicketProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTicketProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTicketProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"costTokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"labelMm"}},{"kind":"Field","name":{"kind":"Name","value":"labelCh"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"batchTicket"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"minTickets"}}]}}]}}]} as unknown as DocumentNode<AdminTicketProductsQuery, AdminTicketProductsQueryVariables>;
export const AdminPrizeProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPrizeProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PRIZE"}]}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPrizeProductsQuery, AdminPrizeProductsQueryVariables>;
export const AdminCreateTicketProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateTicketProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTicketProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AdminCreateTicketProductMutation, AdminCreateTicketProductMutationVariables>;
export const AdminUpdateTicketProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateTicketProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketProductUpdate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTicketProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AdminUpdateTicketProductMutation, AdminUpdateTicketProductMutationVariables>;
export const AdminPendingRecoveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingRecoveries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingRecoveries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"feeMmk"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrl"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentFlag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReceiptReading"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentFlag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentFlag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"relatedPaymentId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReceiptReading"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiptReading"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountMmk"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueMmk"}},{"kind":"Field","name":{"kind":"Name","value":"transferredAt"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]} as unknown as DocumentNode<AdminPendingRecoveriesQuery, AdminPendingRecoveriesQueryVariables>;
export const AdminApproveRecoveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApproveRecovery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveRecovery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminApproveRecoveryMutation, AdminApproveRecoveryMutationVariables>;
export const AdminRejectRecoveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectRecovery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectRecovery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<AdminRejectRecoveryMutation, AdminRejectRecoveryMutationVariables>;
export const AdminGiftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"REFERRAL_GIFT"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weightKg"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"tokenReward"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}}]}}]}}]} as unknown as DocumentNode<AdminGiftsQuery, AdminGiftsQueryVariables>;
export const AdminCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminCategoriesQuery, AdminCategoriesQueryVariables>;
export const AdminCreateGiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateGift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"featureImage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"featureImage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"featureImage"}}}]}]}}]} as unknown as DocumentNode<AdminCreateGiftMutation, AdminCreateGiftMutationVariables>;
export const AdminUpdateGiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateGift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"featureImage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"featureImage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"featureImage"}}}]}]}}]} as unknown as DocumentNode<AdminUpdateGiftMutation, AdminUpdateGiftMutationVariables>;
export const AdminSetProductHiddenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetProductHidden"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProductHidden"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"hidden"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}}}]}]}}]} as unknown as DocumentNode<AdminSetProductHiddenMutation, AdminSetProductHiddenMutationVariables>;
export const AdminSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRewardSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRewardSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyPoint"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRewardPoint"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referralPointsPerSignup"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryFeeMmk"}},{"kind":"Field","name":{"kind":"Name","value":"tokensPer10000Mmk"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPriceMmk"}},{"kind":"Field","name":{"kind":"Name","value":"drawDelayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"ticketHoldPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ticketHoldMinutes"}}]}}]}}]} as unknown as DocumentNode<AdminSettingsQuery, AdminSettingsQueryVariables>;
export const AdminUpdateSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRewardSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRewardSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyPoint"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRewardPoint"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referralPointsPerSignup"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryFeeMmk"}},{"kind":"Field","name":{"kind":"Name","value":"tokensPer10000Mmk"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPriceMmk"}},{"kind":"Field","name":{"kind":"Name","value":"drawDelayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"ticketHoldPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ticketHoldMinutes"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateSettingsMutation, AdminUpdateSettingsMutationVariables>;
export const AdminPendingReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userImage"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"thumbs"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPendingReviewsQuery, AdminPendingReviewsQueryVariables>;
export const AdminApproveReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApproveReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminApproveReviewMutation, AdminApproveReviewMutationVariables>;
export const AdminRejectReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<AdminRejectReviewMutation, AdminRejectReviewMutationVariables>;
export const AdminQueueEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminQueueEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminQueueEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queue"}},{"kind":"Field","name":{"kind":"Name","value":"resync"}}]}}]}}]} as unknown as DocumentNode<AdminQueueEventsSubscription, AdminQueueEventsSubscriptionVariables>;
export const AdminOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"paymentKind"}},{"kind":"Field","name":{"kind":"Name","value":"totalMmk"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"refundableMmk"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"variantLabel"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOrderQuery, AdminOrderQueryVariables>;
export const AdminRefundOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRefundOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"screenshot"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"screenshot"},"value":{"kind":"Variable","name":{"kind":"Name","value":"screenshot"}}}]}]}}]} as unknown as DocumentNode<AdminRefundOrderMutation, AdminRefundOrderMutationVariables>;
export const AdminRefundsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRefunds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRefunds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"amountMmk"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}}]}}]}}]} as unknown as DocumentNode<AdminRefundsQuery, AdminRefundsQueryVariables>;
export const AdminSettleRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSettleRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"method"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"screenshot"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settleRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"method"}}},{"kind":"Argument","name":{"kind":"Name","value":"screenshot"},"value":{"kind":"Variable","name":{"kind":"Name","value":"screenshot"}}}]}]}}]} as unknown as DocumentNode<AdminSettleRefundMutation, AdminSettleRefundMutationVariables>;
export const AdminSalesReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSalesReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportBucket"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"bucket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"buckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"averageOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"averageOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bestSellers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"variantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tokensSold"}},{"kind":"Field","name":{"kind":"Name","value":"tokensSpent"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsSold"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"vouchersGiven"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"kyat"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSalesReportQuery, AdminSalesReportQueryVariables>;
export const AdminPendingReturnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingReturns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingReturns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"amountMmk"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderReturn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"orderItemIds"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPendingReturnsQuery, AdminPendingReturnsQueryVariables>;
export const AdminApproveReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApproveReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restock"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"restock"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restock"}}}]}]}}]} as unknown as DocumentNode<AdminApproveReturnMutation, AdminApproveReturnMutationVariables>;
export const AdminRejectReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<AdminRejectReturnMutation, AdminRejectReturnMutationVariables>;
export const AdminVouchersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminVouchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminVouchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"minSpend"}},{"kind":"Field","name":{"kind":"Name","value":"maxDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"usesPerShopper"}},{"kind":"Field","name":{"kind":"Name","value":"totalUses"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"givenMmk"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"productIds"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"firstOrderOnly"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"mm"}},{"kind":"Field","name":{"kind":"Name","value":"ch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminVouchersQuery, AdminVouchersQueryVariables>;
export const AdminCreateVoucherDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateVoucher"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VoucherInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVoucher"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AdminCreateVoucherMutation, AdminCreateVoucherMutationVariables>;
export const AdminSetVoucherPausedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetVoucherPaused"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paused"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setVoucherPaused"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"paused"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paused"}}}]}]}}]} as unknown as DocumentNode<AdminSetVoucherPausedMutation, AdminSetVoucherPausedMutationVariables>;
export const AdminWebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWebhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminWebhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"pendingDeliveries"}},{"kind":"Field","name":{"kind":"Name","value":"failedDeliveries"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminWebhooksQuery, AdminWebhooksQueryVariables>;
export const AdminWebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastResponseCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]}}]} as unknown as DocumentNode<AdminWebhookDeliveriesQuery, AdminWebhookDeliveriesQueryVariables>;
export const AdminCreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AdminCreateWebhookMutation, AdminCreateWebhookMutationVariables>;
export const AdminSetWebhookPausedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetWebhookPaused"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paused"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWebhookPaused"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"paused"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paused"}}}]}]}}]} as unknown as DocumentNode<AdminSetWebhookPausedMutation, AdminSetWebhookPausedMutationVariables>;
export const AdminDeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteWebhookMutation, AdminDeleteWebhookMutationVariables>;
export const AdminResendWebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResendWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminResendWebhookDeliveryMutation, AdminResendWebhookDeliveryMutationVariables>;
export const HomeSlidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeSliders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sliders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<HomeSlidersQuery, HomeSlidersQueryVariables>;
export const HomeCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<HomeCategoriesQuery, HomeCategoriesQueryVariables>;
export const LatestProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LatestProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"saleStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"saleEndsAt"}}]}}]} as unknown as DocumentNode<LatestProductsQuery, LatestProductsQueryVariables>;
export const SearchProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"saleStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"saleEndsAt"}}]}}]} as unknown as DocumentNode<SearchProductsQuery, SearchProductsQueryVariables>;
export const CategoryProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"saleStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"saleEndsAt"}}]}}]} as unknown as DocumentNode<CategoryProductsQuery, CategoryProductsQueryVariables>;
export const ProductDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"productImages"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"saleStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"saleEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userImage"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"optionValues"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]}}]} as unknown as DocumentNode<ProductDetailQuery, ProductDetailQueryVariables>;
export const CatalogAddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogAddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogAddToCartMutation, CatalogAddToCartMutationVariables>;
export const CatalogRateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogRateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rating"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rating"}}},{"kind":"Argument","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}}]}}]}}]} as unknown as DocumentNode<CatalogRateProductMutation, CatalogRateProductMutationVariables>;
export const CommerceCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommerceCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"regularPrice"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"saleEnded"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommerceProduct"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]} as unknown as DocumentNode<CommerceCartQuery, CommerceCartQueryVariables>;
export const CommerceAddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommerceAddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<CommerceAddToCartMutation, CommerceAddToCartMutationVariables>;
export const CommerceUpdateCartLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommerceUpdateCartLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCartLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<CommerceUpdateCartLineMutation, CommerceUpdateCartLineMutationVariables>;
export const CommerceRemoveFromCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommerceRemoveFromCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartLineIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartLineIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartLineIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<CommerceRemoveFromCartMutation, CommerceRemoveFromCartMutationVariables>;
export const CommerceBillingInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommerceBillingInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"township"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CommerceBillingInfoQuery, CommerceBillingInfoQueryVariables>;
export const CommerceRequestReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommerceRequestReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photos"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"photos"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photos"}}}]}]}}]} as unknown as DocumentNode<CommerceRequestReturnMutation, CommerceRequestReturnMutationVariables>;
export const CommerceCancelMyOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommerceCancelMyOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderCancelReason"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMyOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommerceOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"orderItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommerceProduct"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"paymentKind"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}}]}}]}}]} as unknown as DocumentNode<CommerceCancelMyOrderMutation, CommerceCancelMyOrderMutationVariables>;
export const CommercePreviewVoucherDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommercePreviewVoucher"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartLineIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"qty"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewVoucher"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"cartLineIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartLineIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"variantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"qty"},"value":{"kind":"Variable","name":{"kind":"Name","value":"qty"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<CommercePreviewVoucherQuery, CommercePreviewVoucherQueryVariables>;
export const CommerceCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommerceCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentScreenshot"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentReference"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartLineIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"voucherCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentScreenshot"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentScreenshot"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentReference"}}},{"kind":"Argument","name":{"kind":"Name","value":"cartLineIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartLineIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"voucherCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"voucherCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommerceOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"orderItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommerceProduct"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"paymentKind"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}}]}}]}}]} as unknown as DocumentNode<CommerceCheckoutMutation, CommerceCheckoutMutationVariables>;
export const CommerceBuyNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommerceBuyNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentScreenshot"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentReference"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"qty"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"voucherCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyNow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentScreenshot"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentScreenshot"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentReference"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"qty"},"value":{"kind":"Variable","name":{"kind":"Name","value":"qty"}}},{"kind":"Argument","name":{"kind":"Name","value":"variantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"voucherCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"voucherCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommerceOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"orderItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommerceProduct"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"paymentKind"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}}]}}]}}]} as unknown as DocumentNode<CommerceBuyNowMutation, CommerceBuyNowMutationVariables>;
export const CommerceMyOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommerceMyOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommerceOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"orderItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommerceProduct"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"paymentKind"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}}]}}]}}]} as unknown as DocumentNode<CommerceMyOrdersQuery, CommerceMyOrdersQueryVariables>;
export const CommerceToShipItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommerceToShipItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toShipItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommerceProduct"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]} as unknown as DocumentNode<CommerceToShipItemsQuery, CommerceToShipItemsQueryVariables>;
export const CommerceShippingPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommerceShippingPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderItemIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderItemIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderItemIds"}}}]}]}}]} as unknown as DocumentNode<CommerceShippingPriceQuery, CommerceShippingPriceQueryVariables>;
export const CommerceCreateShippingOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommerceCreateShippingOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderItemIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentScreenshot"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentReference"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createShippingOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderItemIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderItemIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentScreenshot"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentScreenshot"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentReference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommerceShippingOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceShippingOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPrice"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierPhone"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"codAmount"}},{"kind":"Field","name":{"kind":"Name","value":"orderItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommerceProduct"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]}}]} as unknown as DocumentNode<CommerceCreateShippingOrderMutation, CommerceCreateShippingOrderMutationVariables>;
export const CommerceShippingOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommerceShippingOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOrderItems"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPrice"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"codAmount"}}]}}]}}]} as unknown as DocumentNode<CommerceShippingOrdersQuery, CommerceShippingOrdersQueryVariables>;
export const CommerceShippingOrderDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommerceShippingOrderDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommerceShippingOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceProduct"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"kg"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommerceShippingOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shippingOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"shippingPrice"}},{"kind":"Field","name":{"kind":"Name","value":"payment"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"receivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierPhone"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"codAmount"}},{"kind":"Field","name":{"kind":"Name","value":"orderItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommerceProduct"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]}}]} as unknown as DocumentNode<CommerceShippingOrderDetailQuery, CommerceShippingOrderDetailQueryVariables>;
export const CommerceConfirmReceivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommerceConfirmReceived"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmReceived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CommerceConfirmReceivedMutation, CommerceConfirmReceivedMutationVariables>;
export const LiveServerTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveServerTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverTime"}}]}}]} as unknown as DocumentNode<LiveServerTimeQuery, LiveServerTimeQueryVariables>;
export const LiveUpcomingDrawsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveUpcomingDraws"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upcomingDraws"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketProductId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"drawAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}}]}}]}}]}}]} as unknown as DocumentNode<LiveUpcomingDrawsQuery, LiveUpcomingDrawsQueryVariables>;
export const LiveDrawRevealsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveDrawReveals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drawReveals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketProductId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"luckyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"youWin"}},{"kind":"Field","name":{"kind":"Name","value":"winnerName"}},{"kind":"Field","name":{"kind":"Name","value":"drawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"revealAt"}}]}}]}}]} as unknown as DocumentNode<LiveDrawRevealsSubscription, LiveDrawRevealsSubscriptionVariables>;
export const LuckyDrawTicketProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LuckyDrawTicketProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"remainingTickets"}},{"kind":"Field","name":{"kind":"Name","value":"costTokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"luckyDrawId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPriceMmk"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"minTickets"}}]}}]} as unknown as DocumentNode<LuckyDrawTicketProductsQuery, LuckyDrawTicketProductsQueryVariables>;
export const LuckyDrawHomeTicketProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LuckyDrawHomeTicketProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeTicketProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"remainingTickets"}},{"kind":"Field","name":{"kind":"Name","value":"costTokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"luckyDrawId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPriceMmk"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"minTickets"}}]}}]} as unknown as DocumentNode<LuckyDrawHomeTicketProductsQuery, LuckyDrawHomeTicketProductsQueryVariables>;
export const LuckyDrawTicketProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LuckyDrawTicketProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"remainingTickets"}},{"kind":"Field","name":{"kind":"Name","value":"costTokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"luckyDrawId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPriceMmk"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"minTickets"}}]}}]} as unknown as DocumentNode<LuckyDrawTicketProductQuery, LuckyDrawTicketProductQueryVariables>;
export const LuckyDrawTicketProductForProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LuckyDrawTicketProductForProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketProductForProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"remainingTickets"}},{"kind":"Field","name":{"kind":"Name","value":"costTokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"luckyDrawId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPriceMmk"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"minTickets"}}]}}]} as unknown as DocumentNode<LuckyDrawTicketProductForProductQuery, LuckyDrawTicketProductForProductQueryVariables>;
export const LuckyDrawWinnerSlidesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LuckyDrawWinnerSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winnerSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LuckyDrawWinnerSlidesQuery, LuckyDrawWinnerSlidesQueryVariables>;
export const LuckyDrawBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LuckyDrawBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}}]}}]}}]} as unknown as DocumentNode<LuckyDrawBalanceQuery, LuckyDrawBalanceQueryVariables>;
export const LuckyDrawMyDrawsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LuckyDrawMyDraws"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MyDrawList"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLuckyDraws"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawAt"}},{"kind":"Field","name":{"kind":"Name","value":"luckyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isWin"}},{"kind":"Field","name":{"kind":"Name","value":"claimed"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"pendingNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}}]}}]}}]}}]} as unknown as DocumentNode<LuckyDrawMyDrawsQuery, LuckyDrawMyDrawsQueryVariables>;
export const LuckyDrawDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LuckyDrawDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"luckyDraw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"randomTicketNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"minTickets"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DrawDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LuckyDrawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketProductId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"luckyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isWin"}},{"kind":"Field","name":{"kind":"Name","value":"claimed"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawAt"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"township"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fairness"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketProductId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"drawnAmong"}},{"kind":"Field","name":{"kind":"Name","value":"seedHash"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsDigest"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"formula"}}]}}]}}]} as unknown as DocumentNode<LuckyDrawDetailQuery, LuckyDrawDetailQueryVariables>;
export const LuckyDrawLiveNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LuckyDrawLiveNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveLuckyNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"luckyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"luckyDrawId"}}]}}]}}]} as unknown as DocumentNode<LuckyDrawLiveNumberQuery, LuckyDrawLiveNumberQueryVariables>;
export const LuckyDrawBuyTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LuckyDrawBuyTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketProductId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketCount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketProductId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketProductId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticketCount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketCount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketPurchaseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketPurchaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketPurchaseResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketCounts"}},{"kind":"Field","name":{"kind":"Name","value":"tokenUse"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"luckyDrawId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountMmk"}}]}}]} as unknown as DocumentNode<LuckyDrawBuyTicketsMutation, LuckyDrawBuyTicketsMutationVariables>;
export const LuckyDrawBuyTicketsByTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LuckyDrawBuyTicketsByTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketProductId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketCount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentImage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentReference"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyTicketsByTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketProductId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketProductId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticketCount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketCount"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentImage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentImage"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentReference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketPurchaseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketPurchaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketPurchaseResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketCounts"}},{"kind":"Field","name":{"kind":"Name","value":"tokenUse"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"luckyDrawId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountMmk"}}]}}]} as unknown as DocumentNode<LuckyDrawBuyTicketsByTransferMutation, LuckyDrawBuyTicketsByTransferMutationVariables>;
export const NotificationsUnreadCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationsUnreadCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode<NotificationsUnreadCountQuery, NotificationsUnreadCountQueryVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const ReadNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReadNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]}}]} as unknown as DocumentNode<ReadNotificationMutation, ReadNotificationMutationVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const NotificationEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"resync"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NotificationEventsSubscription, NotificationEventsSubscriptionVariables>;
export const VapidPublicKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VapidPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vapidPublicKey"}}]}}]}}]} as unknown as DocumentNode<VapidPublicKeyQuery, VapidPublicKeyQueryVariables>;
export const PushAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PushAccountQuery, PushAccountQueryVariables>;
export const SavePushSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePushSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePushSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SavePushSubscriptionMutation, SavePushSubscriptionMutationVariables>;
export const DeletePushSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePushSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePushSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpoint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}}}]}]}}]} as unknown as DocumentNode<DeletePushSubscriptionMutation, DeletePushSubscriptionMutationVariables>;
export const ReviewsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userImage"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"thumbs"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ReviewsListQuery, ReviewsListQueryVariables>;
export const MyReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userImage"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"thumbs"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyReviewsQuery, MyReviewsQueryVariables>;
export const PostReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PostReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"files"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rating"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rating"}}},{"kind":"Argument","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}},{"kind":"Argument","name":{"kind":"Name","value":"files"},"value":{"kind":"Variable","name":{"kind":"Name","value":"files"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userImage"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"thumbs"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PostReviewMutation, PostReviewMutationVariables>;
export const RewardsProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewardsProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}}]}}]}}]} as unknown as DocumentNode<RewardsProfileQuery, RewardsProfileQueryVariables>;
export const RewardsReferralGiftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewardsReferralGifts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"REFERRAL_GIFT"}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReferralGiftFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReferralGiftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"referralPoint"}}]}}]} as unknown as DocumentNode<RewardsReferralGiftsQuery, RewardsReferralGiftsQueryVariables>;
export const RewardsReferralHistoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewardsReferralHistories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referralHistories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]}}]} as unknown as DocumentNode<RewardsReferralHistoriesQuery, RewardsReferralHistoriesQueryVariables>;
export const RewardsClaimReferralGiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewardsClaimReferralGift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimReferralGift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}]}]}}]} as unknown as DocumentNode<RewardsClaimReferralGiftMutation, RewardsClaimReferralGiftMutationVariables>;
export const RewardsDailyRewardTodayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewardsDailyRewardToday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyReward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"signedToday"}}]}}]}}]} as unknown as DocumentNode<RewardsDailyRewardTodayQuery, RewardsDailyRewardTodayQueryVariables>;
export const RewardsDailyRewardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewardsDailyReward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyReward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DailyRewardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DailyRewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DailyReward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"cycleStart"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signedToday"}},{"kind":"Field","name":{"kind":"Name","value":"claimedToday"}},{"kind":"Field","name":{"kind":"Name","value":"dailyPoint"}},{"kind":"Field","name":{"kind":"Name","value":"recovery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"feeMmk"}},{"kind":"Field","name":{"kind":"Name","value":"lastRejectReason"}}]}}]}}]} as unknown as DocumentNode<RewardsDailyRewardQuery, RewardsDailyRewardQueryVariables>;
export const RewardsDailyCheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewardsDailyCheckIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyCheckIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DailyRewardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DailyRewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DailyReward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"cycleStart"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signedToday"}},{"kind":"Field","name":{"kind":"Name","value":"claimedToday"}},{"kind":"Field","name":{"kind":"Name","value":"dailyPoint"}},{"kind":"Field","name":{"kind":"Name","value":"recovery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"feeMmk"}},{"kind":"Field","name":{"kind":"Name","value":"lastRejectReason"}}]}}]}}]} as unknown as DocumentNode<RewardsDailyCheckInMutation, RewardsDailyCheckInMutationVariables>;
export const RewardsClaimDailyRewardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewardsClaimDailyReward"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimDailyReward"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}}]}}]}}]} as unknown as DocumentNode<RewardsClaimDailyRewardMutation, RewardsClaimDailyRewardMutationVariables>;
export const RewardsRestartDailyCycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewardsRestartDailyCycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restartDailyCycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DailyRewardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DailyRewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DailyReward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"cycleStart"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signedToday"}},{"kind":"Field","name":{"kind":"Name","value":"claimedToday"}},{"kind":"Field","name":{"kind":"Name","value":"dailyPoint"}},{"kind":"Field","name":{"kind":"Name","value":"recovery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"feeMmk"}},{"kind":"Field","name":{"kind":"Name","value":"lastRejectReason"}}]}}]}}]} as unknown as DocumentNode<RewardsRestartDailyCycleMutation, RewardsRestartDailyCycleMutationVariables>;
export const RewardsRecoverDailySignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RewardsRecoverDailySigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentScreenshot"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentReference"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoverDailySigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentScreenshot"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentScreenshot"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentReference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"feeMmk"}},{"kind":"Field","name":{"kind":"Name","value":"lastRejectReason"}}]}}]}}]} as unknown as DocumentNode<RewardsRecoverDailySignsMutation, RewardsRecoverDailySignsMutationVariables>;
export const SiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteLogoThumb"}},{"kind":"Field","name":{"kind":"Name","value":"siteFavicon"}}]}}]}}]} as unknown as DocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables>;
export const TokenBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TokenBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}}]}}]}}]} as unknown as DocumentNode<TokenBalanceQuery, TokenBalanceQueryVariables>;
export const MenuCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MenuCategoriesQuery, MenuCategoriesQueryVariables>;
export const ShellCartCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellCartCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ShellCartCountQuery, ShellCartCountQueryVariables>;
export const SupportContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viber"}},{"kind":"Field","name":{"kind":"Name","value":"telegram"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}}]}}]}}]} as unknown as DocumentNode<SupportContactsQuery, SupportContactsQueryVariables>;
export const PromotionBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromotionBrand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteLogo"}}]}}]}}]} as unknown as DocumentNode<PromotionBrandQuery, PromotionBrandQueryVariables>;
export const PromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<PromotionQuery, PromotionQueryVariables>;
export const WalletBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPoint"}}]}}]}}]} as unknown as DocumentNode<WalletBalanceQuery, WalletBalanceQueryVariables>;
export const WalletTokenProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletTokenProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"TOKEN_PRODUCT"}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TokenProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TokenProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]} as unknown as DocumentNode<WalletTokenProductsQuery, WalletTokenProductsQueryVariables>;
export const WalletTokenHistoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletTokenHistories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenHistories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]}}]} as unknown as DocumentNode<WalletTokenHistoriesQuery, WalletTokenHistoriesQueryVariables>;
export const WinnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Winners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"winner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"township"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"luckyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]}}]} as unknown as DocumentNode<WinnersQuery, WinnersQueryVariables>;
export const WinnerDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WinnerDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"luckyDraw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DrawDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LuckyDrawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketProductId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"luckyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isWin"}},{"kind":"Field","name":{"kind":"Name","value":"claimed"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawAt"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"featureImage"}},{"kind":"Field","name":{"kind":"Name","value":"actualPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"township"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fairness"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketProductId"}},{"kind":"Field","name":{"kind":"Name","value":"batch"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"drawnAmong"}},{"kind":"Field","name":{"kind":"Name","value":"seedHash"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsDigest"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"formula"}}]}}]}}]} as unknown as DocumentNode<WinnerDetailQuery, WinnerDetailQueryVariables>;
export const HistoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Histories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenHistories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]}}]}}]} as unknown as DocumentNode<HistoriesQuery, HistoriesQueryVariables>;