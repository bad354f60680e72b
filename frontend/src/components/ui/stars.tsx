// Five stars filled to a rating (0-5) with partial fill: 3.4 shows three full stars and 40% of the
// fourth. The rating is announced as text to screen readers.
import { Star } from 'lucide-react';
import { useIntl } from 'react-intl';
import { uiMessages } from './messages';

export interface StarsProps {
  /** 0 to 5; decimals fill part of a star. */
  rating: number;
  /** Star size in px (default 16). */
  size?: number;
  className?: string;
}

/** How much of star `index` (0-based) a rating fills, 0 to 1. */
export function starFill(rating: number, index: number): number {
  const clamped = Math.max(0, Math.min(5, Number.isFinite(rating) ? rating : 0));
  return Math.max(0, Math.min(1, clamped - index));
}

export function Stars({ rating, size = 16, className }: StarsProps) {
  const intl = useIntl();
  return (
    <span
      role="img"
      aria-label={intl.formatMessage(uiMessages.rating, { rating: Math.max(0, Math.min(5, rating || 0)) })}
      className={['ui-stars', className].filter(Boolean).join(' ')}
    >
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = starFill(rating, index);
        return (
          <span key={index} className="ui-stars__star" style={{ width: size, height: size }} data-fill={fill}>
            <Star size={size} className="ui-stars__empty" aria-hidden />
            <span className="ui-stars__full" style={{ width: `${fill * 100}%` }}>
              <Star size={size} aria-hidden />
            </span>
          </span>
        );
      })}
    </span>
  );
}
