// The home's lucky-draw parts (doc 001 §2), loaded after the first paint (home-page.tsx, lazy):
// the red strip sliding through recent winners (prize, the word Winner, winner name; it opens
// /prize-winners) and the lucky-draw section (View all → /lucky-draw, a swipe list of ticket
// products). A card's buy button sends a visitor to /signin and a shopper to /lucky-draw with the
// buy modal open for that product.
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronRight, Trophy } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { TicketProductFieldsFragment } from '@/gql/graphql';
import { useAuth } from '@/lib/auth';
import { drawMessages } from '@/components/draw/messages';
import type { LuckyDrawState } from '../lucky-draw-state';
import { luckyDrawMessages as m } from '../messages';
import { HomeTicketProductsQuery, WinnerSlidesQuery } from '../queries';
import { LuckyRailSkeleton } from './home-lucky-skeleton';
import { TicketCard } from './ticket-card';

/** How long each winner stays in the strip. */
export const WINNER_SLIDE_MS = 3000;

export default function HomeLuckySections() {
  return (
    <>
      <WinnersStrip />
      <LuckyDrawRail />
    </>
  );
}

function WinnersStrip() {
  const intl = useIntl();
  const slides = useQuery(WinnerSlidesQuery).data?.winnerSlides ?? [];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (slides.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), WINNER_SLIDE_MS);
    return () => clearInterval(timer);
  }, [slides.length]);
  const slide = slides.length > 0 ? slides[index % slides.length] : null;
  // The strip stays (with its name) before the first draw, so the section below does not move.
  return (
    <Link to="/prize-winners" className="ld-strip" aria-label={intl.formatMessage(m.winnersStrip)} data-testid="winners-strip">
      <Trophy size={18} aria-hidden />
      {slide ? (
        <span key={slide.id} className="ld-strip__slide">
          <span className="ld-strip__product">{slide.product}</span>
          <span className="ld-strip__word">{intl.formatMessage(drawMessages.winner)}</span>
          <span className="ld-strip__name">{slide.name}</span>
        </span>
      ) : (
        <span className="ld-strip__slide">{intl.formatMessage(m.winnersStrip)}</span>
      )}
      <ChevronRight size={18} aria-hidden />
    </Link>
  );
}

function LuckyDrawRail() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { isSignedIn } = useAuth();
  const { data, loading } = useQuery(HomeTicketProductsQuery);
  const products = data?.homeTicketProducts ?? [];
  const [viewport] = useEmblaCarousel({ align: 'start', dragFree: true, containScroll: 'trimSnaps' });

  if (loading && !data) return <LuckyRailSkeleton />;
  if (products.length === 0) return null;

  function buy(product: TicketProductFieldsFragment) {
    if (!isSignedIn) return navigate('/signin');
    const state: LuckyDrawState = { data: 'allPrizes', showBuyTicketModal: true, selectedProduct: product, buytokenid: product.id };
    navigate('/lucky-draw', { state });
  }

  return (
    <section className="section ld-home" aria-labelledby="home-lucky-draw">
      <div className="ld-home__head">
        <h2 id="home-lucky-draw" className="section-title">
          {intl.formatMessage(m.title)}
        </h2>
        <Link to="/lucky-draw" className="ld-home__all">
          {intl.formatMessage(m.viewAll)}
          <ChevronRight size={16} aria-hidden />
        </Link>
      </div>
      <div className="ld-rail" ref={viewport}>
        <div className="ld-rail__track">
          {products.map((product) => (
            <TicketCard key={product.id} product={product} onBuy={buy} layout="tile" />
          ))}
        </div>
      </div>
    </section>
  );
}
