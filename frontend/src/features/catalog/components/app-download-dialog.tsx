// The app-download shortcut's platform choice (doc 001 §2): iOS, Android, Cancel. The shop is a
// web app: Android uses the browser's install prompt when it offers one, otherwise both
// platforms get the add-to-home-screen steps.
import { useState } from 'react';
import { Smartphone, TabletSmartphone } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { uiMessages } from '@/components/ui/messages';
import { catalogPageMessages as m } from '../page-messages';
import { takeInstallPrompt } from './install-prompt';

export default function AppDownloadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const [hint, setHint] = useState<'ios' | 'android' | null>(null);
  const close = () => {
    setHint(null);
    onClose();
  };

  async function android() {
    const prompt = takeInstallPrompt();
    if (prompt) {
      close();
      await prompt.prompt();
    } else {
      setHint('android');
    }
  }

  return (
    <Dialog open={open} onClose={close} title={intl.formatMessage(m.downloadTitle)}>
      {hint === null ? (
        <>
          <p className="download-text">{intl.formatMessage(m.downloadText)}</p>
          <div className="download-choices">
            <Button variant="dark" size="lg" block onClick={() => setHint('ios')}>
              <Smartphone size={20} aria-hidden /> {intl.formatMessage(m.ios)}
            </Button>
            <Button size="lg" block onClick={() => void android()}>
              <TabletSmartphone size={20} aria-hidden /> {intl.formatMessage(m.android)}
            </Button>
            <Button variant="ghost" block onClick={close}>
              {intl.formatMessage(uiMessages.cancel)}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="download-text" role="status">
            {intl.formatMessage(hint === 'ios' ? m.iosHint : m.androidHint)}
          </p>
          <div className="download-choices">
            <Button block onClick={close}>
              {intl.formatMessage(uiMessages.ok)}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
