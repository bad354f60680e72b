// The charts' colours come from the stylesheet's tokens (index.css), not from the code.
import { describe, expect, it } from 'vitest';
import { FALLBACK_COLOR, tokenColor } from './chart-colors';

describe('tokenColor', () => {
  it('reads a token set on the page', () => {
    const box = document.createElement('div');
    box.style.setProperty('--chart-orders', ' #1d4ed8 ');
    document.body.append(box);
    expect(tokenColor(box, '--chart-orders')).toBe('#1d4ed8');
    box.remove();
  });

  it('falls back to a neutral grey where the token is missing', () => {
    const box = document.createElement('div');
    document.body.append(box);
    expect(tokenColor(box, '--chart-unknown')).toBe(FALLBACK_COLOR);
    box.remove();
  });
});
