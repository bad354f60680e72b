// Whether a picked file is an image: the payment screenshot (checkout, shipping, the lucky draw's
// transfer), the avatar and a review's photos accept images only.

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}
