// The websocket's address, its connection_init payload and its reconnect waits (lib/live-link.ts).
import { describe, expect, it } from 'vitest';
import { connectionParams, liveUrl, retryDelay } from './live-link';

describe('live link', () => {
  it('talks to /graphql/ws on the page’s own host, wss: beside https:', () => {
    expect(liveUrl({ protocol: 'http:', host: '127.0.0.1:18310' })).toBe('ws://127.0.0.1:18310/graphql/ws');
    expect(liveUrl({ protocol: 'https:', host: 'shop.example' })).toBe('wss://shop.example/graphql/ws');
  });

  it('sends the bearer token and the language in connection_init', () => {
    expect(connectionParams('abc', 'mm')).toEqual({ authorization: 'Bearer abc', locale: 'mm' });
    expect(connectionParams(null, 'en')).toEqual({ locale: 'en' });
  });

  it('waits 1 s, 2 s, 4 s ... up to 30 s (give or take a quarter) before reconnecting', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 10].map((retries) => retryDelay(retries, middle))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(retryDelay(0, () => 0)).toBe(750);
    expect(retryDelay(0, () => 1)).toBe(1250);
  });
});
