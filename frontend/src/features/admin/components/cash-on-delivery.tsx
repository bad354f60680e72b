// In place of a payment screenshot, for an order or parcel paid cash on delivery: what to do, and
// a link that calls the customer from the admin's phone.
import { Banknote, Phone } from 'lucide-react';
import { useIntl } from 'react-intl';
import { adminMessages as m } from '../messages';

export function CashOnDelivery({ text, phone }: { text: string; phone: string }) {
  const intl = useIntl();
  return (
    <div className="admin-cod" data-testid="admin-cod">
      <Banknote size={32} aria-hidden />
      <p>{text}</p>
      {phone && (
        <a className="ui-button ui-button--secondary" href={`tel:${phone.replace(/\s+/g, '')}`}>
          <Phone size={18} aria-hidden />
          {intl.formatMessage(m.callCustomer)}
        </a>
      )}
    </div>
  );
}
