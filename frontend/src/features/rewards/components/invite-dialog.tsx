// The invite-more-people dialog (doc 001 §5, §8): shown instead of claiming when a gift costs more
// than the balance (titled 'Referral point not enough'), and from the balance card. It shows the
// invitation link {origin}/signup?ref={referral_code}; Copy says 'Invitation link copied to
// clipboard'.
import { useId, useState } from 'react';
import { Copy } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { copyText } from '@/lib/copy-text';
import { invitationLink } from '@/lib/invitation-link';
import { referralMessages as m } from '../messages';

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  referralCode: string;
  /** Points missing for the gift the shopper tried to claim (the 'not enough' form). */
  missing?: number;
}

export function InviteDialog({ open, onClose, referralCode, missing }: InviteDialogProps) {
  const intl = useIntl();
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const link = invitationLink(referralCode);
  const close = () => {
    setCopied(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      showClose={false}
      title={intl.formatMessage(missing === undefined ? m.inviteTitle : m.notEnoughTitle)}
      describedBy={`${id}-text`}
      className="rw-invite"
    >
      <div id={`${id}-text`} className="rw-invite__text">
        {missing !== undefined && <p>{intl.formatMessage(m.needMore, { count: missing })}</p>}
        <p>{intl.formatMessage(m.inviteText)}</p>
      </div>
      <label htmlFor={`${id}-link`} className="rw-invite__label">
        {intl.formatMessage(m.inviteLink)}
      </label>
      <input id={`${id}-link`} className="rw-invite__link" value={link} readOnly onFocus={(e) => e.target.select()} data-testid="invite-link" />
      <p className="rw-invite__copied" role="status">
        {copied === true && intl.formatMessage(m.copied)}
        {copied === false && intl.formatMessage(m.copyFailed)}
      </p>
      <div className="rw-invite__actions">
        <Button variant="outline" onClick={close}>
          {intl.formatMessage(m.close)}
        </Button>
        <Button data-autofocus onClick={() => void copyText(link).then(setCopied)}>
          <Copy size={18} aria-hidden />
          {intl.formatMessage(m.copy)}
        </Button>
      </div>
    </Dialog>
  );
}
