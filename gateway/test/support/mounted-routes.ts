// Every route mounted on an Express app, read from its routers (Express 5: app.router's stack, each
// layer a route or a nested router), as `METHOD /path` keys.
import type { Express } from 'express';

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function walk(stack: Layer[], out: Set<string>): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const p of paths)
        for (const [method, on] of Object.entries(layer.route.methods))
          if (on && method !== '_all') out.add(`${method.toUpperCase()} ${p}`);
    } else if (layer.handle?.stack) {
      walk(layer.handle.stack, out);
    }
  }
}

/** The `METHOD /path` of every route under /v1 the apps mount. */
export function mountedV1Routes(...apps: Express[]): string[] {
  const out = new Set<string>();
  for (const app of apps) {
    const router = (app as unknown as { router: { stack: Layer[] } }).router;
    walk(router.stack, out);
  }
  return [...out].filter((k) => k.split(' ')[1]!.startsWith('/v1/')).sort();
}
