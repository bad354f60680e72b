// The push service worker (issue 14), served as-is at /push-sw.js and registered by
// src/features/notifications/push.ts with the fixed scope /push/ (the offline worker of issue 15
// takes /). It controls no page: it only shows the server's Web Push messages and opens the shop
// when one is tapped.
//
// A push carries JSON { title, body, image, link, data: { id, kind } } (plain text is shown as
// the body). A tap closes the notification and brings a tab of the shop forward on its link
// (the tab is told by a message, since this worker does not control it), or opens a new tab there.

const OPEN_MESSAGE = 'lucky-mall:open-notification';

self.addEventListener('install', () => {
  // Nothing to cache: take over from an older version at once.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The push's message, whatever the server sent. */
function readPush(data) {
  if (!data) return {};
  try {
    const message = data.json();
    return message && typeof message === 'object' ? message : { body: String(message) };
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = readPush(event.data);
  const title = typeof message.title === 'string' && message.title ? message.title : 'Lucky Mall';
  const options = {
    body: typeof message.body === 'string' ? message.body : '',
    data: { ...(message.data && typeof message.data === 'object' ? message.data : {}), link: typeof message.link === 'string' ? message.link : '/' },
  };
  if (typeof message.image === 'string' && message.image) {
    options.image = message.image;
    options.icon = message.image;
  }
  if (message.data && message.data.id !== undefined) options.tag = `notification-${message.data.id}`;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.link) || '/', self.location.origin);
  // Only the shop's own pages.
  const link = target.origin === self.location.origin ? target.href : new URL('/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        tab.postMessage({ type: OPEN_MESSAGE, link });
        await tab.focus();
        return;
      }
      await self.clients.openWindow(link);
    })(),
  );
});
