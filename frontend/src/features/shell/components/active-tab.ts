// The spec picks the active bottom tab by a number from 1 to 4 (0: none is active).
export type TabNumber = 0 | 1 | 2 | 3 | 4;

const SHOP = ['/', '/search-result', '/search', '/category', '/product-detail'];
const LUCKY = ['/lucky-draw', '/lucky-draw-all-prize', '/lucky-draw-live', '/lucky-draw-detail', '/ticket-buy-success', '/prize-winners', '/prize-winner-detail'];
const PROFILE = [
  '/profile',
  '/signin',
  '/signup',
  '/create-profile',
  '/account-detail',
  '/edit-account-detail',
  '/edit-shipping-info',
  '/reset-password',
  '/my-reviews',
  '/my-orders-to-ship',
  '/my-orders-shipping',
  '/my-orders-received',
  '/my-orders-shipping-detail',
];

export function activeTab(pathname: string): TabNumber {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (SHOP.includes(path)) return 1;
  if (path === '/token') return 2;
  if (LUCKY.includes(path)) return 3;
  if (PROFILE.includes(path)) return 4;
  return 0;
}
