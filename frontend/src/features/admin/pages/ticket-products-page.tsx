// /admin/ticket-products: every product raffled in batches, hidden ones included (marked, and
// shown again from their card), each with its current batch and the ticket count of the batches
// to come, and an inline edit form; a form on top creates a new one.
import { useCallback, useState } from 'react';
import { useQuery } from '@apollo/client';
import { Plus, RefreshCw, Ticket } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { TicketProductCard } from '../components/ticket-product-card';
import { CreateTicketProductForm } from '../components/ticket-product-forms';
import { Toast } from '../components/toast';
import { adminMessages as m } from '../messages';
import { AdminTicketProductsQuery } from '../queries';
import { adminErrorText } from '../server-error';

export default function TicketProductsPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminTicketProductsQuery, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const clearToast = useCallback(() => setToast(null), []);
  const products = data?.adminTicketProducts;

  async function done(text: string) {
    setToast(text);
    setCreating(false);
    setEditing(null);
    try {
      await refetch();
    } catch {
      /* the list error shows */
    }
  }

  let content;
  if (!products && loading) {
    content = (
      <div className="admin-list" aria-busy="true">
        <Skeleton height={160} radius={14} />
        <Skeleton height={160} radius={14} />
      </div>
    );
  } else if (!products && error) {
    content = (
      <EmptyState title={intl.formatMessage(m.loadFailed)} text={adminErrorText(error, intl)}>
        <Button onClick={() => void refetch()}>{intl.formatMessage(m.retry)}</Button>
      </EmptyState>
    );
  } else if (!products || products.length === 0) {
    content = <EmptyState icon={<Ticket size={40} />} title={intl.formatMessage(m.noTicketProducts)} text={intl.formatMessage(m.noTicketProductsText)} />;
  } else {
    content = (
      <ul className="admin-list admin-tp-list" role="list">
        {products.map((product) => (
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
