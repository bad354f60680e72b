// The transfer payment's rules (spec section 5): a method, then an image.
import type { MessageDescriptor } from 'react-intl';
import { luckyDrawMessages as m } from './messages';
import { isImageFile } from '@/lib/image-file';

/** A payment method ('Please select payment'), then an image ('Please select Payment Image'), images only. */
export function transferProblem({ paymentId, image }: { paymentId: number | null; image: File | null }): MessageDescriptor | null {
  if (paymentId === null) return m.paymentRequired;
  if (image === null) return m.imageRequired;
  if (!isImageFile(image)) return m.imagesOnly;
  return null;
}
