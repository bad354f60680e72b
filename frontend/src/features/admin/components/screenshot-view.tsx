// The payment screenshot, large, loaded with the admin's token (screenshot.ts). A tap opens it full
// screen; a tap anywhere (or Escape, or the X) closes it.
import { useRef, useState } from 'react';
import { ImageOff, X } from 'lucide-react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { useModal } from '@/components/ui/use-modal';
import { adminMessages as m } from '../messages';
import { useScreenshot } from '../screenshot';

export function ScreenshotView({ url }: { url: string }) {
  const intl = useIntl();
  const shot = useScreenshot(url);
  const [full, setFull] = useState(false);
  const alt = intl.formatMessage(m.screenshot);

  if (shot.status === 'loading') return <div className="admin-shot admin-shot--loading" aria-busy="true" aria-label={alt} />;
  if (shot.status === 'error') {
    return (
      <div className="admin-shot admin-shot--error" role="alert">
        <ImageOff size={28} aria-hidden />
        <span>{intl.formatMessage(m.screenshotFailed)}</span>
        <Button size="sm" variant="outline" onClick={shot.retry}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    );
  }
  return (
    <>
      <button type="button" className="admin-shot" onClick={() => setFull(true)} aria-label={intl.formatMessage(m.screenshotOpen)}>
        <img src={shot.src} alt={alt} className="admin-shot__img" />
      </button>
      {full && <FullScreen src={shot.src} alt={alt} onClose={() => setFull(false)} />}
    </>
  );
}

function FullScreen({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
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
