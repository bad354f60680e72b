// /account-detail (spec section 2): change the profile photo, username, phone, the referral code
// (a tap copies the invitation link /signup?ref={code}), a link to /reset-password, the shipping
// info with an edit link, and sign-out behind a confirm dialog.
// Facebook: a row saying whether it is linked, with Link Facebook (startFacebookLink, then the
// provider's dialog, whose callback comes back here with ?facebook=linked or ?facebook_error=) or
// Unlink (refused, and so disabled with the reason, while the account has no phone or password).
// An account made with Facebook may have no phone: "Not added" with a link to /add-phone.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { addPhonePath } from '@/components/auth/phone-required';
import { serverErrorText } from '@/lib/server-error';
import { ChevronRight, Copy, KeyRound, LogOut, Pencil } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { AlertDialog, type AlertType } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { signOutAndReset } from '@/lib/apollo';
import { AvatarPicker } from '../components/avatar-picker';
import { FacebookLogo } from '../components/facebook-button';
import { FacebookErrorNotice } from '../components/facebook-notice';
import { facebookMessages as fb } from '../facebook-messages';
import { copyText } from '@/lib/copy-text';
import { PageHeader } from '../components/page-header';
import { invitationLink } from '@/lib/invitation-link';
import { ProfileLoadError } from '../components/profile-summary';
import { accountDetailMessages as m, avatarMessages, copyFailedMessage } from '../messages';
import { usePlacePolicy } from '../place-policy';
import { MeQuery, StartFacebookLinkMutation, UnlinkFacebookMutation, UploadProfileImageMutation } from '../queries';
import '../account.css';

