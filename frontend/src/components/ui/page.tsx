// The content area of a screen inside the shell (top bar above, bottom navigation below).
// Every page renders one <Page>; `flush` drops the side padding for edge-to-edge content.
import type { ReactNode } from 'react';

export interface PageProps {
  children: ReactNode;
  /** No padding (carousels, full-width lists). */
  flush?: boolean;
  className?: string;
}

export function Page({ children, flush, className }: PageProps) {
  return <div className={['page', flush && 'page--flush', className].filter(Boolean).join(' ')}>{children}</div>;
}
