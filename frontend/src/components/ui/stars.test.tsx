import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/test/render-with-providers';
import { starFill, Stars } from './stars';

const fills = (rating: number) => [0, 1, 2, 3, 4].map((i) => Number(starFill(rating, i).toFixed(2)));

describe('Stars', () => {
  it('fills whole stars and part of the next one', () => {
    expect(fills(3.4)).toEqual([1, 1, 1, 0.4, 0]);
    expect(fills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(fills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(fills(0.75)).toEqual([0.75, 0, 0, 0, 0]);
  });

  it('clamps out-of-range and missing ratings', () => {
    expect(fills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(fills(-2)).toEqual([0, 0, 0, 0, 0]);
    expect(fills(Number.NaN)).toEqual([0, 0, 0, 0, 0]);
  });

  it('draws the partial fill and names the rating for screen readers', () => {
    const { container } = renderWithIntl(<Stars rating={2.5} />);
    expect(screen.getByRole('img', { name: 'Rated 2.5 out of 5' })).toBeTruthy();
    const widths = [...container.querySelectorAll<HTMLElement>('.ui-stars__full')].map((el) => el.style.width);
    expect(widths).toEqual(['100%', '100%', '50%', '0%', '0%']);
  });
});
