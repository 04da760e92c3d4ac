// Remotes are found at run time from the list the gateway serves, so a remote redeploys without a new
// build of the app that mounts it (the console shell or the storefront). A remote that fails to load
// leaves the rest of the page working.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export interface RemoteEntry {
  name: string;
  entry: string;
}

export const REMOTES_URL = '/admin/remotes.json';

/** The remote's container script next to its manifest, for hosts built without the manifest (snapshot) code. */
export function remoteEntryOf(manifestUrl: string): string {
  return manifestUrl.replace(/mf-manifest\.json$/, 'remoteEntry.js');
}

export async function registerFromGateway(
  url = REMOTES_URL,
  { byRemoteEntry = false }: { byRemoteEntry?: boolean } = {},
): Promise<RemoteEntry[]> {
  try {
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) throw new Error(`remotes list answered ${res.status}`);
    const list = (await res.json()) as RemoteEntry[];
    registerRemotes(
      list.map((r) => ({ name: r.name, entry: byRemoteEntry ? remoteEntryOf(r.entry) : r.entry })),
    );
    return list;
  } catch (err) {
    console.error('Could not load the remotes list', err);
    return [];
  }
}

export async function loadExposed<T>(remote: string, exposed: string): Promise<T> {
  const mod = await loadRemote<T>(`${remote}/${exposed}`);
  if (!mod) throw new Error(`${remote}/${exposed} could not be loaded`);
  return mod;
}
