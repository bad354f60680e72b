// Where a notification leads: its link is a path of the shop (/my-orders-to-ship, /token ...).

/** The in-app path (with query and hash) of `link` when it is on this site, else null. */
export function inAppPath(link: string, origin: string): string | null {
  try {
    const url = new URL(link, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
