// A short confirmation at the bottom of the screen after a decision; it goes after 3.5 s or on tap.
import { useEffect } from 'react';
import { CircleCheck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { adminMessages as m } from '../messages';

export function Toast({ text, onDone }: { text: string | null; onDone: () => void }) {
  const intl = useIntl();
  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(onDone, 3500);
    return () => clearTimeout(timer);
  }, [text, onDone]);
  return (
    <div className="admin-toast-region" role="status" aria-live="polite">
      {text && (
        <button type="button" className="admin-toast" onClick={onDone} title={intl.formatMessage(m.dismiss)}>
          <CircleCheck size={20} aria-hidden />
          <span>{text}</span>
        </button>
      )}
    </div>
  );
}
