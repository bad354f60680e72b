// Home banners (doc 001 §2): embla carousel turning every 2 s; each banner opens its link in a new
// tab. Only the first image is eager (fetchpriority high): it is the page's largest paint. The
// carousel itself (banner-slides.tsx, with embla) loads lazily; until it arrives the first banner
// stands alone in the same box, so nothing moves when it takes over.
import { Suspense, lazy } from 'react';
import { useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { catalogMessages as m } from '../messages';
import { HomeSlidersQuery } from '../queries';

export const BANNER_DELAY_MS = 2000;

const BannerSlides = lazy(() => import('./banner-slides'));

export interface Slider {
  id: number;
  name: string;
  image: string;
  url: string;
}

export function BannerCarousel() {
  const intl = useIntl();
  const { data, loading } = useQuery(HomeSlidersQuery);
  const sliders = data?.sliders ?? [];

  if (loading && !data) return <Skeleton height="auto" radius={8} className="banner-skeleton" />;
  if (sliders.length === 0) return null;
  const label = intl.formatMessage(m.banners);
  const firstOnly = (
    <section className="banner" aria-roledescription="carousel" aria-label={label}>
      <div className="banner__viewport">
        <div className="banner__container">
          <BannerSlide slider={sliders[0]} index={0} count={sliders.length} />
        </div>
      </div>
    </section>
  );
  return (
    <Suspense fallback={firstOnly}>
      <BannerSlides sliders={sliders} label={label} />
    </Suspense>
  );
}

export function BannerSlide({ slider, index, count }: { slider: Slider; index: number; count: number }) {
  const image = (
    <img
      src={slider.image}
      alt={slider.name}
      width={800}
      height={320}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : 'low'}
      decoding={index === 0 ? 'sync' : 'async'}
    />
  );
  return (
    <div className="banner__slide" role="group" aria-roledescription="slide" aria-label={`${index + 1} / ${count}`}>
      {slider.url ? (
        <a href={slider.url} target="_blank" rel="noopener noreferrer">
          {image}
        </a>
      ) : (
        image
      )}
    </div>
  );
}
