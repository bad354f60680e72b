// Home shortcut icons (doc 001 §2): app download (a platform dialog), referral gifts, my orders,
// customer service.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Download, Gift, Headset, Package } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { catalogMessages as m } from '../messages';

const AppDownloadDialog = lazy(() => import('./app-download-dialog'));

function Icon({ children, color }: { children: ReactNode; color: string }) {
  return (
    <span className="shortcut__icon" style={{ background: color }} aria-hidden>
      {children}
    </span>
  );
}

export function HomeShortcuts() {
  const intl = useIntl();
  const [download, setDownload] = useState<'closed' | 'open' | 'unmounted'>('unmounted');
  return (
    <nav className="section shortcuts" aria-label={intl.formatMessage(m.shortcuts)}>
      <button type="button" className="shortcut" onClick={() => setDownload('open')}>
        <Icon color="linear-gradient(135deg,#ff7043,#e53935)">
          <Download size={24} />
        </Icon>
        {intl.formatMessage(m.appDownload)}
      </button>
      <Link to="/referral-gift" className="shortcut">
        <Icon color="linear-gradient(135deg,#ec407a,#ad1457)">
          <Gift size={24} />
        </Icon>
        {intl.formatMessage(m.referralGifts)}
      </Link>
      <Link to="/my-orders-to-ship" className="shortcut">
        <Icon color="linear-gradient(135deg,#ffa726,#ef6c00)">
          <Package size={24} />
        </Icon>
        {intl.formatMessage(m.myOrders)}
      </Link>
      <Link to="/customer-service" className="shortcut">
        <Icon color="linear-gradient(135deg,#26a69a,#00796b)">
          <Headset size={24} />
        </Icon>
        {intl.formatMessage(m.customerService)}
      </Link>
      {download !== 'unmounted' && (
        <Suspense fallback={null}>
          <AppDownloadDialog open={download === 'open'} onClose={() => setDownload('closed')} />
        </Suspense>
      )}
    </nav>
  );
}
