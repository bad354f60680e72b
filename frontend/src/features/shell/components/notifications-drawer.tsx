// The bell's right drawer. Notifications come with a later issue; until then it is empty.
import { BellOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Drawer } from '@/components/ui/drawer';
import { EmptyState } from '@/components/ui/empty-state';
import { shellMessages as m } from '../messages';

export default function NotificationsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Drawer open={open} onClose={onClose} side="right" title={intl.formatMessage(m.notifications)}>
      <EmptyState icon={<BellOff size={40} />} title={intl.formatMessage(m.noNotifications)} />
    </Drawer>
  );
}
