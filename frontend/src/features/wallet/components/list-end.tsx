// Under an infinite list: 'No more items to load' at the end (a failed page shows LoadError instead).
import { useIntl } from 'react-intl';
import { walletMessages as m } from '../messages';

export function ListEnd() {
  const intl = useIntl();
  return <p className="list-end">{intl.formatMessage(m.noMoreItems)}</p>;
}
