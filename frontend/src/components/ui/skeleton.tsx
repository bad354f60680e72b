// A grey shimmering block that stands in for content while it loads (UI.md: skeletons for lists).
import type { CSSProperties } from 'react';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Corner radius (default 6 px); 'circle' for avatars and icons. */
  radius?: number | 'circle';
  className?: string;
}

export function Skeleton({ width = '100%', height = 14, radius = 6, className }: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={['ui-skeleton', className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius === 'circle' ? '50%' : radius }}
    />
  );
}
