// The turning part of the home banners (embla, 2 s autoplay). Loaded after the first paint by
// banner-carousel.tsx, which shows the first banner meanwhile, so the page's largest image starts
// at once and the carousel code stays out of the first download.
import { useCallback, useEffect, useState } from 'react';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useIntl } from 'react-intl';
import { catalogMessages as m } from '../messages';
import { BANNER_DELAY_MS, BannerSlide, type Slider } from './banner-carousel';

export default function BannerSlides({ sliders, label }: { sliders: Slider[]; label: string }) {
  const intl = useIntl();
  const [autoplay] = useState(() => Autoplay({ delay: BANNER_DELAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }));
  const [viewport, api] = useEmblaCarousel({ loop: sliders.length > 1 }, sliders.length > 1 ? [autoplay] : []);
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => api && setSelected(api.selectedScrollSnap()), [api]);
  useEffect(() => {
    if (!api) return;
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api, onSelect]);

  return (
    <section className="banner" aria-roledescription="carousel" aria-label={label}>
      <div className="banner__viewport" ref={viewport}>
        <div className="banner__container">
          {sliders.map((slider, index) => (
            <BannerSlide key={slider.id} slider={slider} index={index} count={sliders.length} />
          ))}
        </div>
      </div>
      {sliders.length > 1 && (
        <div className="banner__dots">
          {sliders.map((slider, index) => (
            <button
              key={slider.id}
              type="button"
              className="banner__dot"
              aria-current={index === selected}
              aria-label={intl.formatMessage(m.bannerGoTo, { number: index + 1 })}
              onClick={() => api?.scrollTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
