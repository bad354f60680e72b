// Customer service and the promotion against the real server (issue 15): the admin sets the
// Viber, Telegram and phone contacts and the promotion (HTML in three languages and a picture)
// through GraphQL; a visitor's /customer-service shows exactly the contacts that are set, with
// the links that open Viber, Telegram and the phone, and /promotion shows the picture and the
// sanitised HTML with a sign-up button (home for a signed-in shopper). The demo shop's contacts
// and promotion are put back afterwards. Phone-size screenshots in en and mm.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, auth, gradientPng, saveScreen, signUpByApi, useBurmeseFont, useLanguage, useToken } from './helpers';

type Lang = 'en' | 'mm' | 'ch';

async function gql<T = Record<string, unknown>>(request: APIRequestContext, token: string | null, query: string, variables: Record<string, unknown> = {}, lang: Lang = 'en'): Promise<T> {
  const response = await request.post('/graphql', { headers: { ...(token ? auth(token) : {}), 'X-localization': lang }, data: { query, variables } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

interface Contacts {
  viber: string | null;
  telegram: string | null;
  contactNumber: string | null;
}

const setContacts = (request: APIRequestContext, admin: string, contacts: { [K in keyof Contacts]: string }) =>
  gql(request, admin, 'mutation($input: SettingsInput!) { updateSettings(input: $input) { viber } }', { input: contacts });

/** `updatePromotion` with the HTML in three languages and, when given, a picture as an upload. */
async function setPromotion(request: APIRequestContext, admin: string, content: Record<Lang, string>, image?: { name: string; mimeType: string; buffer: Buffer }) {
  const query = 'mutation($c: TranslatedTextInput!, $f: Upload) { updatePromotion(content: $c, image: $f) }';
  const response = await request.post('/graphql', {
    headers: auth(admin),
    multipart: image
      ? { operations: JSON.stringify({ query, variables: { c: content, f: null } }), map: JSON.stringify({ '0': ['variables.f'] }), '0': image }
      : { operations: JSON.stringify({ query, variables: { c: content } }), map: '{}' },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
}

let admin: string;
let demoContacts: Contacts;
let demoPromotion: { content: Record<Lang, string>; image: { name: string; mimeType: string; buffer: Buffer } | undefined };

test.beforeAll(async ({ request }) => {
  admin = await adminToken(request);
  demoContacts = (await gql<{ settings: Contacts }>(request, null, '{ settings { viber telegram contactNumber } }')).settings;
  const read = (lang: Lang) => gql<{ promotion: { image: string | null; content: string } }>(request, null, '{ promotion { image content } }', {}, lang).then((d) => d.promotion);
  const [en, mm, ch] = await Promise.all((['en', 'mm', 'ch'] as const).map(read));
  const picture = en.image ? await request.get(en.image) : null;
  demoPromotion = {
    content: { en: en.content, mm: mm.content, ch: ch.content },
    image: picture?.ok() ? { name: 'promotion.jpg', mimeType: picture.headers()['content-type'] ?? 'image/jpeg', buffer: await picture.body() } : undefined,
  };
});

test.afterAll(async ({ request }) => {
  if (!demoPromotion) return;
  await setContacts(request, admin, { viber: demoContacts.viber ?? '', telegram: demoContacts.telegram ?? '', contactNumber: demoContacts.contactNumber ?? '' });
  await setPromotion(request, admin, demoPromotion.content, demoPromotion.image);
});

test('/customer-service shows exactly the contacts the admin set, each opening its app', async ({ page }) => {
  await useBurmeseFont(page);
  await setContacts(page.request, admin, { viber: '+95 9 790 111 222', telegram: '@lucky_support_e2e', contactNumber: '09 790 333 444' });

  // A visitor reaches it from the home page's shortcut, inside the shell.
  await page.goto('/');
  await page.getByRole('link', { name: 'Customer service' }).first().click();
  await expect(page).toHaveURL(/\/customer-service$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const cards = page.locator('.sp-card');
  await expect(cards).toHaveCount(3);
  await expect(page.getByTestId('contact-viber')).toHaveAttribute('href', 'viber://chat?number=%2B959790111222');
  await expect(page.getByTestId('contact-viber')).toContainText('+95 9 790 111 222');
  await expect(page.getByTestId('contact-telegram')).toHaveAttribute('href', 'https://t.me/lucky_support_e2e');
  await expect(page.getByTestId('contact-telegram')).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('contact-telegram')).toContainText('@lucky_support_e2e');
  await expect(page.getByTestId('contact-phone')).toHaveAttribute('href', 'tel:09790333444');
  await expect(page.getByTestId('contact-phone')).toContainText('09 790 333 444');
  // Cards are big touch targets.
  for (const box of await cards.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(44);
  await saveScreen(page, 'customer-service', 'en');

  // Viber cleared, Telegram as a link: only two cards, the link used as it is.
  await setContacts(page.request, admin, { viber: '', telegram: 'https://t.me/+JoinLuckyMall', contactNumber: '09 790 333 444' });
  await page.reload();
  await expect(page.getByTestId('contact-telegram')).toHaveAttribute('href', 'https://t.me/+JoinLuckyMall');
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('contact-viber')).toHaveCount(0);

  // Nothing set: the empty state, in Burmese too.
  await setContacts(page.request, admin, { viber: '', telegram: '', contactNumber: '' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Support contacts are not available' })).toBeVisible();
  await expect(cards).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('lang', 'mm'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ဆက်သွယ်ရန် လိပ်စာများ မရှိသေးပါ' })).toBeVisible();
  await saveScreen(page, 'customer-service-empty', 'mm');
});

const PROMOTION: Record<Lang, string> = {
  en: '<h2>E2E Festival Sale</h2><p>Save <strong>25%</strong> on every order this week.</p><script>window.hacked = true</script><p onclick="window.hacked = true">Free delivery in Yangon.</p>',
  mm: '<h2>E2E ပွဲတော် အထူးလျှော့ဈေး</h2><p>ဤအပတ်အတွင်း အော်ဒါတိုင်းတွင် <strong>25%</strong> သက်သာပါမည်။</p>',
  ch: '<h2>E2E 节日特卖</h2><p>本周每笔订单立减 <strong>25%</strong>。</p>',
};

test('/promotion shows the picture and the sanitised HTML, with a sign-up button for a visitor and home for a shopper', async ({ page }) => {
  await useBurmeseFont(page);
  await setPromotion(page.request, admin, PROMOTION, { name: 'promo.png', mimeType: 'image/png', buffer: await gradientPng(600, 400) });

  await page.goto('/promotion');
  const content = page.getByTestId('promotion-content');
  await expect(content.getByRole('heading', { name: 'E2E Festival Sale' })).toBeVisible();
  await expect(content.locator('strong')).toHaveText('25%');
  await expect(content).toContainText('Free delivery in Yangon.');
  // The server dropped the script and the handler.
  await expect(content.locator('script')).toHaveCount(0);
  await expect(content.locator('[onclick]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
  // The new picture, loaded; the site's logo (or name) above.
  const picture = page.locator('.sp-promo__image');
  await expect(picture).toHaveAttribute('src', /\S/);
  await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(600);
  await expect(page.getByTestId('promotion-brand')).toBeVisible();
  await saveScreen(page, 'promotion', 'en');

  const action = page.getByTestId('promotion-action');
  await expect(action).toHaveText('Sign up');
  await action.click();
  await expect(page).toHaveURL(/\/signup$/);

  // In Burmese, the Burmese HTML.
  await page.evaluate(() => localStorage.setItem('lang', 'mm'));
  await page.goto('/promotion');
  await expect(page.getByTestId('promotion-content').getByRole('heading', { name: 'E2E ပွဲတော် အထူးလျှော့ဈေး' })).toBeVisible();
  await expect(page.getByTestId('promotion-action')).toHaveText('အကောင့်ဖွင့်မည်');
  await saveScreen(page, 'promotion', 'mm');
});

test('/promotion sends a signed-in shopper shopping', async ({ page }) => {
  const account = await signUpByApi(page, 'Promotion Shopper');
  await useToken(page, account.token);
  await useLanguage(page, 'en');
  await page.goto('/promotion');
  const action = page.getByTestId('promotion-action');
  await expect(action).toHaveText('Go shopping');
  await action.click();
  await expect(page).toHaveURL(/\/$/);
});
