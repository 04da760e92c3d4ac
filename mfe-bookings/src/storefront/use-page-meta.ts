// Applies a page's meta to the document's <head> in the browser: the same tags the server wrote for the
// first visit (server.tsx's head()), rewritten when a client-side navigation changes the page.
import { useEffect } from 'react';
import { pageTitle, siteMetadata } from '@coachwork/web-kit';
import type { PageMeta } from './route-meta';

let siteOrigin: string | undefined;

/**
 * The address the product is published at, as the server wrote it into og:url (APP_URL, which may
 * differ from the address this browser used, behind a proxy).
 */
export function publicOrigin(): string {
  // The server has its own (RenderOptions.origin); it never applies meta through this file.
  if (typeof document === 'undefined') return '';
  if (siteOrigin) return siteOrigin;
  const written = document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  try {
    siteOrigin = new URL(written || window.location.href, window.location.href).origin;
  } catch {
    siteOrigin = window.location.origin;
  }
  return siteOrigin;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

export function applyPageMeta(meta: PageMeta): void {
  const origin = publicOrigin();
  const absolute = (path: string) => (path.startsWith('/') ? `${origin}${path}` : path);
  const title = pageTitle(meta.title);
  document.title = title;
  setMeta('name', 'description', meta.description);
  setMeta('name', 'robots', meta.noindex ? 'noindex' : null);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:url', absolute(meta.canonical ?? `${window.location.pathname}${window.location.search}`));
  setMeta('property', 'og:image', absolute(meta.image || siteMetadata.ogImageLink));

  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (meta.canonical) {
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.appendChild(canonical);
    }
    canonical.href = absolute(meta.canonical);
  } else {
    canonical?.remove();
  }

  // A data block, not a script: no CSP rule applies to it, and it never runs.
  for (const block of document.head.querySelectorAll('script[type="application/ld+json"]')) block.remove();
  if (meta.jsonLd) {
    const block = document.createElement('script');
    block.type = 'application/ld+json';
    block.textContent = JSON.stringify(meta.jsonLd);
    document.head.appendChild(block);
  }
}

/** Applies `meta` whenever it changes; null leaves the head to another component. */
export function usePageMeta(meta: PageMeta | null): void {
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (meta) applyPageMeta(meta);
    // `key` stands for `meta`: a new object with the same content is no change.
  }, [key]);
}
