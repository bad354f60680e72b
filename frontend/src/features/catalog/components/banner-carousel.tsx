// Home banners (doc 001 §2): embla carousel turning every 2 s; each banner opens its link in a new
// tab. Only the first image is eager (fetchpriority high): it is the page's largest paint. The
// carousel itself (banner-slides.tsx, with embla) loads lazily; until it arrives the first banner
// stands alone in the same box, so nothing moves when it takes over.
//
// Before the banners' query answers, the first banner the server put into the page's HTML (the
// boot placeholder of GET /, which React's first render replaces) stays on screen in the same box,
// not a skeleton. Otherwise the largest image would disappear with the placeholder and paint
// again only after the query: when the JavaScript is quick, the browser never painted the
// placeholder's copy, and the page's largest paint came with the query's answer (about a second
// later on Lighthouse's slow phone) instead of with the first render.
import { Suspense, lazy, useEffect } from 'react';
import { useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { catalogMessages as m } from '../messages';
import { HomeSlidersQuery } from '../queries';

export const BANNER_DELAY_MS = 2000;

const BannerSlides = lazy(() => import('./banner-slides'));

/** The server's first banner in the boot placeholder, read before React's first render; null once the banners answered. */
let bootBanner: string | null =
  typeof document === 'undefined' ? null : (document.querySelector<HTMLImageElement>('#root .boot__banner img')?.getAttribute('src') ?? null);

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
  useEffect(() => {
    if (data) bootBanner = null; // later loads (a language change) show the skeleton
  }, [data]);

  if (loading && !data) {
    if (!bootBanner) return <Skeleton height="auto" radius={8} className="banner-skeleton" />;
    return (
      <div className="banner" aria-busy="true">
        <div className="banner__viewport">
          <div className="banner__container">
            <div className="banner__slide">
              <img src={bootBanner} alt="" width={800} height={320} fetchPriority="high" decoding="sync" />
            </div>
          </div>
        </div>
      </div>
    );
  }
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
