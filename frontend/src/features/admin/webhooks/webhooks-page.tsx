// /admin/webhooks (issue 41, owner only): the endpoints other systems receive signed events at.
// Each card shows the address and its note, Active or Paused, the events it gets, the secret's
// last characters, how many deliveries are being retried or failed, with Pause / Resume, Delete
// (asked first) and its delivery log (newest first: event, status, tries and last answer, with
// Resend). A form on top adds an endpoint. docs/webhooks.md says what a receiver gets.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Webhook } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import type { AdminWebhooksQuery as AdminWebhooksResult, WebhookDeliveryStatus } from '@/gql/graphql';
import { EditableListPage, type ItemEditing } from '../components/editable-list-page';
import { Facts } from '../components/item-lines';
import { adminErrorText } from '../server-error';
import { webhookMessages as m } from './messages';
import { AdminWebhooksQuery, DeleteWebhookMutation, ResendWebhookDeliveryMutation, SetWebhookPausedMutation, WebhookDeliveriesQuery } from './queries';
import { EVENTS, WebhookForm } from './webhook-form';
import '../vouchers/vouchers.css';
import './webhooks.css';

type AdminWebhook = AdminWebhooksResult['adminWebhooks'][number];

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Yangon' };

const STATUS: Record<WebhookDeliveryStatus, { label: MessageDescriptor; tone: string }> = {
  PENDING: { label: m.statusPending, tone: 'soon' },
  DELIVERED: { label: m.statusDelivered, tone: 'on' },
  FAILED: { label: m.statusFailed, tone: 'off' },
};

export default function WebhooksPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminWebhooksQuery, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first', notifyOnNetworkStatusChange: true });
  return (
    <EditableListPage
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      newLabel={intl.formatMessage(m.newWebhook)}
      items={data?.adminWebhooks}
      loading={loading}
      error={error}
      refetch={refetch}
      failedTitle={intl.formatMessage(m.loadFailed)}
      empty={{ icon: <Webhook size={40} />, title: intl.formatMessage(m.none), text: intl.formatMessage(m.noneText) }}
      renderCreate={(onCreated, onCancel) => <WebhookForm onDone={onCreated} onCancel={onCancel} />}
      renderItem={(webhook, editing) => <WebhookCard webhook={webhook} {...editing} />}
    />
  );
}

