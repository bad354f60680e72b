// A review's images (doc 001 §2): one column for one image, three when the count is divisible by
// three, otherwise two (image-columns.ts). The grid shows the 320 px thumbnails;
// a tap opens the full-size image in a dialog.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/dialog';
import { imageColumns } from '../image-columns';
import { reviewsMessages as m } from '../messages';

export interface ReviewImagesProps {
  /** Full-size image URLs, in the order posted. */
  files: string[];
  /** The same images as thumbnails, same order. */
  thumbs: string[];
}

export function ReviewImages({ files, thumbs }: ReviewImagesProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(null);
  const total = Math.max(files.length, thumbs.length);
  if (total === 0) return null;
  const columns = imageColumns(total);
  const large = open === null ? null : (files[open] ?? thumbs[open]);

  return (
    <>
      <ul className={`rv-images rv-images--cols-${columns}`} data-columns={columns} aria-label={intl.formatMessage(m.photos)} data-testid="review-images">
        {Array.from({ length: total }, (_, index) => (
          <li key={index}>
            <button type="button" className="rv-image" onClick={() => setOpen(index)} aria-label={intl.formatMessage(m.openPhoto, { number: index + 1, total })}>
              <img src={thumbs[index] ?? files[index]} alt="" width={320} height={320} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open === null ? undefined : intl.formatMessage(m.photo, { number: open + 1, total })}
        className="rv-viewer"
      >
        {large && open !== null && (
          <img src={large} alt={intl.formatMessage(m.photo, { number: open + 1, total })} width={800} height={800} data-testid="review-image-large" />
        )}
      </Dialog>
    </>
  );
}
