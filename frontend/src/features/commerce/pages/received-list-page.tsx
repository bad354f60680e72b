// /my-orders-received: the shipping list filtered to status received (see shipping-list-page).
import { ShippingList } from './shipping-list-page';

export default function ReceivedListPage() {
  return <ShippingList received />;
}
