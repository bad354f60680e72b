// The admin's review queue against the real server: two shoppers post app reviews through REST
// (POST /api/user/reviews, multipart rating, comment and file[] PNGs); the admin opens
// /admin/reviews from the header, sees each card named after its author with the phone, the stars,
// the comment as text (markup in it shows as characters) and the pictures at full size (a tap
// opens one), rejects one with a reason (GET /api/user/reviews as its author shows `rejected` and
// the reason; it stays out of GET /api/reviews/all) and approves the other (it is in
// GET /api/reviews/all). Deciding again is refused with the server's message.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminNav, adminToken, auth, gradientPng, saveScreen, setLanguage, signUpByApi, useBurmeseFont, useToken } from './helpers';

interface RestReview {
  id: number;
  user_name: string;
  rating: number;
  comment: string;
  files: string[];
  thumbs: string[];
  status: 'pending' | 'approved' | 'rejected';
  reject_reason: string | null;
}

/** Posts an app review as the shopper with `token`, with one PNG per size in `pictures`. */
async function postReview(request: APIRequestContext, token: string, rating: number, comment: string, pictures: [number, number][]): Promise<RestReview> {
  const form = new FormData();
  form.append('rating', String(rating));
  form.append('comment', comment);
  for (const [i, [width, height]] of pictures.entries()) {
    form.append('file[]', new File([new Uint8Array(await gradientPng(width, height))], `picture-${i + 1}.png`, { type: 'image/png' }));
  }
  const response = await request.post('/api/user/reviews', { headers: auth(token), multipart: form });
  const body = await response.json();
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body.data as RestReview;
}

async function myReviews(request: APIRequestContext, token: string): Promise<RestReview[]> {
  const response = await request.get('/api/user/reviews?page=1', { headers: auth(token) });
  expect(response.status()).toBe(200);
  return (await response.json()).data.data as RestReview[];
}

async function publicReviews(request: APIRequestContext): Promise<RestReview[]> {
  const response = await request.get('/api/reviews/all?page=1');
  expect(response.status()).toBe(200);
  return (await response.json()).data.data as RestReview[];
}

test('the admin rejects one review with a reason and approves another', async ({ page }) => {
  const admin = await adminToken(page.request);
  const stamp = Date.now();
  const late = { name: `Review No ${stamp}`, ...(await signUpByApi(page, `Review No ${stamp}`)) };
  const happy = { name: `Review Yes ${stamp}`, ...(await signUpByApi(page, `Review Yes ${stamp}`)) };

  // The comment carries markup: it must reach the admin as the characters typed.
  const lateComment = 'The parcel came <b>x</b> days late.\nThe box was open.';
  const rejected = await postReview(page.request, late.token, 2, lateComment, [
    [400, 300],
    [300, 500],
  ]);
  expect(rejected).toMatchObject({ status: 'pending', rating: 2, comment: lateComment, user_name: late.name });
  expect(rejected.files).toHaveLength(2);
  expect(rejected.thumbs).toHaveLength(2);
  const approved = await postReview(page.request, happy.token, 5, 'Everything arrived on time.', [[320, 240]]);
  expect(approved.status).toBe('pending');
  // Pending reviews are not public.
  expect((await publicReviews(page.request)).map((r) => r.id)).not.toContain(approved.id);

  await useToken(page, admin);
  await useBurmeseFont(page);
  await page.goto('/admin');
  await adminNav(page, 'Queues', 'Reviews');
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  await expect(page.getByRole('heading', { name: 'Reviews to moderate', level: 1 })).toBeVisible();

  const no = page.getByRole('article', { name: new RegExp(late.name) });
  await expect(no).toContainText(`${late.name} · ${late.phone}`);
  await expect(no.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  const comment = no.getByTestId('review-comment');
  await expect(comment).toHaveText(lateComment, { useInnerText: true });
  await expect(no.locator('b')).toHaveCount(0);
  // The pictures at full size, in the order posted, really loaded (public files, no token).
  const pictures = no.getByRole('img', { name: /^Review picture/ });
  await expect(pictures).toHaveCount(2);
  for (const [i, url] of rejected.files.entries()) {
    const picture = pictures.nth(i);
    expect(new URL((await picture.getAttribute('src'))!, page.url()).pathname).toBe(new URL(url, page.url()).pathname);
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  }
  // A tap opens one full size; a tap closes it.
  await no.getByRole('button', { name: 'Open picture 2 of 2 full size' }).click();
  const full = page.getByRole('dialog', { name: 'Review picture 2 of 2' });
  await expect(full).toBeVisible();
  await expect.poll(() => full.getByRole('img').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await full.click();
  await expect(full).toBeHidden();

  const yes = page.getByRole('article', { name: new RegExp(happy.name) });
  await expect(yes).toContainText(`${happy.name} · ${happy.phone}`);
  await expect(yes.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await saveScreen(page, 'admin-reviews', 'en');

  // The same queue in Burmese, on a phone and on a desktop (screenshots only), then back in English.
  await setLanguage(page, 'mm');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await expect(no.getByTestId('review-comment')).toBeVisible();
  await saveScreen(page, 'admin-reviews', 'mm');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('.admin-split')).toBeVisible();
  // The list on the left stays in its column (a long comment line once pushed it under the card).
  const detail = (await page.locator('.admin-split__detail').boundingBox())!;
  for (const entry of await page.locator('.admin-index').all()) {
    const box = (await entry.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(detail.x);
  }
  await saveScreen(page, 'admin-reviews-desktop', 'mm');
  await page.setViewportSize({ width: 412, height: 839 });
  await setLanguage(page, 'en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reviews to moderate', level: 1 })).toBeVisible();

  // Reject: a reason is required, and the author sees it.
  await no.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this review?' });
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByText('Please write a reason')).toBeVisible();
  const reason = 'Please write about the shop, not the courier.';
  await dialog.getByLabel('Reason (the shopper sees it)').fill(reason);
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText(`Review #${rejected.id} · ${late.name} rejected`)).toBeVisible();
  await expect(no).toHaveCount(0);
  const mine = (await myReviews(page.request, late.token)).find((r) => r.id === rejected.id);
  expect(mine).toMatchObject({ status: 'rejected', reject_reason: reason });

  // Approve: public from now on.
  await yes.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText(`Review #${approved.id} · ${happy.name} approved`)).toBeVisible();
  await expect(yes).toHaveCount(0);
  const listed = await publicReviews(page.request);
  expect(listed.find((r) => r.id === approved.id)).toMatchObject({ status: 'approved', rating: 5, comment: 'Everything arrived on time.', user_name: happy.name });
  expect(listed.map((r) => r.id)).not.toContain(rejected.id);
  expect((await myReviews(page.request, happy.token)).find((r) => r.id === approved.id)?.status).toBe('approved');

  // Deciding again (another admin's tab) is refused with the server's message.
  const again = await page.request.post('/graphql', { headers: auth(admin), data: { query: `mutation { approveReview(id: ${rejected.id}) }` } });
  expect((await again.json()).errors[0].message).toBe('This review was already decided.');
});
