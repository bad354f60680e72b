// The payment screenshot, large, loaded with the admin's token (screenshot.ts). A tap opens it full
// screen (lightbox.tsx).
import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { adminMessages as m } from '../messages';
import { useScreenshot } from '@/lib/private-image';
import { Lightbox } from './lightbox';

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
      {full && <Lightbox src={shot.src} alt={alt} onClose={() => setFull(false)} />}
    </>
  );
}
