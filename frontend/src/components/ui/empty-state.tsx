// A centred icon, title, text and optional action for empty lists and not-found views.
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** Buttons or links under the text. */
  children?: ReactNode;
  /** Heading level of the title (default 2; use 1 when it is the page's heading). */
  level?: 1 | 2;
}

export function EmptyState({ icon, title, text, children, level = 2 }: EmptyStateProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="ui-empty">
      {icon && (
        <div className="ui-empty__icon" aria-hidden>
          {icon}
        </div>
      )}
      <Heading className="ui-empty__title">{title}</Heading>
      {text && <p className="ui-empty__text">{text}</p>}
      {children && <div className="ui-empty__actions">{children}</div>}
    </div>
  );
}
