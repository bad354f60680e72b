// /customer-service and /promotion (doc 001 §2): a card only for each contact that is set, with
// the link that opens Viber, Telegram or the phone; an empty state when none is; the promotion's
// logo or name, picture and HTML, and its button to /signup for a visitor and / when signed in.
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/auth';
import { renderWithProviders } from '@/test/render-with-providers';
import CustomerServicePage from './pages/customer-service-page';
import PromotionPage from './pages/promotion-page';
import { phoneHref, telegramHref, telegramLabel, viberHref } from './contacts';
import { PromotionBrandQuery, PromotionQuery, SupportContactsQuery } from './queries';

type Contacts = { viber: string | null; telegram: string | null; contactNumber: string | null };

const contacts = (settings: Contacts): MockedResponse => ({
  request: { query: SupportContactsQuery },
  result: { data: { settings: { __typename: 'SiteSettings', ...settings } } },
});

const showContacts = (mocks: MockedResponse[]) => renderWithProviders(<CustomerServicePage />, { mocks, addTypename: true, appCache: true });

describe('contact links', () => {
  it('opens Viber with the number in international form, or the link as set', () => {
    expect(viberHref('+959791234567')).toBe('viber://chat?number=%2B959791234567');
    expect(viberHref('09 79 123 4567')).toBe('viber://chat?number=%2B959791234567');
    expect(viberHref('+95 9-791-234-567')).toBe('viber://chat?number=%2B959791234567');
    expect(viberHref('viber://chat?number=%2B959000')).toBe('viber://chat?number=%2B959000');
  });

  it('links a Telegram handle to t.me and keeps a link', () => {
    expect(telegramHref('luckymall_mm')).toBe('https://t.me/luckymall_mm');
    expect(telegramHref('@luckymall_mm')).toBe('https://t.me/luckymall_mm');
    expect(telegramHref('t.me/luckymall_mm')).toBe('https://t.me/luckymall_mm');
    expect(telegramHref('https://t.me/+AbCdEf')).toBe('https://t.me/+AbCdEf');
    expect(telegramLabel('luckymall_mm')).toBe('@luckymall_mm');
    expect(telegramLabel('https://t.me/+AbCdEf')).toBe('https://t.me/+AbCdEf');
  });

  it('never opens a contact set with another scheme as a link (javascript:, data:)', () => {
    expect(telegramHref('javascript://%0Aalert(1)')).toBe(`https://t.me/${encodeURIComponent('javascript://%0Aalert(1)')}`);
    expect(viberHref('javascript://%0Aalert(1)')).toMatch(/^viber:\/\/chat\?number=%2B\d+$/);
    expect(telegramHref('data:text/html,<b>x</b>').startsWith('https://t.me/')).toBe(true);
  });

  it('calls the phone number without its spaces and dashes', () => {
    expect(phoneHref('09 791-234 567')).toBe('tel:09791234567');
    expect(phoneHref('+95 9 791 234 567')).toBe('tel:+959791234567');
  });
});

