// Home (doc 001 §2): banners, shortcuts, the winners strip and the lucky-draw section, categories
// and the 'browse best deal' grid of the newest products with infinite scroll.
// This page is in the first download (no lazy): it is where most visits start. The lucky-draw
// parts are not (features/luckydraw, a lazy chunk): a skeleton of their exact height holds their
// place, so the first download stays within its budget and nothing moves when they arrive.
// Their chunk is asked for only once the banners have answered: on a slow phone network the
// browser opens few connections, and the banner (the largest paint) must not wait behind it.
// The router (app/) hands both in, so the catalogue does not import the lucky draw.
import { Suspense, memo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';
import { Page } from '@/components/ui/page';
import { usePagedList } from '@/lib/use-paged-list';
import { BannerCarousel } from '../components/banner-carousel';
import { CategoryStrip } from '../components/category-strip';
import { HomeShortcuts } from '../components/home-shortcuts';
import { ProductGrid } from '../components/product-grid';
import { catalogMessages as m } from '../messages';
import { HomeSlidersQuery, LatestProductsQuery } from '../queries';

const FIRST_PAGE = { page: 1 };

// Sections with their own data (or none): the answers this page waits for (the banners, the
// newest products) do not render them again. On a slow phone each of those renders is a task of
// its own while the page settles.
const Banners = memo(BannerCarousel);
const Shortcuts = memo(HomeShortcuts);
const Categories = memo(CategoryStrip);

export interface HomePageProps {
  /** The lucky-draw sections (a lazy component: rendered inside Suspense). */
  luckySections: ReactNode;
  /** Their placeholder, of their exact height. */
  luckySkeleton: ReactNode;
}

export function HomePage({ luckySections, luckySkeleton }: HomePageProps) {
  const intl = useIntl();
  const latest = usePagedList(LatestProductsQuery, FIRST_PAGE, 'latestProducts');
  // The same query as the banner carousel: Apollo answers both from one request.
  const banners = useQuery(HomeSlidersQuery);
  const bannersSettled = Boolean(banners.data) || Boolean(banners.error);
  return (
    <Page>
      <Banners />
      <Shortcuts />
      {bannersSettled ? (
        <Suspense fallback={luckySkeleton}>{luckySections}</Suspense>
      ) : (
        luckySkeleton
      )}
      <Categories />
      <section className="best-deal" aria-labelledby="home-best-deal">
        <h2 id="home-best-deal" className="section-title best-deal__title">
          {intl.formatMessage(m.bestDeal)}
        </h2>
        <ProductGrid list={latest} />
      </section>
    </Page>
  );
}
