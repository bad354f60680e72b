// /search-result?search={term} (also /search?search={term}): 'best match' and a two-column grid of
// the products whose names match, with infinite scroll; 'No Product Found' when none do.
import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { EmptyState } from '@/components/ui/empty-state';
import { usePagedList } from '@/lib/use-paged-list';
import { ProductGrid } from '../components/product-grid';
import { catalogPageMessages as m } from '../page-messages';
import { SearchProductsQuery } from '../queries';

export const SEARCH_PER_PAGE = 20;

export default function SearchResultPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const term = (params.get('search') ?? '').trim();
  const noneFound = (
    <EmptyState icon={<SearchX size={44} />} title={intl.formatMessage(m.noProductFound)} text={intl.formatMessage(m.noProductText)} />
  );

  return (
    <Page>
      <h1 className="page-heading">{intl.formatMessage(m.bestMatch)}</h1>
      {term ? (
        <>
          <p className="page-subheading">{intl.formatMessage(m.searchFor, { term })}</p>
          {/* A new term is a new list: the key resets its paging state. */}
          <SearchResults key={term} term={term} empty={noneFound} />
        </>
      ) : (
        noneFound
      )}
    </Page>
  );
}

function SearchResults({ term, empty }: { term: string; empty: ReactNode }) {
  const list = usePagedList(SearchProductsQuery, { search: term, page: 1, perPage: SEARCH_PER_PAGE }, 'products');
  return <ProductGrid list={list} empty={empty} eagerCount={4} />;
}
