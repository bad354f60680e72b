// /admin/products: every product, token pack and referral gift (hidden ones too), searched by name
// in any language, filtered by type and category, paged on the server (20 a page); a product whose
// flash sale is on or still to come is tagged with its times in Myanmar time. Each has its
// inline edit form (three languages side by side, photos in order); New opens the create form.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { PackageSearch, Search } from 'lucide-react';
import { useIntl } from 'react-intl';
import { formatMMK } from '@/lib/format';
import { Button } from '@/components/ui/button';
import type { AdminProductFieldsFragment, ProductType } from '@/gql/graphql';
import { catalogMessages as m } from './messages';
import './catalog.css';
import { AdminCategoryListQuery, AdminProductPageQuery } from './queries';
import { saleState, type EditableProductType } from './rules';
import { CatalogItem } from './catalog-item';
import { EditableListPage } from '../components/editable-list-page';
import { ConsolePager } from '../console/pager';
import { ProductEditor } from './product-editor';
import { ProductForm, TYPE_LABELS } from './product-form';
import { SetProductHiddenMutation } from '../queries';
import { SpreadsheetLink } from '../spreadsheet/spreadsheet-link';

const PAGE_SIZE = 20;
const EDITABLE: EditableProductType[] = ['PRODUCT', 'TOKEN_PRODUCT', 'REFERRAL_GIFT'];
/** Sale times as the admin typed them: Myanmar time, whatever the desk's time zone. */
const MYANMAR_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Yangon' };

export default function ProductsPage() {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState({ search: '', type: '' as EditableProductType | '', categoryId: '', page: 1 });
  const { data, loading, error, refetch } = useQuery(AdminProductPageQuery, {
    variables: {
      search: filters.search || null,
      types: (filters.type ? [filters.type] : EDITABLE) as ProductType[],
      categoryId: filters.categoryId ? Number(filters.categoryId) : null,
      page: filters.page,
      limit: PAGE_SIZE,
    },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const categories = useQuery(AdminCategoryListQuery);
  const [setHidden] = useMutation(SetProductHiddenMutation);
  const categoryName = (id: number) => categories.data?.adminCategories.find((c) => c.id === id)?.name.en ?? `#${id}`;
  const page = data?.adminProductPage;
  const now = Date.now();

  /** The product's sale tag: on now (until its end) or to come (its start and end); none otherwise. */
  function saleTag(product: AdminProductFieldsFragment): string[] {
    const state = saleState(product, now);
    if (!state) return [];
    const time = (value: unknown) => intl.formatDate(new Date(String(value)), MYANMAR_TIME);
    if (state === 'now') return [intl.formatMessage(m.saleUntil, { end: time(product.saleEndsAt) })];
    return [intl.formatMessage(m.saleScheduled, { start: time(product.saleStartsAt), end: time(product.saleEndsAt) })];
  }

  async function toggleHidden(product: AdminProductFieldsFragment) {
    await setHidden({ variables: { id: product.id, hidden: !product.hidden } });
    return intl.formatMessage(product.hidden ? m.itemShown : m.itemHidden, { name: product.name.en });
  }

  const toolbar = (
    <form
      className="admin-filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        setFilters((f) => ({ ...f, search: typed.trim(), page: 1 }));
      }}
    >
      <label className="admin-filters__search">
        <span className="admin-field__label">{intl.formatMessage(m.search)}</span>
        <span className="admin-filters__row">
          <input
            type="search"
            className="admin-field__input"
            value={typed}
            placeholder={intl.formatMessage(m.searchPlaceholder)}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" size="sm" aria-label={intl.formatMessage(m.searchButton)}>
            <Search size={18} aria-hidden />
          </Button>
        </span>
      </label>
      <label>
        <span className="admin-field__label">{intl.formatMessage(m.type)}</span>
        <select className="admin-field__input" value={filters.type} onChange={(e) => setFilters((f) => ({ ...f, type: e.target.value as EditableProductType | '', page: 1 }))}>
          <option value="">{intl.formatMessage(m.allTypes)}</option>
          {EDITABLE.map((type) => (
            <option key={type} value={type}>
              {intl.formatMessage(TYPE_LABELS[type])}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="admin-field__label">{intl.formatMessage(m.category)}</span>
        <select className="admin-field__input" value={filters.categoryId} onChange={(e) => setFilters((f) => ({ ...f, categoryId: e.target.value, page: 1 }))}>
          <option value="">{intl.formatMessage(m.allCategories)}</option>
          {categories.data?.adminCategories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name.en}
            </option>
          ))}
        </select>
      </label>
      {page && <p className="admin-muted admin-filters__count">{intl.formatMessage(m.productCount, { count: page.meta.total })}</p>}
    </form>
  );

  return (
    <EditableListPage
      title={intl.formatMessage(m.productsTitle)}
      intro={intl.formatMessage(m.productsIntro)}
      newLabel={intl.formatMessage(m.newProduct)}
      items={page?.data}
      loading={loading}
      error={error}
      refetch={refetch}
      failedTitle={intl.formatMessage(m.noProducts)}
      empty={{ icon: <PackageSearch size={40} />, title: intl.formatMessage(m.noProducts), text: intl.formatMessage(m.noProductsText) }}
      toolbar={
        <>
          <SpreadsheetLink />
          {toolbar}
        </>
      }
      footer={
        page && (
          <ConsolePager
            page={page.meta.currentPage}
            lastPage={page.meta.lastPage}
            what={intl.formatMessage(m.productsTitle)}
            busy={loading}
            onPage={(p) => setFilters((f) => ({ ...f, page: p }))}
          />
        )
      }
      renderCreate={(onCreated, onCancel) => <ProductForm type={filters.type || 'PRODUCT'} onDone={onCreated} onCancel={onCancel} />}
      renderItem={(product, editing) => (
        <CatalogItem
          name={product.name.en}
          translations={product.name}
          image={product.images[0]?.thumb ?? product.featureImage}
          hidden={product.hidden}
          badges={[intl.formatMessage(TYPE_LABELS[product.type as EditableProductType] ?? m.typeProduct), ...(product.inStock ? [] : [intl.formatMessage(m.outOfStock)])]}
          highlights={saleTag(product)}
          facts={[
            { label: intl.formatMessage(m.price), value: formatMMK(product.actualPrice), strong: true },
            { label: intl.formatMessage(m.category), value: categoryName(product.categoryId) },
            ...(product.type === 'TOKEN_PRODUCT' ? [{ label: intl.formatMessage(m.tokenAmount), value: intl.formatNumber(product.tokenAmount ?? 0) }] : []),
            ...(product.type === 'REFERRAL_GIFT' ? [{ label: intl.formatMessage(m.referralPoint), value: intl.formatNumber(product.referralPoint ?? 0) }] : []),
            ...(product.type === 'PRODUCT' ? [{ label: intl.formatMessage(m.tokenReward), value: intl.formatNumber(product.tokenReward) }] : []),
          ]}
          testId={`product-${product.id}`}
          onToggleHidden={() => toggleHidden(product)}
          form={<ProductEditor product={product} onDone={editing.onSaved} onCancel={editing.onCancel} />}
          {...editing}
        />
      )}
    />
  );
}
