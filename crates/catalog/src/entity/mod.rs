pub mod category;
pub mod product;
pub mod product_image;
pub mod product_option;
pub mod product_variant;