function WebhookCard({ webhook, onSaved }: { webhook: AdminWebhook } & ItemEditing) {
  const intl = useIntl();
  const [setPaused, pausing] = useMutation(SetWebhookPausedMutation);
  const [remove, removing] = useMutation(DeleteWebhookMutation);
  const [asking, setAsking] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const wires = EVENTS.filter((e) => webhook.events.includes(e.event)).map((e) => e.wire);

  async function run(action: () => Promise<unknown>, done: MessageDescriptor) {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(adminErrorText(failure, intl));
      return;
    }
    await onSaved(intl.formatMessage(done));
  }

  return (
    <article className={['admin-card', webhook.paused && 'admin-tp--hidden'].filter(Boolean).join(' ')} aria-label={webhook.url} data-testid={`webhook-${webhook.id}`}>
      <div className="admin-tp__head">
        <span className="admin-voucher__icon" aria-hidden>
          <Webhook size={24} />
        </span>
        <div className="admin-tp__text">
          <h2 className="admin-card__title admin-webhook__url">{webhook.url}</h2>
          {webhook.description && <p className="admin-muted">{webhook.description}</p>}
        </div>
        <span className={`admin-voucher__badge admin-voucher__badge--${webhook.paused ? 'paused' : 'on'}`} data-testid="webhook-state">
          {intl.formatMessage(webhook.paused ? m.paused : m.active)}
        </span>
      </div>
      <Facts
        rows={[
          { label: intl.formatMessage(m.events), value: <span className="admin-webhook__events">{wires.map((w) => <code key={w}>{w}</code>)}</span> },
          { label: intl.formatMessage(m.secretShown), value: <code>{webhook.secretHint}</code> },
          { label: intl.formatMessage(m.waiting), value: <span data-testid="webhook-pending">{webhook.pendingDeliveries}</span> },
          { label: intl.formatMessage(m.failedCount), value: <span data-testid="webhook-failed">{webhook.failedDeliveries}</span> },
        ]}
      />
      <div className="admin-tp__actions">
        <Button variant="outline" onClick={() => setShowLog(!showLog)} aria-expanded={showLog}>
          {intl.formatMessage(showLog ? m.hideLog : m.showLog)}
        </Button>
        <Button variant="outline" loading={pausing.loading} onClick={() => void run(() => setPaused({ variables: { id: webhook.id, paused: !webhook.paused } }), webhook.paused ? m.resumed : m.paused)}>
          {intl.formatMessage(webhook.paused ? m.resume : m.pause)}
        </Button>
        <Button variant="outline" loading={removing.loading} onClick={() => setAsking(true)}>
          {intl.formatMessage(m.remove)}
        </Button>
      </div>
      {error && (
        <p className="admin-field__error" role="alert">
          {error}
        </p>
      )}
      {showLog && <DeliveryLog endpointId={webhook.id} onResent={() => onSaved(intl.formatMessage(m.resent))} />}
      <AlertDialog
        open={asking}
        type="warning"
        title={intl.formatMessage(m.deleteTitle, { url: webhook.url })}
        text={intl.formatMessage(m.deleteText)}
        okLabel={intl.formatMessage(m.remove)}
        showCancel
        onOk={() => void run(() => remove({ variables: { id: webhook.id } }), m.deleted)}
        onClose={() => setAsking(false)}
      />
    </article>
  );
}

function DeliveryLog({ endpointId, onResent }: { endpointId: number; onResent: () => Promise<void> }) {
  const intl = useIntl();
  const { data, error } = useQuery(WebhookDeliveriesQuery, { variables: { endpointId, page: 1 }, fetchPolicy: 'network-only' });
  const [resend, resending] = useMutation(ResendWebhookDeliveryMutation);
  const [failure, setFailure] = useState<string | null>(null);
  if (error) return <p className="admin-field__error">{adminErrorText(error, intl)}</p>;
  if (!data) return <p className="admin-muted" aria-busy="true">…</p>;
  const deliveries = data.webhookDeliveries.data;
  if (deliveries.length === 0) return <p className="admin-muted">{intl.formatMessage(m.noDeliveries)}</p>;
  return (
    <>
      <ul className="admin-webhook__log" role="list" data-testid="webhook-log">
        {deliveries.map((d) => {
          const status = STATUS[d.status];
          const code = d.lastResponseCode != null ? String(d.lastResponseCode) : intl.formatMessage(m.noAnswer);
          return (
            <li key={d.id} className="admin-webhook__delivery" aria-label={intl.formatMessage(m.deliveryOf, { type: d.eventType })}>
              <div className="admin-webhook__delivery-head">
                <code>{d.eventType}</code>
                <span className={`admin-voucher__badge admin-voucher__badge--${status.tone}`}>{intl.formatMessage(status.label)}</span>
              </div>
              <p className="admin-muted">
                {intl.formatMessage(m.attempt, { attempts: d.attempts, code })}
                {d.lastAttemptAt ? ` · ${intl.formatDate(String(d.lastAttemptAt), WHEN)}` : ''}
              </p>
              <p className="admin-muted admin-webhook__event-id">{d.eventId}</p>
              {d.status !== 'DELIVERED' && (
                <Button
                  variant="outline"
                  size="sm"
                  loading={resending.loading}
                  onClick={() =>
                    void resend({ variables: { id: d.id } })
                      .then(() => onResent())
                      .catch((e: unknown) => setFailure(adminErrorText(e, intl)))
                  }
                >
                  {intl.formatMessage(m.resend)}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {failure && (
        <p className="admin-field__error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
