import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';

/** One registered route, as its plugin declared it. */
export interface RouteEntry {
  readonly method: string;
  readonly url: string;
  readonly config: Readonly<Record<string, unknown>>;
  readonly schema: RouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the server (filled while plugins register; complete once the server is ready). */
    readonly routeTable: RouteTable;
  }
}

/** `/usuarios/:username` → a pattern matching `/usuarios/ana`; `*` matches the rest of the path. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * The server's route table, recorded by an `onRoute` hook on the root instance: the 405 answer needs
 * the methods a path has, and the security suite walks every API route from it (so routes added later
 * are covered without anyone listing them).
 */
export class RouteTable {
  private readonly entries: { entry: RouteEntry; pattern: RegExp }[] = [];

  add(route: RouteOptions): void {
    const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const entry: RouteEntry = {
        method: String(method).toUpperCase(),
        url: route.url,
        config: (route.config ?? {}) as Record<string, unknown>,
        schema: route.schema,
      };
      this.entries.push({ entry, pattern: patternOf(route.url) });
    }
  }

  get routes(): readonly RouteEntry[] {
    return this.entries.map((e) => e.entry);
  }

  /** The methods registered for a concrete path (without its query string). */
  methodsFor(path: string): string[] {
    const clean = path.split('?')[0] ?? path;
    return [...new Set(this.entries.filter((e) => e.pattern.test(clean)).map((e) => e.entry.method))];
  }
}

/** Records every route registered after it (call it first, on the root instance). */
export function recordRoutes(app: FastifyInstance): RouteTable {
  const table = new RouteTable();
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => table.add(route));
  return table;
}
