// /admin/categories: every category in its order (hidden ones too, marked), with its languages
// (a missing one is flagged), its picture and how many products it has; each has an inline edit
// form, New creates one, and Hide / Show is one tap (a hidden category hides its products).
import { useMutation, useQuery } from '@apollo/client';
import { FolderTree } from 'lucide-react';
import { useIntl } from 'react-intl';
import { catalogMessages as m } from './messages';
import './catalog.css';
import { AdminCategoryListQuery, SetCategoryHiddenMutation } from './queries';
import { CatalogItem } from './catalog-item';
import { CategoryForm, type AdminCategory } from './category-form';
import { EditableListPage } from '../components/editable-list-page';

export default function CategoriesPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminCategoryListQuery, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const [setHidden] = useMutation(SetCategoryHiddenMutation);

  async function toggleHidden(category: AdminCategory) {
    await setHidden({ variables: { id: category.id, hidden: !category.hidden } });
    return intl.formatMessage(category.hidden ? m.itemShown : m.itemHidden, { name: category.name.en });
  }

  return (
    <EditableListPage
      title={intl.formatMessage(m.categoriesTitle)}
      intro={intl.formatMessage(m.categoriesIntro)}
      newLabel={intl.formatMessage(m.newCategory)}
      items={data?.adminCategories}
      loading={loading}
      error={error}
      refetch={refetch}
      failedTitle={intl.formatMessage(m.noCategories)}
      empty={{ icon: <FolderTree size={40} />, title: intl.formatMessage(m.noCategories), text: intl.formatMessage(m.noCategoriesText) }}
      renderCreate={(onCreated, onCancel) => <CategoryForm onDone={onCreated} onCancel={onCancel} />}
      renderItem={(category, editing) => (
        <CatalogItem
          name={category.name.en}
          translations={category.name}
          image={category.image}
          hidden={category.hidden}
          facts={[
            { label: intl.formatMessage(m.productsTitle), value: intl.formatMessage(m.productCount, { count: category.productCount }) },
            { label: intl.formatMessage(m.position), value: intl.formatNumber(category.sort) },
          ]}
          testId={`category-${category.id}`}
          onToggleHidden={() => toggleHidden(category)}
          form={<CategoryForm category={category} onDone={editing.onSaved} onCancel={editing.onCancel} />}
          {...editing}
        />
      )}
    />
  );
}
