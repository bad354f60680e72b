// The alert dialog (alert-dialog.tsx), downloaded the first time one opens: a page whose alerts
// only follow a tap (added to cart, a purchase the server refused) does not wait for their code,
// the dialog frame and its icons, before its first paint. Same props; nothing renders while closed.
import { Suspense, lazy } from 'react';
import type { AlertDialogProps } from './alert-dialog';

const AlertDialog = lazy(() => import('./alert-dialog').then((module) => ({ default: module.AlertDialog })));

export function LazyAlertDialog(props: AlertDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog {...props} />
    </Suspense>
  );
}
