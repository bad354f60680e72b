//! What a sales report answers. Money is whole kyat; see docs/reports.md for what counts.

use async_graphql::SimpleObject;

use crate::range::{Date, ReportBucket};

/// The figures of one bucket (or of the whole range).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, SimpleObject)]
pub struct SalesFigures {
    /// Kyat paid for the orders that count, after voucher discounts (shipping fees not included).
    pub revenue: i64,
    /// Orders that count.
    pub orders: i64,
    /// Units on their lines.
    pub units: i64,
    /// Revenue per order, rounded to the kyat (0 without orders).
    pub average_order: i64,
}

impl SalesFigures {
    pub(crate) fn add(&mut self, revenue: i64, orders: i64, units: i64) {
        self.revenue += revenue;
        self.orders += orders;
        self.units += units;
        self.average_order = average(self.revenue, self.orders);
    }
}

/// Revenue per order, rounded half up; 0 without orders.
pub fn average(revenue: i64, orders: i64) -> i64 {
    if orders == 0 {
        0
    } else {
        (2 * revenue + orders) / (2 * orders)
    }
}

/// One bucket: its first day and its figures.
#[derive(Debug, Clone, SimpleObject)]
pub struct SalesBucket {
    /// The bucket's first day (a Monday for weeks, the 1st for months; the first bucket may start
    /// before the range, and then counts only the range's days).
    pub start: Date,
    /// Kyat paid for the bucket's orders that count, after voucher discounts.
    pub revenue: i64,
    /// Orders that count.
    pub orders: i64,
    /// Units on their lines.
    pub units: i64,
    /// Revenue per order, rounded to the kyat (0 without orders).
    pub average_order: i64,
}

/// How the orders that count were paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, async_graphql::Enum)]
pub enum ReportPaymentKind {
    /// A bank or wallet transfer (approved by an admin).
    Transfer,
    /// Cash on delivery (counted once the parcel was received or the courier paid its cash).
    CashOnDelivery,
}

/// Revenue and orders of one way of paying.
#[derive(Debug, Clone, SimpleObject)]
pub struct PaymentKindFigures {
    /// Transfer or cash on delivery.
    pub kind: ReportPaymentKind,
    /// Kyat paid this way for the orders that count, after vouchers.
    pub revenue: i64,
    /// Orders that count paid this way.
    pub orders: i64,
}

/// A product or variant among the best sellers.
#[derive(Debug, Clone, SimpleObject)]
pub struct BestSeller {
    /// The product's id.
    pub product_id: i64,
    /// The variant (null in the list of products).
    pub variant_id: Option<i64>,
    /// The product's name in the admin's language.
    pub name: String,
    /// The variant's SKU and option values (null in the list of products).
    pub variant: Option<String>,
    /// Units sold.
    pub units: i64,
    /// Units times the price paid for them, before the order's voucher discount.
    pub revenue: i64,
}

/// The best sellers of the range, by units and then revenue.
#[derive(Debug, Clone, SimpleObject)]
pub struct BestSellers {
    /// Up to ten products.
    pub products: Vec<BestSeller>,
    /// Up to ten variants.
    pub variants: Vec<BestSeller>,
}

/// Refunds recorded in the range (due or sent).
#[derive(Debug, Clone, Copy, Default, SimpleObject)]
pub struct RefundFigures {
    /// How many refunds were recorded.
    pub count: i64,
    /// Their kyat.
    pub kyat: i64,
}

/// Admin: the shop's sales over a range of Myanmar days.
#[derive(Debug, Clone, SimpleObject)]
pub struct SalesReport {
    /// The first Myanmar day of the range.
    pub from: Date,
    /// The last Myanmar day, included.
    pub to: Date,
    /// How the range is cut.
    pub bucket: ReportBucket,
    /// Every bucket of the range, in order, zeros included.
    pub buckets: Vec<SalesBucket>,
    /// The whole range.
    pub totals: SalesFigures,
    /// Transfer and cash on delivery, both always present.
    pub by_payment_method: Vec<PaymentKindFigures>,
    /// The ten best-selling products and variants.
    pub best_sellers: BestSellers,
    /// Tokens in the token packs of the orders that count.
    pub tokens_sold: i64,
    /// Tokens shoppers spent on lucky-draw tickets (the token ledger).
    pub tokens_spent: i64,
    /// Tickets sold (paid with tokens, or by a transfer an admin approved).
    pub tickets_sold: i64,
    /// Draws whose lucky number was declared in the range.
    pub draws: i64,
    /// Kyat the vouchers took off the orders that count.
    pub vouchers_given: i64,
    /// Refunds recorded in the range (due or sent, of orders and tickets).
    pub refunds: RefundFigures,
}
