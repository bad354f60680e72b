// The tabs of the orders screens: to ship, shipping, received.
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { commerceMessages as m } from '../messages';

/** To Ship / Shipping / Received tabs of the order pages. */
export function OrderTabs() {
  const intl = useIntl();
  const tabs = [
    { to: '/my-orders-to-ship', label: m.tabToShip },
    { to: '/my-orders-shipping', label: m.tabShipping },
    { to: '/my-orders-received', label: m.tabReceived },
  ];
  return (
    <nav className="cm-tabs" aria-label={intl.formatMessage(m.tabs)}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="cm-tab" end>
          {intl.formatMessage(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
