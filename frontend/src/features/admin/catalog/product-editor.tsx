// The product form for an existing product: it first reads the product with its options and
// variants (`adminProduct`), which the page of products leaves out to stay cheap.
import { useQuery } from '@apollo/client';
import type { AdminProductFieldsFragment } from '@/gql/graphql';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { ProductForm } from './product-form';
import { AdminProductQuery } from './queries';

export function ProductEditor({
  product,
  onDone,
  onCancel,
}: {
  product: AdminProductFieldsFragment;
  onDone: (text: string) => Promise<void> | void;
  onCancel: () => void;
}) {
  const { data, error, refetch } = useQuery(AdminProductQuery, { variables: { id: product.id }, fetchPolicy: 'network-only' });
  if (error && !data) return <LoadError onRetry={() => void refetch()} />;
  if (!data) return <Spinner />;
  return <ProductForm product={{ ...product, ...data.adminProduct }} onDone={onDone} onCancel={onCancel} />;
}
