// One ticket product on /admin/ticket-products: its current batch (number, sold / size), the
// tickets the batches after it will have (an edit changes that count, not the open batch), tokens
// a ticket and label, with the inline edit form and a link to its batches. A hidden product is
// marked and has a one-click "Show in the shop" (the edit form's checkbox does the same).
import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { AdminTicketProductsQuery } from '@/gql/graphql';
import { consoleMessages as cm } from '../console/messages';
import { adminMessages as m } from '../messages';
import { UpdateTicketProductMutation } from '../queries';
import { adminErrorText } from '../server-error';
import { Facts } from './item-lines';
import { EditTicketProductForm } from './ticket-product-forms';

export type AdminTicketProduct = AdminTicketProductsQuery['adminTicketProducts'][number];

export function TicketProductCard({
  product,
  editing,
  onEdit,
  onCancel,
  onSaved,
}: {
  product: AdminTicketProduct;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSaved: (text: string) => Promise<void>;
}) {
  const intl = useIntl();
  const [update, updating] = useMutation(UpdateTicketProductMutation);
  const [error, setError] = useState<string | null>(null);

  async function unhide() {
    setError(null);
    try {
      await update({ variables: { id: product.id, input: { hidden: false } } });
    } catch (failure) {
      setError(adminErrorText(failure, intl));
      return;
    }
    await onSaved(intl.formatMessage(m.unhidden, { name: product.name }));
  }

  return (
    <article
      className={['admin-card', product.hidden && 'admin-tp--hidden'].filter(Boolean).join(' ')}
      aria-label={product.name}
      data-testid={`ticket-product-${product.id}`}
    >
      <div className="admin-tp__head">
        <div className="admin-tp__text">
          <h2 className="admin-card__title">{product.name}</h2>
          <span className="admin-muted">#{product.productId}</span>
        </div>
        {product.hidden && (
          <span className="admin-tag admin-tag--muted" data-testid="hidden-tag">
            {intl.formatMessage(m.hiddenTag)}
          </span>
        )}
        {product.label && <span className="admin-tag">{product.label}</span>}
      </div>
      <Facts
        rows={[
          {
            label: intl.formatMessage(m.currentBatch),
            value: intl.formatMessage(m.batchSold, { batch: product.batch, sold: product.sold, ticket: product.batchTicket }),
          },
          { label: intl.formatMessage(m.nextBatches), value: intl.formatMessage(m.ticketsPerBatch, { count: product.ticket }) },
          { label: intl.formatMessage(m.costField), value: intl.formatMessage(m.costPerTicket, { count: product.costTokenPoint }), strong: true },
        ]}
      />
      {error && (
        <p className="admin-field__error" role="alert">
          {error}
        </p>
      )}
      {editing ? (
        <EditTicketProductForm product={product} onSaved={onSaved} onCancel={onCancel} />
      ) : (
        <div className="admin-tp__actions">
          <Button variant="outline" onClick={onEdit} aria-label={intl.formatMessage(m.editOf, { name: product.name })}>
            {intl.formatMessage(m.edit)}
          </Button>
          <Link
            to={`/admin/ticket-products/${product.id}/draws`}
            className="ui-button ui-button--outline ui-button--md"
            aria-label={intl.formatMessage(cm.seeBatchesOf, { name: product.name })}
          >
            {intl.formatMessage(cm.seeBatches)}
          </Link>
          {product.hidden && (
            <Button onClick={() => void unhide()} loading={updating.loading} aria-label={intl.formatMessage(m.unhideOf, { name: product.name })}>
              {intl.formatMessage(m.unhide)}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
