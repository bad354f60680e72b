// A form page's server error: `attempt` wraps its submit so a failure is shown in the shopper's
// language in an error dialog (and the form keeps its values), `errorDialog` is that dialog.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { serverErrorText } from '@/lib/server-error';
import { AlertDialog } from './alert-dialog';

export function useServerErrorDialog() {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);

  /** The action resolves `true` unless it threw (the dialog then shows why) or answered `false`. */
  function attempt<A extends unknown[]>(action: (...args: A) => Promise<boolean | void>) {
    return async (...args: A): Promise<boolean> => {
      try {
        return (await action(...args)) !== false;
      } catch (e) {
        setError(serverErrorText(e, intl));
        return false;
      }
    };
  }

  const errorDialog = <AlertDialog open={error !== null} type="error" text={error} onClose={() => setError(null)} />;
  return { attempt, errorDialog };
}
