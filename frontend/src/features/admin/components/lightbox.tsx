// An image full screen over everything (a payment screenshot, a review picture): a tap anywhere,
// Escape or the X closes it, and focus goes back to what opened it (useModal).
import { useRef } from 'react';
import { X } from 'lucide-react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useModal } from '@/components/ui/use-modal';
import { adminMessages as m } from '../messages';

export function Lightbox({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const intl = useIntl();
  const panel = useRef<HTMLDivElement>(null);
  useModal(true, onClose, panel);
  return createPortal(
    <div ref={panel} className="admin-lightbox" role="dialog" aria-modal="true" aria-label={alt} tabIndex={-1} onClick={onClose}>
      <img src={src} alt={alt} className="admin-lightbox__img" />
      <button type="button" className="admin-lightbox__close" aria-label={intl.formatMessage(m.dismiss)} onClick={onClose}>
        <X size={26} aria-hidden />
      </button>
    </div>,
    document.body,
  );
}
