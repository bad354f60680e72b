// The ticket numbers a transfer holds, as chips, so the admin can read them out to a caller.
import { useIntl } from 'react-intl';
import { adminMessages as m } from '../messages';

export function TicketNumbers({ tickets }: { tickets: number[] }) {
  const intl = useIntl();
  return (
    <section className="admin-items">
      <h3 className="admin-items__title">{intl.formatMessage(m.ticketNumbers)}</h3>
      <ul className="admin-tickets" role="list" data-testid="ticket-numbers">
        {tickets.map((n) => (
          <li key={n} className="admin-ticket">
            {n}
          </li>
        ))}
      </ul>
    </section>
  );
}
