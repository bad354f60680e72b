// The browser tab shows the site's name and favicon from settings (doc 001 §2, Other).
import { useEffect } from 'react';
import { useQuery } from '@apollo/client';
import { SiteSettingsQuery } from '../queries';

export function SiteHead() {
  const { data } = useQuery(SiteSettingsQuery);
  const name = data?.settings.siteName;
  const favicon = data?.settings.siteFavicon;

  useEffect(() => {
    if (name) document.title = name;
  }, [name]);

  useEffect(() => {
    if (!favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.removeAttribute('type');
    link.href = favicon;
  }, [favicon]);

  return null;
}
