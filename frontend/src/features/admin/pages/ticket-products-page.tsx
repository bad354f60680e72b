// /admin/ticket-products: every product raffled in batches, hidden ones included (marked, and
// shown again from their card), each with its current batch and the ticket count of the batches
// to come, and an inline edit form; a form on top creates a new one.
import { useQuery } from '@apollo/client';
import { Ticket } from 'lucide-react';
import { useIntl } from 'react-intl';
import { EditableListPage } from '../components/editable-list-page';
import { TicketProductCard } from '../components/ticket-product-card';
import { CreateTicketProductForm } from '../components/ticket-product-forms';
import { adminMessages as m } from '../messages';
import { AdminTicketProductsQuery } from '../queries';

export default function TicketProductsPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminTicketProductsQuery, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });

  return (
    <EditableListPage
      title={intl.formatMessage(m.ticketProductsTitle)}
      intro={intl.formatMessage(m.ticketProductsIntro)}
      newLabel={intl.formatMessage(m.newTicketProduct)}
      items={data?.adminTicketProducts}
      loading={loading}
      error={error}
      refetch={refetch}
      failedTitle={intl.formatMessage(m.loadFailed)}
      empty={{ icon: <Ticket size={40} />, title: intl.formatMessage(m.noTicketProducts), text: intl.formatMessage(m.noTicketProductsText) }}
      renderCreate={(onCreated, onCancel) => <CreateTicketProductForm onCreated={onCreated} onCancel={onCancel} />}
      renderItem={(product, editing) => <TicketProductCard product={product} {...editing} />}
    />
  );
}
