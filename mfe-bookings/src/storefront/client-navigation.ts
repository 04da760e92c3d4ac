// Spec §1: once hydrated, the storefront is a single-page application. A click on a link to one of its
// pages changes the page through the router (the page reads its data through /v1) instead of asking the
// server for a new document; the window's scroll position comes back on Back and Forward; and the new
// page's heading takes the focus, so a screen reader announces where the visitor landed. The server
// still renders every page for a first visit, a reload and a crawler.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Paths the storefront does not render: the API, the console, files and built assets. */
const NOT_A_PAGE = /^\/(v1|admin|assets)(\/|$)/;

/** The in-app path an anchor click should go to, or null when the browser should follow it itself. */
export function internalTarget(event: MouseEvent, here: Location, isPage: (pathname: string) => boolean): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  // A link the server must answer itself (a language link sets its cookie there).
  if (anchor.hasAttribute('data-document')) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin || NOT_A_PAGE.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  // A jump within this page (the skip link, a section) is the browser's.
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  if (!isPage(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * One listener for every anchor in the page, the remotes' too (the identity forms' links to /register
 * and /login do not know which application mounts them). React's own handlers run first: a <Link>, or
 * an onClick that calls preventDefault, keeps its behaviour.
 */
export function useInternalLinks(isPage: (pathname: string) => boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = internalTarget(event, window.location, isPage);
      if (!target) return;
      event.preventDefault();
      navigate(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate, isPage]);
}

const SCROLL_KEY = 'cw-storefront-scroll';
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function readPositions(): Map<string, number> {
  try {
    return new Map(Object.entries(JSON.parse(window.sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>));
  } catch {
    return new Map();
  }
}

/** Scrolls to `y` once the page is tall enough for it (a page may still be drawing its data). */
function scrollWhenReady(y: number, tries = 30) {
  const room = document.documentElement.scrollHeight - window.innerHeight;
  window.scrollTo(0, Math.min(y, Math.max(room, 0)));
  if (room < y && tries > 0) requestAnimationFrame(() => scrollWhenReady(y, tries - 1));
}

/**
 * Back and Forward return to where the visitor was on that page; a new page starts at its top, or at
 * the element its address names. Moving within one page (filters, the pager, tabs) keeps the position
 * unless the link names an element to show. Positions outlive a reload (the session's storage).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  // Back or Forward: the browser's popstate, heard before the router renders the page it leads to
  // (the shared react-router the federated apps load exports no useNavigationType).
  const popped = useRef(false);
  const positions = useRef<Map<string, number> | null>(null);
  const current = useRef(location.key);
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    positions.current ??= readPositions();
    window.history.scrollRestoration = 'manual';
    const onScroll = () => positions.current?.set(current.current, window.scrollY);
    const onHide = () => {
      try {
        window.sessionStorage.setItem(SCROLL_KEY, JSON.stringify(Object.fromEntries(positions.current ?? [])));
      } catch {
        // A full or refused storage only loses the positions across a reload.
      }
    };
    const onPop = () => {
      popped.current = true;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  useIsomorphicLayoutEffect(() => {
    positions.current ??= readPositions();
    current.current = location.key;
    const samePage = previousPath.current === location.pathname;
    const first = previousPath.current === null;
    previousPath.current = location.pathname;
    const saved = positions.current.get(location.key);
    const pop = popped.current;
    popped.current = false;
    if (first) {
      // A reload: back where the visitor was. A new visit: where the browser put it (an anchor).
      if (saved !== undefined && performanceNavigationType() === 'reload') scrollWhenReady(saved);
      return;
    }
    if (pop && saved !== undefined) {
      scrollWhenReady(saved);
      return;
    }
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else if (!samePage) window.scrollTo(0, 0);
  }, [location.key]);
}

function performanceNavigationType(): string | undefined {
  return (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
}

const FOCUS_WAIT_MS = 5000;

/**
 * After a navigation to another page, focus goes to the new page's heading once it is drawn (a page
 * loading its data shows a spinner first); a page without one gives the focus to the main region.
 */
export function useFocusOnNavigation(mainId = 'main'): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    const focus = (element: HTMLElement) => {
      if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
      element.focus({ preventScroll: true });
    };
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading) focus(heading);
      return Boolean(heading);
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => {
      stop();
      focus(main);
    }, FOCUS_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
}