describe('/customer-service', () => {
  it('shows a card for each contact that is set, each with its link', async () => {
    showContacts([contacts({ viber: null, telegram: '@luckymall_mm', contactNumber: '09 791 234 567' })]);
    const telegram = await screen.findByTestId('contact-telegram');
    expect(screen.getByRole('heading', { level: 1, name: 'Customer service' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByTestId('contact-viber')).toBeNull();
    expect(telegram.getAttribute('href')).toBe('https://t.me/luckymall_mm');
    expect(telegram.getAttribute('target')).toBe('_blank');
    expect(telegram.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(telegram).getByText('Telegram')).toBeTruthy();
    expect(within(telegram).getByText('@luckymall_mm')).toBeTruthy();
    const phone = screen.getByTestId('contact-phone');
    expect(phone.getAttribute('href')).toBe('tel:09791234567');
    expect(phone.getAttribute('target')).toBeNull();
    expect(within(phone).getByText('Phone')).toBeTruthy();
    expect(within(phone).getByText('09 791 234 567')).toBeTruthy();
  });

  it('shows all three in order when all are set (Viber opens the app)', async () => {
    showContacts([contacts({ viber: '+959791234567', telegram: 'luckymall_mm', contactNumber: '09791234567' })]);
    await screen.findByTestId('contact-viber');
    const cards = screen.getAllByRole('link');
    expect(cards.map((a) => a.getAttribute('data-testid'))).toEqual(['contact-viber', 'contact-telegram', 'contact-phone']);
    expect(cards[0].getAttribute('href')).toBe('viber://chat?number=%2B959791234567');
    expect(cards[0].getAttribute('target')).toBeNull();
    expect(within(cards[0]).getByText('+959791234567')).toBeTruthy();
  });

  it('says support contacts are not available when none is set (blank counts as not set)', async () => {
    showContacts([contacts({ viber: null, telegram: '  ', contactNumber: null })]);
    expect(await screen.findByRole('heading', { name: 'Support contacts are not available' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers a retry when the contacts fail to load', async () => {
    showContacts([{ request: { query: SupportContactsQuery }, error: new Error('offline') }, contacts({ viber: null, telegram: null, contactNumber: '09791234567' })]);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the support contacts.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('contact-phone')).getAttribute('href')).toBe('tel:09791234567');
  });
});

const brand = (siteLogo: string | null): MockedResponse => ({
  request: { query: PromotionBrandQuery },
  result: { data: { settings: { __typename: 'SiteSettings', siteName: 'Lucky Mall', siteLogo } } },
});
const promotion = (image: string | null = '/media/content/promotion.jpg'): MockedResponse => ({
  request: { query: PromotionQuery },
  result: { data: { promotion: { __typename: 'Promotion', image, content: '<h2>Mega Sale</h2><p>Up to <strong>30%</strong> off.</p>' } } },
});

const showPromotion = (mocks: MockedResponse[]) => renderWithProviders(<PromotionPage />, { mocks, addTypename: true, appCache: true });
const action = () => screen.getByTestId('promotion-action');

describe('/promotion', () => {
  it('shows the logo, the picture and the HTML, and sends a visitor to sign up', async () => {
    showPromotion([brand('/media/logo.png'), promotion()]);
    const content = await screen.findByTestId('promotion-content');
    expect(content.querySelector('h2')?.textContent).toBe('Mega Sale');
    expect(content.querySelector('strong')?.textContent).toBe('30%');
    expect(document.querySelector('.sp-promo__image')?.getAttribute('src')).toBe('/media/content/promotion.jpg');
    expect((await screen.findByRole('img', { name: 'Lucky Mall' })).getAttribute('src')).toBe('/media/logo.png');
    expect(screen.getByRole('heading', { level: 1, name: 'Promotion' })).toBeTruthy();
    expect(action().textContent).toBe('Sign up');
    expect(action().getAttribute('href')).toBe('/signup');
    fireEvent.click(action());
    expect(screen.getByTestId('location').textContent).toBe('/signup');
  });

  it('shows the site name without a logo, no picture without one, and sends a signed-in shopper home', async () => {
    signIn('token-1');
    showPromotion([brand(null), promotion(null)]);
    await screen.findByTestId('promotion-content');
    expect((await screen.findByTestId('promotion-brand')).textContent).toBe('Lucky Mall');
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('.sp-promo__image')).toBeNull();
    expect(action().textContent).toBe('Go shopping');
    expect(action().getAttribute('href')).toBe('/');
  });

  it('says there is no promotion yet (NOT_FOUND), still with the sign-up button', async () => {
    showPromotion([
      brand(null),
      { request: { query: PromotionQuery }, result: { errors: [new GraphQLError('No promotion.', { extensions: { code: 'NOT_FOUND' } })] } },
    ]);
    expect(await screen.findByRole('heading', { name: 'No promotion right now' })).toBeTruthy();
    expect(action().getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a retry when the promotion fails to load', async () => {
    showPromotion([brand(null), { request: { query: PromotionQuery }, error: new Error('offline') }, promotion()]);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the promotion.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('promotion-content')).toBeTruthy();
  });
});
