// The new endpoint form: the https address, the secret (16 to 200 characters, never shown again),
// a note, and the events to send, ticked. The rules are checked here first; the server's refusals
// (`url`: not https, a private or loopback address, a name that does not resolve; `secret`;
// `events`; `description`, in the owner's language) are shown beside their fields.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client';
import { useIntl } from 'react-intl';
import type { WebhookEvent } from '@/gql/graphql';
import { FormEnd } from '../components/field';
import { adminErrorText, serverFieldErrors } from '../server-error';
import { webhookMessages as m } from './messages';
import { CreateWebhookMutation } from './queries';

/** Every event, with its wire name (what the body's `type` says). */
export const EVENTS: { event: WebhookEvent; wire: string }[] = [
  { event: 'ORDER_PLACED', wire: 'order.placed' },
  { event: 'ORDER_PAID', wire: 'order.paid' },
  { event: 'ORDER_CANCELLED', wire: 'order.cancelled' },
  { event: 'ORDER_REFUNDED', wire: 'order.refunded' },
  { event: 'SHIPPING_APPROVED', wire: 'shipping.approved' },
  { event: 'SHIPPING_HANDED_TO_COURIER', wire: 'shipping.handed_to_courier' },
  { event: 'SHIPPING_RECEIVED', wire: 'shipping.received' },
  { event: 'RETURN_REQUESTED', wire: 'return.requested' },
  { event: 'RETURN_DECIDED', wire: 'return.decided' },
  { event: 'STOCK_LOW', wire: 'stock.low' },
  { event: 'DRAW_DECLARED', wire: 'draw.declared' },
];

type Field = 'url' | 'secret' | 'events' | 'description';

const FIELDS: Field[] = ['url', 'secret', 'events', 'description'];

/** The form's own rules, as the server's (webhooks::service): which fields fail. */
export function webhookProblems(url: string, secret: string, events: WebhookEvent[]): Partial<Record<Field, 'urlRule' | 'secretRule' | 'eventsRule'>> {
  const problems: Partial<Record<Field, 'urlRule' | 'secretRule' | 'eventsRule'>> = {};
  if (!/^https:\/\/\S+$/i.test(url.trim())) problems.url = 'urlRule';
  if (secret.length < 16 || secret.length > 200 || /\s/.test(secret)) problems.secret = 'secretRule';
  if (events.length === 0) problems.events = 'eventsRule';
  return problems;
}

export function WebhookForm({ onDone, onCancel }: { onDone: (text: string) => Promise<void> | void; onCancel: () => void }) {
  const intl = useIntl();
  const [create] = useMutation(CreateWebhookMutation);
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const problems = webhookProblems(url, secret, events);
    const found = Object.fromEntries(Object.entries(problems).map(([field, rule]) => [field, intl.formatMessage(m[rule])]));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await create({ variables: { input: { url: url.trim(), secret, events, description: description.trim() || null } } });
    } catch (error) {
      const fields = serverFieldErrors(error, (server) => FIELDS.find((f) => f === server));
      setErrors(fields);
      if (Object.keys(fields).length === 0) setServerError(adminErrorText(error, intl));
      setSending(false);
      return;
    }
    setSending(false);
    await onDone(intl.formatMessage(m.created));
  }

  const note = (field: Field, hint?: string) =>
    errors[field] ? (
      <p id={`webhook-${field}-note`} className="admin-field__error" role="alert">
        {errors[field]}
      </p>
    ) : hint ? (
      <p id={`webhook-${field}-note`} className="admin-field__hint">
        {hint}
      </p>
    ) : null;
  const described = (field: Field, hint?: boolean) => (errors[field] || hint ? `webhook-${field}-note` : undefined);

  return (
    <form className="admin-form admin-webhook-form" onSubmit={(e) => void submit(e)} noValidate aria-label={intl.formatMessage(m.newWebhook)}>
      <div className="admin-field">
        <label htmlFor="webhook-url" className="admin-field__label">
          {intl.formatMessage(m.url)}
        </label>
        <input id="webhook-url" className="admin-field__input" type="url" inputMode="url" autoComplete="off" spellCheck={false} maxLength={1000} value={url}
          onChange={(e) => setUrl(e.target.value)} aria-invalid={errors.url ? true : undefined} aria-describedby={described('url')} />
        {note('url')}
      </div>
      <div className="admin-field">
        <label htmlFor="webhook-secret" className="admin-field__label">
          {intl.formatMessage(m.secret)}
        </label>
        <input id="webhook-secret" className="admin-field__input" type="text" autoComplete="off" spellCheck={false} maxLength={200} value={secret}
          onChange={(e) => setSecret(e.target.value)} aria-invalid={errors.secret ? true : undefined} aria-describedby={described('secret', true)} />
        {note('secret', intl.formatMessage(m.secretHint))}
      </div>
      <div className="admin-field">
        <label htmlFor="webhook-description" className="admin-field__label">
          {intl.formatMessage(m.description)}
        </label>
        <input id="webhook-description" className="admin-field__input" type="text" maxLength={200} value={description}
          onChange={(e) => setDescription(e.target.value)} aria-invalid={errors.description ? true : undefined} aria-describedby={described('description')} />
        {note('description')}
      </div>
      <fieldset className="admin-webhook-form__events" aria-invalid={errors.events ? true : undefined} aria-describedby={described('events')}>
        <legend className="admin-field__label">{intl.formatMessage(m.events)}</legend>
        <div className="admin-webhook-form__choices">
          {EVENTS.map(({ event, wire }) => (
            <label key={event} className="admin-check">
              <input type="checkbox" checked={events.includes(event)} onChange={(e) => setEvents(e.target.checked ? [...events, event] : events.filter((x) => x !== event))} />
              <code>{wire}</code>
            </label>
          ))}
        </div>
        {note('events')}
      </fieldset>
      <FormEnd error={serverError} submitting={sending} submitLabel={intl.formatMessage(m.create)} onCancel={onCancel} />
    </form>
  );
}
