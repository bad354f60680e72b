// /category?category_id={id}: breadcrumb and heading with the category's name (found among the
// home categories), then its products in a two-column grid with infinite scroll. An empty
// category_id goes back to / (doc 001 §2, guards). 'Page Not Found' only when the server's list
// lacks the id: offline, the list is the phone's saved copy (or none), which proves nothing, so the
// page says it is offline and offers Try again (lib/read-failure.ts); a list that failed online
// shows 'could not load' with a retry.
import { useQuery } from '@apollo/client';
import { PackageOpen, SearchX } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { OfflineState } from '@/components/ui/offline-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isOffline } from '@/lib/read-failure';
import { usePagedList } from '@/lib/use-paged-list';
import { Breadcrumb } from '../components/breadcrumb';
import { ProductGrid } from '../components/product-grid';
import { catalogPageMessages as m } from '../page-messages';
import { CategoryProductsQuery, HomeCategoriesQuery } from '../queries';

export const CATEGORY_PER_PAGE = 20;

export default function CategoryPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const raw = (params.get('category_id') ?? '').trim();
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  const categories = useQuery(HomeCategoriesQuery, { skip: id === null });

  if (raw === '') return <Navigate to="/" replace />;
  const category = categories.data?.categories.find((c) => c.id === id);
  const retry = () => void categories.refetch().catch(() => undefined);
  if (id !== null && !category && isOffline() && (categories.data || categories.error)) {
    return (
      <Page>
        <OfflineState onRetry={retry} />
      </Page>
    );
  }
  if (id !== null && !categories.data && categories.error) {
    return (
      <Page>
        <LoadError onRetry={retry} />
      </Page>
    );
  }
  if (id === null || (categories.data && !category)) {
    return (
      <Page>
        <EmptyState icon={<SearchX size={44} />} title={intl.formatMessage(m.notFoundTitle)} text={intl.formatMessage(m.categoryNotFoundText)} level={1}>
          <Link to="/" className="ui-button ui-button--primary">
            {intl.formatMessage(m.backHome)}
          </Link>
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page>
      {category ? (
        <>
          <Breadcrumb items={[{ label: category.name }]} />
          <h1 className="page-heading">{category.name}</h1>
        </>
      ) : (
        <div aria-hidden style={{ display: 'grid', gap: 10, marginBottom: 12 }}>
          <Skeleton height={16} width="40%" />
          <Skeleton height={24} width="60%" />
        </div>
      )}
      <CategoryProducts key={id} categoryId={id} />
    </Page>
  );
}

function CategoryProducts({ categoryId }: { categoryId: number }) {
  const intl = useIntl();
  const list = usePagedList(CategoryProductsQuery, { categoryId, page: 1, perPage: CATEGORY_PER_PAGE }, 'products');
  return (
    <ProductGrid list={list} eagerCount={4} empty={<EmptyState icon={<PackageOpen size={44} />} title={intl.formatMessage(m.noProductFound)} />} />
  );
}
