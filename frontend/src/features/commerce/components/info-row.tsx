// One label and value row of an order summary.
import type { ReactNode } from 'react';

/** A label and its value, as a row of a definition list. */
export function InfoRow({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="cm-info-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
