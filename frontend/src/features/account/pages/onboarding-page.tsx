// /onboarding (spec section 2): the user guide's slides (title, HTML body, picture), swipeable,
// with Skip, Back and Next. Skip and the last slide's button go to the home page. Also the
// profile menu's user guide entry.
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@apollo/client';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { OfflineState } from '@/components/ui/offline-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isOffline } from '@/lib/read-failure';
import { onboardingMessages as m, onboardingSlideMessage, profileMessages } from '../messages';
import { OnboardingSlidesQuery } from '../queries';
import '../account.css';

/** The slides' pictures are 4:3 (800x600 in the demo shop). */
const IMAGE_W = 800;
const IMAGE_H = 600;

export default function OnboardingPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(OnboardingSlidesQuery);
  const slides = data?.onboardingSlides ?? [];
  const [viewport, embla] = useEmblaCarousel({ loop: false });
  const [index, setIndex] = useState(0);

  const onSelect = useCallback(() => setIndex(embla?.selectedScrollSnap() ?? 0), [embla]);
  useEffect(() => {
    if (!embla) return;
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla, onSelect]);

  const finish = () => navigate('/');
  const last = index >= slides.length - 1;

  if (loading && !data) {
    return (
      <Page className="acc-page acc-onboarding">
        <Skeleton height={0} className="acc-onboarding__image-skeleton" />
        <Skeleton width="70%" height={24} />
        <Skeleton height={14} />
        <Skeleton width="85%" height={14} />
      </Page>
    );
  }

  // Offline with no saved copy of the guide: say so, not that the guide is unavailable.
  if (slides.length === 0 && error && isOffline()) {
    return (
      <Page className="acc-page">
        <OfflineState onRetry={() => void refetch().catch(() => undefined)} />
      </Page>
    );
  }

  if (slides.length === 0) {
    return (
      <Page className="acc-page">
        <EmptyState title={intl.formatMessage(m.empty)} level={1}>
          {error && (
            <Button variant="outline" onClick={() => void refetch()}>
              {intl.formatMessage(profileMessages.retry)}
            </Button>
          )}
          <Link to="/" className="ui-button ui-button--primary ui-button--md">
            {intl.formatMessage(m.start)}
          </Link>
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page className="acc-page acc-onboarding">
      <h1 className="visually-hidden">{intl.formatMessage(m.title)}</h1>
      <div className="acc-onboarding__stage">
        <button type="button" className="acc-onboarding__skip" onClick={finish}>
          {intl.formatMessage(m.skip)}
        </button>
        <section className="acc-onboarding__viewport" ref={viewport} aria-roledescription="carousel" aria-label={intl.formatMessage(m.title)}>
          <div className="acc-onboarding__track">
            {slides.map((slide, i) => (
              <article
                key={slide.id}
                className="acc-onboarding__slide"
                aria-roledescription="slide"
                aria-label={intl.formatMessage(onboardingSlideMessage, { number: i + 1, total: slides.length })}
                aria-hidden={i !== index || undefined}
              >
                {slide.featureImage && (
                  <img
                    className="acc-onboarding__image"
                    src={slide.featureImage}
                    alt=""
                    width={IMAGE_W}
                    height={IMAGE_H}
                    loading={i === 0 ? 'eager' : 'lazy'}
                  />
                )}
                <h2 className="acc-onboarding__title">{slide.title}</h2>
                {/* The server sanitises slide bodies when they are saved. */}
                <div className="acc-onboarding__body" dangerouslySetInnerHTML={{ __html: slide.body }} />
              </article>
            ))}
          </div>
        </section>
      </div>
      <div className="acc-onboarding__dots">
        {slides.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            className="acc-onboarding__dot"
            aria-label={intl.formatMessage(onboardingSlideMessage, { number: i + 1, total: slides.length })}
            aria-current={i === index ? 'step' : undefined}
            onClick={() => embla?.scrollTo(i)}
          >
            <span aria-hidden />
          </button>
        ))}
      </div>
      <div className="acc-onboarding__nav">
        <Button variant="outline" size="lg" onClick={() => embla?.scrollPrev()} disabled={index === 0}>
          <ChevronLeft size={20} aria-hidden />
          {intl.formatMessage(m.back)}
        </Button>
        {last ? (
          <Button size="lg" onClick={finish}>
            {intl.formatMessage(m.start)}
          </Button>
        ) : (
          <Button size="lg" onClick={() => embla?.scrollNext()}>
            {intl.formatMessage(m.next)}
            <ChevronRight size={20} aria-hidden />
          </Button>
        )}
      </div>
    </Page>
  );
}
