// A swipeable carousel (embla) attached to slides already on the page: the slides are plain
// markup from the first render, and embla's code (about 8 kB gzip) is downloaded after it and
// takes them over in place. A photo or banner that is the page's largest paint then never waits
// for the carousel's download, and nothing is rendered twice. Until embla is there (or if its
// download fails) the first slide shows and the others wait beside it, out of view.
import { useEffect, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

/**
 * `[ref, api]`: put `ref` on the viewport element (the one with `overflow: hidden` around the
 * slide container); `api` is embla's once it has attached. `options` are read once.
 */
export function useCarousel(options: EmblaOptionsType): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [initial] = useState(options);

  useEffect(() => {
    if (!viewport) return;
    let carousel: EmblaCarouselType | undefined;
    let gone = false;
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (gone) return;
        carousel = EmblaCarousel(viewport, initial);
        setApi(carousel);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [viewport, initial]);

  return [setViewport, api];
}
