// Joining the parts of a wire-protocol message or answer, shared by both sides of the embedded
// database's thread (pglite-thread.ts, pglite-worker.ts).

/** `parts` in one new buffer of its own (one that can be handed to another thread). */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  let size = 0;
  for (const part of parts) size += part.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