export default function AccountDetailPage() {
  usePlacePolicy();
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(MeQuery, { fetchPolicy: 'cache-and-network' });
  const [upload, { loading: uploading }] = useMutation(UploadProfileImageMutation);
  const [alert, setAlert] = useState<{ type: AlertType; text: string } | null>(null);
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const [params] = useSearchParams();
  const [startLink, { loading: linking }] = useMutation(StartFacebookLinkMutation);
  const [unlink, { loading: unlinking }] = useMutation(UnlinkFacebookMutation);
  const me = data?.me;

  async function linkFacebook() {
    try {
      const { data: started } = await startLink();
      if (started) window.location.assign(started.startFacebookLink);
    } catch (e) {
      setAlert({ type: 'error', text: serverErrorText(e, intl) });
    }
  }

  async function unlinkFacebook() {
    try {
      // The answer is the profile (with facebookLinked false): the cache updates this page.
      await unlink();
      setAlert({ type: 'success', text: intl.formatMessage(fb.unlinkedNote) });
    } catch (e) {
      setAlert({ type: 'error', text: serverErrorText(e, intl) });
    }
  }

  async function uploadPhoto(file: File) {
    try {
      await upload({ variables: { profileImage: file } });
    } catch (e) {
      setAlert({ type: 'error', text: intl.formatMessage(avatarMessages.uploadFailed) });
      throw e; // the picker shows the stored photo again
    }
  }

  async function copyInvite(code: string) {
    const link = invitationLink(code);
    if (await copyText(link)) setAlert({ type: 'success', text: intl.formatMessage(m.copied) });
    else setAlert({ type: 'message', text: intl.formatMessage(copyFailedMessage, { link }) });
  }

  async function signOutNow() {
    await signOutAndReset();
    navigate('/signin', { replace: true });
  }

  const notSet = <span className="acc-muted">{intl.formatMessage(m.notSet)}</span>;

  return (
    <Page className="acc-page">
      <PageHeader title={intl.formatMessage(m.title)} backTo="/profile" />
      <FacebookErrorNotice />
      {params.get('facebook') === 'linked' && (
        <p className="acc-notice acc-notice--success" role="status">
          {intl.formatMessage(fb.linkedNote)}
        </p>
      )}
      {error && !me ? (
        <ProfileLoadError onRetry={() => void refetch()} />
      ) : !me ? (
        <div className="acc-card acc-summary" aria-hidden>
          <Skeleton width={120} height={120} radius="circle" />
          <Skeleton height={18} />
          <Skeleton height={18} />
          <Skeleton height={18} />
        </div>
      ) : (
        <>
          <div className="acc-card">
            <AvatarPicker imageUrl={me.profileImage} onSaved={uploadPhoto} busy={uploading} />
          </div>

          <section className="acc-card" aria-labelledby="acc-account-heading">
            <div className="acc-section-head">
              <h2 id="acc-account-heading" className="acc-section-head__title">
                {intl.formatMessage(m.account)}
              </h2>
              <Link to="/edit-account-detail" className="acc-edit-link" aria-label={intl.formatMessage(m.editAccountLabel)}>
                <Pencil size={16} aria-hidden />
                <span>{intl.formatMessage(m.editAccount)}</span>
              </Link>
            </div>
            <dl className="acc-details">
              <div className="acc-details__row">
                <dt>{intl.formatMessage(m.username)}</dt>
                <dd>{me.name}</dd>
              </div>
              <div className="acc-details__row">
                <dt>{intl.formatMessage(m.phone)}</dt>
                <dd>
                  {me.phone ?? (
                    <>
                      <span className="acc-muted">{intl.formatMessage(fb.phoneNotAdded)}</span>{' '}
                      <Link to={addPhonePath('/account-detail')} className="acc-link" aria-label={intl.formatMessage(fb.addPhoneLabel)}>
                        {intl.formatMessage(fb.addPhone)}
                      </Link>
                    </>
                  )}
                </dd>
              </div>
              <FacebookRow
                linked={me.facebookLinked}
                canUnlink={me.hasPassword && Boolean(me.phone)}
                linking={linking}
                unlinking={unlinking}
                onLink={() => void linkFacebook()}
                onUnlink={() => void unlinkFacebook()}
              />
              <div className="acc-details__row acc-details__row--stacked">
                <dt>{intl.formatMessage(m.referralCode)}</dt>
                <dd>
                  <button type="button" className="acc-referral" onClick={() => void copyInvite(me.referralCode)}>
                    <span className="acc-referral__text">
                      <span className="acc-referral__code">{me.referralCode}</span>
                      <span className="acc-referral__hint">{intl.formatMessage(m.copyInvite)}</span>
                    </span>
                    <Copy size={22} aria-hidden className="acc-referral__icon" />
                  </button>
                </dd>
              </div>
            </dl>
          </section>

          <nav className="acc-card acc-menu" aria-label={intl.formatMessage(m.changePassword)}>
            <Link to="/reset-password" className="acc-menu__item">
              <KeyRound size={22} aria-hidden className="acc-menu__icon" />
              <span className="acc-menu__label">{intl.formatMessage(m.changePassword)}</span>
              <ChevronRight size={20} aria-hidden className="acc-menu__chevron" />
            </Link>
          </nav>

          <section className="acc-card" aria-labelledby="acc-shipping-heading">
            <div className="acc-section-head">
              <h2 id="acc-shipping-heading" className="acc-section-head__title">
                {intl.formatMessage(m.shipping)}
              </h2>
              <Link to="/edit-shipping-info" className="acc-edit-link" aria-label={intl.formatMessage(m.editShippingLabel)}>
                <Pencil size={16} aria-hidden />
                <span>{intl.formatMessage(m.editShipping)}</span>
              </Link>
            </div>
            <dl className="acc-details">
              <div className="acc-details__row">
                <dt>{intl.formatMessage(m.region)}</dt>
                <dd>{me.region?.name ?? notSet}</dd>
              </div>
              <div className="acc-details__row">
                <dt>{intl.formatMessage(m.township)}</dt>
                <dd>{me.township?.name ?? notSet}</dd>
              </div>
              <div className="acc-details__row">
                <dt>{intl.formatMessage(m.address)}</dt>
                <dd>{me.address || notSet}</dd>
              </div>
              <div className="acc-details__row">
                <dt>{intl.formatMessage(m.postalCode)}</dt>
                <dd>{me.postalCode || notSet}</dd>
              </div>
            </dl>
          </section>

          <Button variant="outline" size="lg" block className="acc-sign-out" onClick={() => setConfirmSignOut(true)}>
            <LogOut size={20} aria-hidden />
            {intl.formatMessage(m.signOut)}
          </Button>
        </>
      )}
      <AlertDialog open={alert !== null} type={alert?.type} text={alert?.text} onClose={() => setAlert(null)} />
      <AlertDialog
        open={confirmSignOut}
        type="warning"
        title={intl.formatMessage(m.signOutTitle)}
        text={intl.formatMessage(m.signOutText)}
        okLabel={intl.formatMessage(m.signOut)}
        showCancel
        onOk={() => void signOutNow()}
        onClose={() => setConfirmSignOut(false)}
      />
    </Page>
  );
}

interface FacebookRowProps {
  linked: boolean;
  /** Unlinking would leave no other way to sign in without a phone and a password. */
  canUnlink: boolean;
  linking: boolean;
  unlinking: boolean;
  onLink: () => void;
  onUnlink: () => void;
}

/** Facebook: Linked / Not linked, and the button that changes it. */
function FacebookRow({ linked, canUnlink, linking, unlinking, onLink, onUnlink }: FacebookRowProps) {
  const intl = useIntl();
  const reasonId = 'acc-facebook-unlink-reason';
  return (
    <div className="acc-details__row" data-testid="facebook-row">
      <dt>
        <span className="acc-facebook-row__label">
          <FacebookLogo size={18} /> {intl.formatMessage(fb.facebook)}
        </span>
      </dt>
      <dd>{intl.formatMessage(linked ? fb.linked : fb.notLinked)}</dd>
      <dd className="acc-facebook-row__actions">
        {linked ? (
          <>
            <Button
              variant="outline"
              loading={unlinking}
              disabled={!canUnlink}
              aria-describedby={canUnlink ? undefined : reasonId}
              onClick={onUnlink}
            >
              {intl.formatMessage(fb.unlink)}
            </Button>
            {!canUnlink && (
              <p id={reasonId} className="acc-facebook-row__reason">
                {intl.formatMessage(fb.unlinkNeedsPhoneAndPassword)}
              </p>
            )}
          </>
        ) : (
          <Button variant="outline" loading={linking} onClick={onLink}>
            {intl.formatMessage(fb.link)}
          </Button>
        )}
      </dd>
    </div>
  );
}
