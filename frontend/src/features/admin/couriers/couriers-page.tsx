// /admin/couriers (issue 38): the delivery services the shop hands parcels to, active ones first.
// Each card shows the name, the phone, the tracking link template and whether it takes new parcels,
// with its inline edit form and Deactivate / Activate in one tap (a courier is never deleted: the
// parcels it carried keep it). A form on top adds one.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Truck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { EditableListPage, type ItemEditing } from '../components/editable-list-page';
import { Facts } from '../components/item-lines';
import { adminErrorText } from '../server-error';
import { CourierForm, type AdminCourier } from './courier-form';
import { courierMessages as m } from './messages';
import { AdminCouriersQuery, UpdateCourierMutation } from './queries';
import './couriers.css';

export default function CouriersPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminCouriersQuery, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });

  return (
    <EditableListPage
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      newLabel={intl.formatMessage(m.newCourier)}
      items={data?.couriers}
      loading={loading}
      error={error}
      refetch={refetch}
      failedTitle={intl.formatMessage(m.loadFailed)}
      empty={{ icon: <Truck size={40} />, title: intl.formatMessage(m.none), text: intl.formatMessage(m.noneText) }}
      renderCreate={(onCreated, onCancel) => <CourierForm onDone={onCreated} onCancel={onCancel} />}
      renderItem={(courier, editing) => <CourierCard courier={courier} {...editing} />}
    />
  );
}

function CourierCard({ courier, editing, onEdit, onCancel, onSaved }: { courier: AdminCourier } & ItemEditing) {
  const intl = useIntl();
  const [update, updating] = useMutation(UpdateCourierMutation);
  const [error, setError] = useState<string | null>(null);
  const { name } = courier;

  async function toggleActive() {
    setError(null);
    const active = !courier.active;
    try {
      await update({ variables: { id: courier.id, input: { name, phone: courier.phone, trackingUrl: courier.trackingUrl ?? null, active } } });
    } catch (failure) {
      setError(adminErrorText(failure, intl));
      return;
    }
    await onSaved(intl.formatMessage(active ? m.activated : m.deactivated, { name }));
  }

  return (
    <article className={['admin-card', !courier.active && 'admin-tp--hidden'].filter(Boolean).join(' ')} aria-label={name} data-testid={`courier-${courier.id}`}>
      <div className="admin-tp__head">
        <span className="admin-courier__icon" aria-hidden>
          <Truck size={24} />
        </span>
        <div className="admin-tp__text">
          <h2 className="admin-card__title">{name}</h2>
        </div>
        <span className={['admin-courier__badge', courier.active ? 'admin-courier__badge--on' : 'admin-courier__badge--off'].join(' ')} data-testid="courier-status">
          {intl.formatMessage(courier.active ? m.activeBadge : m.inactiveBadge)}
        </span>
      </div>
      <Facts
        rows={[
          {
            label: intl.formatMessage(m.phone),
            value: (
              <a href={`tel:${courier.phone.replace(/\s+/g, '')}`} className="admin-courier__phone">
                {courier.phone}
              </a>
            ),
          },
          {
            label: intl.formatMessage(m.linkLabel),
            value: courier.trackingUrl ? (
              <code className="admin-courier__url" data-testid="courier-url">
                {courier.trackingUrl}
              </code>
            ) : (
              <span className="admin-muted">{intl.formatMessage(m.noLink)}</span>
            ),
          },
        ]}
      />
      {error && (
        <p className="admin-field__error" role="alert">
          {error}
        </p>
      )}
      {editing ? (
        <CourierForm courier={courier} onDone={onSaved} onCancel={onCancel} />
      ) : (
        <div className="admin-tp__actions">
          <Button variant="outline" onClick={onEdit} aria-label={intl.formatMessage(m.editOf, { name })}>
            {intl.formatMessage(m.edit)}
          </Button>
          {courier.active ? (
            <Button variant="outline" onClick={() => void toggleActive()} loading={updating.loading} aria-label={intl.formatMessage(m.deactivateOf, { name })}>
              {intl.formatMessage(m.deactivate)}
            </Button>
          ) : (
            <Button onClick={() => void toggleActive()} loading={updating.loading} aria-label={intl.formatMessage(m.activateOf, { name })}>
              {intl.formatMessage(m.activate)}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
