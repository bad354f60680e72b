// A review's pictures, large: the 800 px files (public, so a plain <img> loads them, unlike the
// private payment screenshots), one under the other on a phone. A tap opens one full size.
import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { adminMessages as m } from '../messages';
import { Lightbox } from './lightbox';

export function ReviewPictures({ files }: { files: string[] }) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(null);

  if (files.length === 0) {
    return (
      <p className="admin-pictures admin-pictures--none">
        <ImageOff size={24} aria-hidden />
        {intl.formatMessage(m.noPictures)}
      </p>
    );
  }
  const alt = (i: number) => intl.formatMessage(m.reviewPicture, { n: i + 1, count: files.length });
  return (
    <>
      <ul className="admin-pictures" role="list" aria-label={intl.formatMessage(m.pictures)}>
        {files.map((src, i) => (
          <li key={`${i}:${src}`}>
            <button
              type="button"
              className="admin-picture"
              onClick={() => setOpen(i)}
              aria-label={intl.formatMessage(m.reviewPictureOpen, { n: i + 1, count: files.length })}
            >
              <img src={src} alt={alt(i)} width={800} height={800} loading="lazy" decoding="async" className="admin-picture__img" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && files[open] && <Lightbox src={files[open]} alt={alt(open)} onClose={() => setOpen(null)} />}
    </>
  );
}
