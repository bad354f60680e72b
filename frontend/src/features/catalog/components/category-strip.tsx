// Home categories: a row of round pictures with names, swiped sideways; each opens its category.
import { useQuery } from '@apollo/client';
import { LayoutGrid } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { catalogMessages as m } from '../messages';
import { HomeCategoriesQuery } from '../queries';

export function CategoryStrip() {
  const intl = useIntl();
  const { data, loading } = useQuery(HomeCategoriesQuery);
  const categories = data?.categories ?? [];
  if (!loading && categories.length === 0) return null;

  return (
    <section className="section" aria-labelledby="home-categories">
      <h2 id="home-categories" className="section-title">
        {intl.formatMessage(m.categories)}
      </h2>
      <ul className="categories" role="list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {loading && !data
          ? [0, 1, 2, 3, 4].map((i) => (
              <li key={i} className="category-tile" aria-hidden>
                <Skeleton width={56} height={56} radius="circle" />
                <Skeleton width={52} height={12} />
              </li>
            ))
          : categories.map((category) => (
              <li key={category.id}>
                <Link to={`/category?category_id=${category.id}`} className="category-tile">
                  {category.image ? (
                    <img src={category.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
                  ) : (
                    <span className="category-tile__fallback">
                      <LayoutGrid size={24} aria-hidden />
                    </span>
                  )}
                  <span>{category.name}</span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
