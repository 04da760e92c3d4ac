// Which of the encodings we hold to send (smallest first) the client takes. Express's
// `req.acceptsEncodings(...)` breaks a tie in q by the order of the client's header, and browsers write
// `gzip, deflate, br, zstd`: every browser got the gzip copy while a brotli copy 12 % smaller sat beside
// it. Here the client's q values rank first (RFC 9110 §12.5.3; `*` stands for any encoding it does not
// name; q=0 refuses) and our order breaks ties.
import type { Request } from 'express';

const Q = /^q=([01](?:\.\d{0,3})?)$/i;

function qualities(header: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.map((p) => Q.exec(p)).find(Boolean);
    out.set(name.toLowerCase(), q ? Number(q[1]) : 1);
  }
  return out;
}

/** The first encoding of `offered` with the client's highest q above 0; undefined: send it as it is. */
export function preferredEncoding<E extends string>(req: Request, offered: readonly E[]): E | undefined {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string' || !header) return undefined;
  const q = qualities(header);
  let best: E | undefined;
  let bestQ = 0;
  for (const encoding of offered) {
    const value = q.get(encoding) ?? q.get('*') ?? 0;
    if (value > bestQ) {
      best = encoding;
      bestQ = value;
    }
  }
  return best;
}
