// Product photos (doc 000 §2): the feature image first, then the other pictures, about 1.48
// slides visible so the next one peeks in, and a counter 'n / total'. The first photo is above the
// fold and the page's largest paint, so it loads at once and first; the rest load lazily. The
// swiping (embla) attaches after the first render (lib/use-carousel.ts), so the first photo does
// not wait for the carousel's code.
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCarousel } from '@/lib/use-carousel';
import { catalogPageMessages as m } from '../page-messages';
import { ProductImage } from '@/components/ui/product-image';

export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const intl = useIntl();
  // Every photo keeps its own snap (no trimming at the end), so the counter counts photos.
  const [viewport, api] = useCarousel({ align: 'start', containScroll: false });
  const [selected, setSelected] = useState(0);
  const total = Math.max(images.length, 1);

  const onSelect = useCallback(() => api && setSelected(api.selectedScrollSnap()), [api]);
  useEffect(() => {
    if (!api) return;
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api, onSelect]);

  return (
    <section className="pd-gallery" aria-roledescription="carousel" aria-label={intl.formatMessage(m.photos)}>
      <div className="pd-gallery__viewport" ref={viewport}>
        <div className="pd-gallery__container">
          {(images.length > 0 ? images : [null]).map((src, index) => (
            <div className="pd-gallery__slide" key={`${index}-${src}`} role="group" aria-roledescription="slide">
              <ProductImage src={src} alt={intl.formatMessage(m.photoAlt, { name, number: index + 1 })} size={800} eager={index === 0} priority={index === 0} />
            </div>
          ))}
        </div>
      </div>
      <span className="pd-gallery__counter" data-testid="image-counter" aria-live="polite">
        {selected + 1} / {total}
      </span>
    </section>
  );
}
