pub mod category;
pub mod product;
pub mod product_image;
