// The app-download shortcut's platform choice (doc 001 §2): iOS, Android, Cancel. The shop is a
// web app (features/app/install.ts):
//   - installed already (the flag, or running from the home screen): says so, nothing to offer;
//   - an iPhone or iPad: straight to the Share → Add to Home Screen hint (the only way there);
//   - otherwise the choice, with an "Install the app" button on top when the browser has offered
//     its install prompt; Android without a prompt gets the browser-menu steps.
import { useEffect, useState } from 'react';
import { Download, Smartphone, TabletSmartphone } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { uiMessages } from '@/components/ui/messages';
import { canPromptInstall, isInstalled, isIos, onInstallChange, promptInstall } from '@/lib/install';
import { catalogPageMessages as m } from '../page-messages';

type Hint = 'ios' | 'android' | 'installed' | null;

const startingHint = (): Hint => (isInstalled() ? 'installed' : isIos() ? 'ios' : null);

export default function AppDownloadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const [hint, setHint] = useState<Hint>(startingHint);
  const [canPrompt, setCanPrompt] = useState(canPromptInstall);
  useEffect(() => onInstallChange(() => setCanPrompt(canPromptInstall())), []);
  // Opened again: start from what is true now (installed meanwhile, say).
  useEffect(() => {
    if (open) setHint(startingHint());
  }, [open]);

  async function install() {
    onClose();
    await promptInstall();
  }

  function android() {
    if (canPromptInstall()) void install();
    else setHint('android');
  }

  const hints = { ios: m.iosHint, android: m.androidHint, installed: m.installed };
  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage(m.downloadTitle)}>
      {hint === null ? (
        <>
          <p className="download-text">{intl.formatMessage(m.downloadText)}</p>
          <div className="download-choices">
            {canPrompt && (
              <Button size="lg" block onClick={() => void install()}>
                <Download size={20} aria-hidden /> {intl.formatMessage(m.install)}
              </Button>
            )}
            <Button variant="dark" size="lg" block onClick={() => setHint('ios')}>
              <Smartphone size={20} aria-hidden /> {intl.formatMessage(m.ios)}
            </Button>
            <Button variant={canPrompt ? 'outline' : undefined} size="lg" block onClick={android}>
              <TabletSmartphone size={20} aria-hidden /> {intl.formatMessage(m.android)}
            </Button>
            <Button variant="ghost" block onClick={onClose}>
              {intl.formatMessage(uiMessages.cancel)}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="download-text" role="status">
            {intl.formatMessage(hints[hint])}
          </p>
          <div className="download-choices">
            <Button block onClick={onClose}>
              {intl.formatMessage(uiMessages.ok)}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
