// /admin/ticket-products: the products raffled in batches, each with its open batch (tickets left,
// tokens a ticket, label) and an inline edit form; a form on top creates a new one. The server
// lists visible ticket products only, so a product saved as hidden leaves this list.
import { useCallback, useState } from 'react';
import { useQuery } from '@apollo/client';
import { Package, Plus, RefreshCw, Ticket } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminTicketProductsQuery as AdminTicketProductsData } from '@/gql/graphql';
import { Facts } from '../components/item-lines';
import { CreateTicketProductForm, EditTicketProductForm } from '../components/ticket-product-forms';
import { Toast } from '../components/toast';
import { adminMessages as m } from '../messages';
import { AdminTicketProductsQuery } from '../queries';
import { adminErrorText } from '../server-error';

type TicketProduct = AdminTicketProductsData['ticketProducts']['data'][number];

const PER_PAGE = 50;

export default function TicketProductsPage() {
  const intl = useIntl();
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminTicketProductsQuery, {
    variables: { page: 1, perPage: PER_PAGE },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const clearToast = useCallback(() => setToast(null), []);
  const page = data?.ticketProducts;

  async function done(text: string) {
    setToast(text);
    setCreating(false);
    setEditing(null);
    try {
      await refetch({ page: 1, perPage: PER_PAGE });
    } catch {
      /* the list error shows */
    }
  }

  async function loadMore() {
    if (!page) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { page: page.meta.currentPage + 1, perPage: PER_PAGE },
        updateQuery: (previous, { fetchMoreResult }) => {
          const seen = new Set(previous.ticketProducts.data.map((p) => p.id));
          const added = fetchMoreResult.ticketProducts.data.filter((p) => !seen.has(p.id));
          return { ticketProducts: { ...fetchMoreResult.ticketProducts, data: [...previous.ticketProducts.data, ...added] } };
        },
      });
    } finally {
      setLoadingMore(false);
    }
  }

  let content;
  if (!page && loading) {
    content = (
      <div className="admin-list" aria-busy="true">
        <Skeleton height={160} radius={14} />
        <Skeleton height={160} radius={14} />
      </div>
    );
  } else if (!page && error) {
    content = (
      <EmptyState title={intl.formatMessage(m.loadFailed)} text={adminErrorText(error, intl)}>
        <Button onClick={() => void refetch()}>{intl.formatMessage(m.retry)}</Button>
      </EmptyState>
    );
  } else if (!page || page.data.length === 0) {
    content = <EmptyState icon={<Ticket size={40} />} title={intl.formatMessage(m.noTicketProducts)} text={intl.formatMessage(m.noTicketProductsText)} />;
  } else {
    content = (
      <>
        <ul className="admin-list admin-tp-list" role="list">
          {page.data.map((product) => (
            <li key={product.id}>
              <TicketProductCard
                product={product}
                editing={editing === product.id}
                onEdit={() => setEditing(product.id)}
                onCancel={() => setEditing(null)}
                onSaved={done}
              />
            </li>
          ))}
        </ul>
        {page.meta.currentPage < page.meta.lastPage && (
          <Button variant="outline" block onClick={() => void loadMore()} loading={loadingMore}>
            {intl.formatMessage(m.loadMore)}
          </Button>
        )}
      </>
    );
  }

  return (
    <main className="admin-main">
      <div className="admin-main__head">
        <h1 className="admin-main__title">{intl.formatMessage(m.ticketProductsTitle)}</h1>
        <Button variant="ghost" size="sm" onClick={() => void refetch()} aria-label={intl.formatMessage(m.refresh)}>
          <RefreshCw size={18} aria-hidden />
          <span className="admin-hide-narrow">{intl.formatMessage(m.refresh)}</span>
        </Button>
        {!creating && (
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus size={18} aria-hidden />
            {intl.formatMessage(m.newTicketProduct)}
          </Button>
        )}
      </div>
      <p className="admin-muted">{intl.formatMessage(m.ticketProductsIntro)}</p>
      {creating && (
        <section className="admin-card" aria-labelledby="admin-tp-new">
          <h2 id="admin-tp-new" className="admin-card__title">
            {intl.formatMessage(m.newTicketProduct)}
          </h2>
          <CreateTicketProductForm onCreated={done} onCancel={() => setCreating(false)} />
        </section>
      )}
      {content}
      <Toast text={toast} onDone={clearToast} />
    </main>
  );
}

function TicketProductCard({
  product,
  editing,
  onEdit,
  onCancel,
  onSaved,
}: {
  product: TicketProduct;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSaved: (text: string) => Promise<void>;
}) {
  const intl = useIntl();
  return (
    <article className="admin-card" aria-label={product.name} data-testid={`ticket-product-${product.id}`}>
      <div className="admin-tp__head">
        {product.featureImage ? (
          <img src={product.featureImage} alt="" className="admin-tp__img" width={56} height={56} loading="lazy" />
        ) : (
          <span className="admin-tp__img admin-item__img--none" aria-hidden>
            <Package size={24} />
          </span>
        )}
        <div className="admin-tp__text">
          <h2 className="admin-card__title">{product.name}</h2>
          <span className="admin-muted">
            {product.category} · #{product.productId}
          </span>
        </div>
        {product.label && <span className="admin-tag">{product.label}</span>}
      </div>
      <Facts
        rows={[
          { label: intl.formatMessage(m.batch), value: intl.formatMessage(m.batchNumber, { batch: product.batch }) },
          { label: intl.formatMessage(m.ticketField), value: intl.formatMessage(m.remaining, { remaining: product.remainingTickets, ticket: product.ticket }) },
          { label: intl.formatMessage(m.costField), value: intl.formatMessage(m.costPerTicket, { count: product.costTokenPoint }), strong: true },
        ]}
      />
      {editing ? (
        <EditTicketProductForm product={product} onSaved={onSaved} onCancel={onCancel} />
      ) : (
        <Button variant="outline" onClick={onEdit} aria-label={intl.formatMessage(m.editOf, { name: product.name })}>
          {intl.formatMessage(m.edit)}
        </Button>
      )}
    </article>
  );
}
