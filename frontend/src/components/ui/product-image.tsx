// A product photo at the size it is shown (width/height set, so nothing jumps), lazy unless
// `eager`; a grey placeholder with an icon when the product has no photo.
import { ImageOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { uiMessages } from '@/components/ui/messages';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size of the file (320 thumbnails, 800 full size). */
  size: 320 | 800;
  eager?: boolean;
  /** The page's largest paint: fetched before other images (fetchpriority high). */
  priority?: boolean;
  className?: string;
}

export function ProductImage({ src, alt, size, eager, priority, className }: ProductImageProps) {
  const intl = useIntl();
  if (!src) {
    return (
      <div className={['image-placeholder', className].filter(Boolean).join(' ')} role="img" aria-label={intl.formatMessage(uiMessages.noImage)}>
        <ImageOff size={32} aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
