// The charts draw on a canvas, which cannot read CSS: their colours are the design tokens of
// index.css (`--chart-*`), resolved on the page where the chart is drawn, so a theme or contrast
// change in the stylesheet reaches the charts too.

/** The fallback when a token is not defined where the chart is (no stylesheet): --text-muted. */
export const FALLBACK_COLOR = '#616161';

/** A colour token's value on `element` (its computed custom property), or the fallback. */
export function tokenColor(element: Element, token: string): string {
  return getComputedStyle(element).getPropertyValue(token).trim() || FALLBACK_COLOR;
}
