import { describe, expect, it } from 'vitest';
import { activeTab } from './active-tab';

describe('activeTab', () => {
  it('makes Home active on the shop pages, search results included', () => {
    for (const path of ['/', '/search-result', '/search', '/category', '/product-detail']) expect(activeTab(path)).toBe(1);
  });
  it('picks Cart for /token, Lucky for the lucky draw and Profile for account pages', () => {
    expect(activeTab('/token')).toBe(2);
    expect(activeTab('/lucky-draw')).toBe(3);
    expect(activeTab('/lucky-draw/')).toBe(3);
    for (const path of ['/profile', '/signin', '/signup', '/account-detail', '/my-orders-to-ship']) expect(activeTab(path)).toBe(4);
  });
  it('leaves every tab inactive elsewhere', () => {
    expect(activeTab('/customer-service')).toBe(0);
    expect(activeTab('/nowhere')).toBe(0);
  });
});
