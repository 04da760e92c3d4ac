// PGlite runs every query as an unnamed statement: Parse, Describe, Bind (where it is planned),
// Describe, Execute and Sync, each a call into WebAssembly, so a statement is parsed and planned on
// every run. node-postgres keeps a statement drizzle prepared with a name parsed per connection, and
// PostgreSQL plans it once it has seen a few runs; PGlite's driver drops the name. This client keeps
// those statements under a name on PGlite too: the first run parses and describes it, every later run
// is one call (Bind, Execute, Sync) with the parameters' types and the row's description kept from the
// first. Measured on PGlite with a four-table write of 19 parameters: 0.23 ms a run, against 0.52 ms
// unnamed. Statements without a name run as PGlite runs them.
import { parse, protocol, type PGlite, type Results, type Transaction } from '@electric-sql/pglite';

type QueryOptions = Parameters<PGlite['query']>[2];
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** A named statement as PostgreSQL knows it, with what the first run learned. */
interface Kept {
  name: string;
  /** The parameters' types, from the statement's description. */
  types: number[];
  /** Its rows' description (none for a statement that returns no rows). */
  rowDescription?: BackendMessage;
}

interface Parsing {
  parsers: PGlite['parsers'];
  rest: QueryOptions;
}

/** Statements beyond this many run unnamed: each one kept holds a parse tree and a plan. */
const MOST_KEPT = 256;
/** The errors after which a kept statement is parsed afresh: it is gone, or its tables changed. */
const STALE = new Set(['26000', '0A000']);

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
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

export interface NamedStatements {
  /** The client to give drizzle: PGlite's own, with named statements. */
  client: PGlite;
  /** Runs `text` under a name from now on (drizzle's `prepare(name)` calls it). */
  keep(text: string): void;
}

/**
 * Wraps `pg` so that the texts given to `keep` run as named statements, in and out of transactions;
 * everything else goes to PGlite as it is.
 */
export function namedStatements(pg: PGlite): NamedStatements {
  const wanted = new Set<string>();
  const kept = new Map<string, Kept>();
  const parsings = new WeakMap<object, Parsing>();
  /** Names of stale statements, closed before the next parse. */
  const closing: string[] = [];
  let made = 0;

  /** Runs a kept statement; the caller holds PGlite's query lock. */
  async function runKept(text: string, params: unknown[], options: QueryOptions): Promise<Results> {
    let statement = kept.get(text);
    if (!statement) {
      const name = `cw_named_${++made}`;
      // Stale ones are closed with the next parse: closing a name that is gone is no error.
      const close = closing.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
      const described = await pg.execProtocolStream(
        concat([
          ...close,
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      statement = {
        name,
        types: parse.parseDescribeStatementResults(described),
        rowDescription: described.find((m) => m.name === 'rowDescription'),
      };
      kept.set(text, statement);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.types[i]!;
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await pg.execProtocolStream(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const all = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    const { parsers, rest } = parsing(options);
    return parse.parseResults(all, parsers, rest)[0]!;
  }

  /**
   * PGlite's parsers with the query's own over them, made once per options object: parseResults
   * would copy PGlite's few hundred parsers into a new object on every query given its own (drizzle
   * always gives some), which took 7 % of the product's time in a sale on PGlite. drizzle's options
   * are made once per prepared query. PGlite's parsers are complete once it is ready.
   */
  function parsing(options: QueryOptions): Parsing {
    if (!options?.parsers) return { parsers: pg.parsers, rest: options };
    let made = parsings.get(options);
    if (!made) {
      made = { parsers: { ...pg.parsers, ...options.parsers }, rest: { ...options, parsers: undefined } };
      parsings.set(options, made);
    }
    return made;
  }

  /**
   * `runKept`; errors as PGlite's. A kept statement PostgreSQL calls stale is parsed afresh on its next
   * run, and at once outside a transaction (inside, the error has ended the transaction).
   */
  async function run(text: string, params: unknown[], options: QueryOptions, inTransaction: boolean) {
    try {
      try {
        return await runKept(text, params, options);
      } catch (err) {
        const stale = kept.get(text);
        if (!stale || !STALE.has((err as { code?: string }).code ?? '')) throw err;
        kept.delete(text);
        closing.push(stale.name);
        if (inTransaction) throw err;
        return await runKept(text, params, options);
      }
    } catch (err) {
      // As PGlite's own query does: the error names its query.
      if (err && typeof err === 'object') Object.assign(err, { query: text, params, queryOptions: options });
      throw err;
    }
  }

  const named = (text: string, options: QueryOptions) =>
    wanted.has(text) && !options?.blob && !options?.paramTypes && (kept.has(text) || kept.size < MOST_KEPT);

  const client = new Proxy(pg, {
    get(target, property) {
      if (property === 'query')
        return async (text: string, params: unknown[] = [], options?: QueryOptions) => {
          if (!named(text, options)) return target.query(text, params, options);
          await target._checkReady();
          return target._runExclusiveTransaction(() =>
            target._runExclusiveQuery(async () => {
              const result = await run(text, params, options, false);
              await target.syncToFs();
              return result;
            }),
          );
        };
      if (property === 'transaction')
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) =>
            callback(
              new Proxy(tx, {
                get(txTarget, txProperty, txReceiver) {
                  if (txProperty !== 'query') return Reflect.get(txTarget, txProperty, txReceiver);
                  return async (text: string, params: unknown[] = [], options?: QueryOptions) => {
                    if (!named(text, options) || txTarget.closed)
                      return txTarget.query(text, params, options);
                    return target._runExclusiveQuery(() => run(text, params, options, true));
                  };
                },
              }),
            ),
          );
      // PGlite's own members read its private fields: they run on PGlite itself, not on the proxy.
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { client, keep: (text) => void wanted.add(text) };
}
