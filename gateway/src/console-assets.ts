// Serves the built console: the shell at /admin/ (every non-asset path falls back to its index.html
// so client routes survive a reload), each remote at /admin/remotes/<name>/, and the run-time list of
// remotes the shell registers. A remote can live elsewhere: set REMOTE_<NAME>_URL to its manifest.
// A path no console route matches (the shared list in contracts) is a 404: people get the shell, which
// shows 'Page Not Found: {path}', crawlers the status alone.
import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { consolePageTitle, isCrawler, titleForBuild, type BuildLabel } from '@coachwork/contracts';
import { precompressedStatic } from './precompressed';

export const REMOTE_FOLDERS = {
  mfe_identity: 'mfe-identity',
  mfe_tenants: 'mfe-tenants',
  mfe_workshops: 'mfe-workshops',
  mfe_bookings: 'mfe-bookings',
} as const;

/** Content-hashed files never change; everything else (manifests, entries, html) is revalidated. */
function cacheControl(file: string): string {
  return /\.[0-9a-f]{8}\.(js|css)$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface ConsoleAssetsOptions {
  rootDir: string;
  /** Remote name → manifest URL overrides (distributed deploys). */
  remoteUrls?: Partial<Record<keyof typeof REMOTE_FOLDERS, string>>;
}

/** The browser's fallback when a build carries no label (web-kit's BUILD_DEFAULTS). */
const UNLABELLED_BUILD: BuildLabel = { branch: 'main', env: 'development' };

/**
 * The shell build's branch and environment from its build.json (written by the same compilation that
 * compiled them into the bundle), so the server's title carries the suffix the browser's would.
 */
async function shellBuildLabel(shellDir: string): Promise<BuildLabel> {
  try {
    const build = JSON.parse(await fs.promises.readFile(path.join(shellDir, 'build.json'), 'utf8')) as Partial<BuildLabel>;
    return {
      branch: typeof build.branch === 'string' && build.branch ? build.branch : UNLABELLED_BUILD.branch,
      env: typeof build.env === 'string' && build.env ? build.env : UNLABELLED_BUILD.env,
    };
  } catch {
    return UNLABELLED_BUILD;
  }
}

export function consoleAssets({ rootDir, remoteUrls = {} }: ConsoleAssetsOptions): Router | null {
  const shellDir = path.join(rootDir, 'shell', 'dist');
  const shellIndex = path.join(shellDir, 'index.html');
  if (!fs.existsSync(shellIndex)) return null;
  const router = Router();

  router.get('/admin/remotes.json', (_req, res) => {
    const list = Object.entries(REMOTE_FOLDERS).map(([name, folder]) => ({
      name,
      entry:
        remoteUrls[name as keyof typeof REMOTE_FOLDERS] ??
        `/admin/remotes/${folder.replace('mfe-', '')}/mf-manifest.json`,
    }));
    res.set('Cache-Control', 'no-store').json(list);
  });

  for (const folder of Object.values(REMOTE_FOLDERS)) {
    const dir = path.join(rootDir, folder, 'dist');
    router.use(
      `/admin/remotes/${folder.replace('mfe-', '')}`,
      ...precompressedStatic(dir, {
        index: false,
        fallthrough: false,
        setHeaders(res, file) {
          res.set('Cache-Control', cacheControl(file));
          res.set('Access-Control-Allow-Origin', '*');
        },
      }),
    );
  }

  router.use(
    '/admin',
    ...precompressedStatic(shellDir, {
      index: false,
      redirect: false,
      setHeaders: (res, file) => res.set('Cache-Control', cacheControl(file)),
    }),
  );
  router.get(['/admin', '/admin/*splat'], async (req, res, next) => {
    // A missing asset is a 404, not the app.
    if (/\.[a-z0-9]+$/i.test(req.path)) return next();
    const page = consolePageTitle(req.path.slice('/admin'.length));
    res.set('Cache-Control', 'no-cache').type('html');
    if (page === null && isCrawler(req.get('user-agent'))) {
      res.status(404).send('<!doctype html><title>Not Found</title>');
      return;
    }
    // The title is right before the script runs ('{page} | Coachwork', with the build's environment
    // outside release builds, exactly as the browser words it); the page refines the page part after.
    // Read per request, like sendFile did: a rebuilt shell is served without a restart.
    const [shellHtml, build] = await Promise.all([
      fs.promises.readFile(shellIndex, 'utf8'),
      shellBuildLabel(shellDir),
    ]);
    const title = titleForBuild(page ?? 'Page Not Found', build);
    res.status(page === null ? 404 : 200).send(shellHtml.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`));
  });
  return router;
}
