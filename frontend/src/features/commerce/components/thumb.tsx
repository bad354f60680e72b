// A product thumbnail of the order lists, with a placeholder when there is no image.
import { ImageOff } from 'lucide-react';

export function Thumb({ src, size = 64 }: { src?: string | null; size?: number }) {
  return src ? (
    <img className="cm-thumb" src={src} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="cm-thumb cm-thumb--empty" style={{ width: size, height: size }} aria-hidden>
      <ImageOff size={size / 3} />
    </span>
  );
}
