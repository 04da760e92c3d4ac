// negotiator 1.x (the version express's own `accepts` uses) ships no types; @types/negotiator describes
// 0.6, whose encoding() took the preferred list as a bare array.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    /** The best of `available` for the request's Accept-Encoding; ties go to `preferred`'s order. */
    encoding(available?: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
