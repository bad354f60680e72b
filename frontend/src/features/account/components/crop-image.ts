// Turns the part of a photo chosen in the cropper into the avatar file the server takes
// (spec section 9: shown at 120x120, crop border 50, scale 1.2, file profile_image.png).
import type { Area } from 'react-easy-crop';

export const AVATAR = {
  /** Shown size in CSS pixels. */
  displaySize: 120,
  /** Dimmed margin around the crop circle while cropping. */
  border: 50,
  /** Starting zoom of the cropper. */
  scale: 1.2,
  fileName: 'profile_image.png',
  /** Twice the shown size, so the avatar stays sharp on high-density phone screens. */
  outputSize: 240,
} as const;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image failed to load'));
    image.src = src;
  });
}

/** Draws `area` (in the photo's own pixels) of `src` onto a square PNG named profile_image.png. */
export async function cropToPngFile(src: string, area: Area, side: number = AVATAR.outputSize): Promise<File> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas is not available');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the photo could not be encoded');
  return new File([blob], AVATAR.fileName, { type: 'image/png' });
}
