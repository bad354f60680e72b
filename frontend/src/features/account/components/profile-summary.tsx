// Avatar, name and phone at the top of the profile screens, with their loading and failure states.
import { UserRound } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { avatarMessages, profileMessages } from '../messages';
import { AVATAR } from './crop-image';

export interface ProfileSummaryProps {
  profile?: { name: string; phone: string | null; profileImage?: string | null };
}

export function ProfileSummary({ profile }: ProfileSummaryProps) {
  const intl = useIntl();
  if (!profile) {
    return (
      <div className="acc-summary" aria-hidden>
        <Skeleton width={AVATAR.displaySize} height={AVATAR.displaySize} radius="circle" />
        <Skeleton width={160} height={22} />
        <Skeleton width={120} height={16} />
      </div>
    );
  }
  return (
    <div className="acc-summary">
      <div className="acc-avatar__image">
        {profile.profileImage ? (
          <img
            src={profile.profileImage}
            alt={intl.formatMessage(avatarMessages.photo)}
            width={AVATAR.displaySize}
            height={AVATAR.displaySize}
          />
        ) : (
          <UserRound size={64} aria-hidden />
        )}
      </div>
      <p className="acc-summary__name">{profile.name}</p>
      {/* An account made with Facebook has no phone until the shopper adds one. */}
      {profile.phone && <p className="acc-summary__phone">{profile.phone}</p>}
    </div>
  );
}

/** The profile request failed (network): say so and offer a retry. Never a blank screen. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className="acc-card acc-load-error" role="alert">
      <p>{intl.formatMessage(profileMessages.loadFailed)}</p>
      <Button variant="outline" onClick={onRetry}>
        {intl.formatMessage(profileMessages.retry)}
      </Button>
    </div>
  );
}
