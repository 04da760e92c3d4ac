// Product name, site metadata and page titles (spec §2, Page titles).
import { useEffect } from 'react';
import { PRODUCT_NAME, titleForBuild } from '@coachwork/contracts';

export { PRODUCT_NAME };

export interface SiteMetadata {
  name: string;
  description: string;
  ogImageLink: string;
  twitterSite: string;
}

export const siteMetadata: SiteMetadata = {
  name: PRODUCT_NAME,
  description: 'Book seats in workshops run by coaches and consultants, and run your own.',
  ogImageLink: '/og-image.png',
  twitterSite: '@coachwork',
};

export interface BuildInfo {
  branch: string;
  env: string;
  /** The API's base path (API_BASE_URL at build time), read by the base query. */
  apiBaseUrl?: string;
}

declare global {
  // Set by the build (webpack DefinePlugin or an inline script) before the bundle runs.
  var __COACHWORK_BUILD__: Partial<BuildInfo> | undefined;
}

export const BUILD_DEFAULTS: BuildInfo = { branch: 'main', env: 'development' };

export function readBuildInfo(): BuildInfo {
  const injected =
    typeof globalThis.__COACHWORK_BUILD__ === 'object' ? globalThis.__COACHWORK_BUILD__ : undefined;
  return {
    branch: injected?.branch || BUILD_DEFAULTS.branch,
    env: injected?.env || BUILD_DEFAULTS.env,
  };
}

export const buildInfo: BuildInfo = readBuildInfo();

/** '{page} | Coachwork', and outside release builds '{page} | Coachwork ({env})' so tabs tell environments apart. */
export function pageTitle(page: string, build: BuildInfo = buildInfo): string {
  return titleForBuild(page, build);
}

export function usePageTitle(page: string): void {
  useEffect(() => {
    if (typeof document !== 'undefined') document.title = pageTitle(page);
  }, [page]);
}

/** The build this page runs, compiled in; `id` tells builds apart for the new-build check. */
export function currentBuildId(): string | undefined {
  const injected = globalThis.__COACHWORK_BUILD__ as (Partial<BuildInfo> & { id?: string }) | undefined;
  return typeof injected?.id === 'string' && injected.id ? injected.id : undefined;
}
