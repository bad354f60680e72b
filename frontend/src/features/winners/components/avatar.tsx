// A round profile photo, or a grey person icon when the winner has none.
import { UserRound } from 'lucide-react';
import { useIntl } from 'react-intl';
import { winnersMessages as m } from '../messages';

export function Avatar({ src, name, size = 48 }: { src: string | null | undefined; name: string; size?: number }) {
  const intl = useIntl();
  if (!src) {
    return (
      <span className="wn-avatar wn-avatar--none" style={{ width: size, height: size }} role="img" aria-label={intl.formatMessage(m.noPhoto)}>
        <UserRound size={Math.round(size * 0.55)} aria-hidden />
      </span>
    );
  }
  return <img className="wn-avatar" src={src} alt={name} width={size} height={size} loading="lazy" decoding="async" />;
}
