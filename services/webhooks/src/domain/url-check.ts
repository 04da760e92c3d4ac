// Where deliveries may go: https to a public address; plain http and loopback only outside
// production (a receiver on localhost in development and tests). Checked when an endpoint is saved
// (its host as written), before each send (what the name resolves to then, for a clear answer in the
// delivery log), and on the connection itself (guardedLookup): the addresses the socket connects to
// are the ones checked, so a name that answers a public address to the check and a private one to
// the connection (DNS rebinding) is not followed either.
import dns from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';

export interface UrlPolicy {
  /** http:// to localhost/127.0.0.1/::1 allowed (development and tests). */
  allowLoopback: boolean;
  /** The resolver the connection uses (tests stand in a rebinding one); Node's by default. */
  resolve?: typeof dns.lookup;
}

/** What a connection to a private address fails with (its `code` is what the delivery log shows). */
export const PRIVATE_ADDRESS_CODE = 'EPRIVATEADDRESS';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

function ipv4Private(ip: string): boolean {
  const [a, b] = ip.split('.').map(Number) as [number, number];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** Loopback, private, link-local, carrier-grade NAT, multicast and reserved addresses. */
export function isPrivateAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(bare) === 4) return ipv4Private(bare);
  if (isIP(bare) !== 6) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return ipv4Private(mapped[1]!);
  return (
    bare === '::' || bare === '::1' || /^f[cd]/.test(bare) || /^fe[89ab]/.test(bare) || bare.startsWith('ff')
  );
}

const isLoopback = (host: string) => LOOPBACK_NAMES.has(host) || /^127\./.test(host);

/** The field message for a URL, or null when it may be saved. */
export function urlProblem(raw: string, policy: UrlPolicy): 'invalid' | 'private' | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  const host = url.hostname.toLowerCase();
  const loopbackOk = policy.allowLoopback && isLoopback(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopbackOk)) return 'invalid';
  if (loopbackOk) return null;
  if (host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host)) return 'private';
  return null;
}

/** Before a send: the host's addresses now; refuses one that resolves to a private address. */
export async function resolvesPublicly(raw: string, policy: UrlPolicy): Promise<boolean> {
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (policy.allowLoopback && isLoopback(host)) return true;
  if (isIP(host)) return !isPrivateAddress(host);
  const addresses = policy.resolve
    ? await new Promise<dns.LookupAddress[]>((ok, fail) =>
        policy.resolve!(host, { all: true }, (err, list) =>
          err ? fail(err) : ok(list as unknown as dns.LookupAddress[]),
        ),
      )
    : await lookup(host, { all: true });
  return addresses.length > 0 && addresses.every((a) => !isPrivateAddress(a.address));
}

/**
 * A socket lookup that resolves the name once and connects only when every address it got is
 * public (loopback names too, where the policy allows them): the check and the connection use the
 * same answer.
 */
export function guardedLookup(policy: UrlPolicy): LookupFunction {
  const resolve = policy.resolve ?? dns.lookup;
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as unknown as dns.LookupAddress[];
      const host = hostname.toLowerCase();
      const allowed =
        list.length > 0 &&
        list.every((a) => !isPrivateAddress(a.address) || (policy.allowLoopback && isLoopback(host)));
      if (!allowed) {
        const refused = Object.assign(new Error(`Refused: ${hostname} resolves to a private address.`), {
          code: PRIVATE_ADDRESS_CODE,
        });
        return callback(refused, '', 0);
      }
      if ((options as dns.LookupOptions).all) return (callback as unknown as AllCallback)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

type AllCallback = (err: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void;
