import type { HttpRequest, HttpResponse } from '../../../../src/application/ports/http-client';
import { CATALOGUE_PATHS } from '../../../../src/application/shared/catalogue-paths';
import type { FieldError } from '../../../../src/domain/shared/validation';
import { samplePermissions } from '../shell/permissions';

const AT = '2026-03-02T12:05:00.000Z';
export const STALE_MESSAGE =
  'Otra persona modificó este registro mientras lo editaba. Vuelva a cargarlo para ver los cambios.';

type Row = Record<string, unknown> & { id: number; version: number; active: boolean };

/** One catalogue of the fake backend: its records and how an input becomes a record. */
export interface FakeCatalogue {
  rows: Row[];
  /** The domain's rules, as the server applies them. */
  readonly validate: (input: never) => FieldError[];
  /** Extra read-only fields of a saved record (companyName, sharePercent…). */
  readonly derive?: (row: Row, backend: FakeCatalogueBackend) => Record<string, unknown>;
  /** The option label of a record. */
  readonly label: (row: Row) => string;
  /** Why a record cannot be deleted (a 409), if it is in use. */
  readonly inUse?: (row: Row, backend: FakeCatalogueBackend) => string | undefined;
  /** The catalogue's own list filters (the workers' positionId, pensionScheme), from the query. */
  readonly filter?: (row: Row, params: URLSearchParams) => boolean;
}

const json = (status: number, body: unknown): HttpResponse => ({
  status,
  body,
  headers: { 'content-type': 'application/json' },
});

/**
 * The catalogue routes of the backend, in memory (CATALOGUES-API.md): paging, search, the active
 * filter, sorting, validation with the domain's rules, versions (409 when stale), deletes refused when
 * in use, options and the .xlsx export (a small blob). Plus `/usuario/modulos-permisos` for the shell.
 * `fail` answers the next matching request with an error; `hang` never answers it.
 */
export class FakeCatalogueBackend {
  readonly requests: HttpRequest[] = [];
  readonly catalogues = new Map<string, FakeCatalogue>();
  private readonly failures: { method: string; path: RegExp; status: number; body: unknown }[] = [];
  private readonly hanging: { method: string; path: RegExp }[] = [];
  private readonly routes: { method: string; path: string; answer: () => unknown }[] = [];
  private nextId = 1000;

  with(path: string, catalogue: FakeCatalogue): this {
    this.catalogues.set(path, catalogue);
    return this;
  }

  fail(method: string, path: RegExp, status: number, body: unknown): this {
    this.failures.push({ method, path, status, body });
    return this;
  }

  /** Answers the next matching request with this status and body (a route the fake does not model). */
  answer(method: string, path: RegExp, status: number, body: unknown): this {
    return this.fail(method, path, status, body);
  }

  /** Answers every request to this exact path with `answer()` (a read route beside the catalogues). */
  route(method: string, path: string, answer: () => unknown): this {
    this.routes.push({ method, path, answer });
    return this;
  }

  hang(method: string, path: RegExp): this {
    this.hanging.push({ method, path });
    return this;
  }

  records(path: string): Row[] {
    return this.catalogues.get(path)?.rows ?? [];
  }

  private view(catalogue: FakeCatalogue, row: Row): Row {
    return { ...row, ...(catalogue.derive?.(row, this) ?? {}) };
  }

  readonly respond = async (request: HttpRequest): Promise<HttpResponse> => {
    this.requests.push(request);
    await Promise.resolve();
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    if (this.hanging.some((h) => h.method === request.method && h.path.test(path))) {
      return new Promise<HttpResponse>(() => undefined);
    }
    const failure = this.failures.findIndex((f) => f.method === request.method && f.path.test(path));
    if (failure >= 0) {
      const [f] = this.failures.splice(failure, 1);
      return json(f!.status, f!.body);
    }
    if (path === '/usuario/modulos-permisos') return json(200, samplePermissions);
    const route = this.routes.find((r) => r.method === request.method && r.path === path);
    if (route) return json(200, route.answer());
    const match = /^(\/[a-z-]+)(?:\/([^/]+))?$/.exec(path);
    const catalogue = match && this.catalogues.get(match[1]!);
    if (!match || !catalogue) return json(404, { message: 'Recurso no disponible.' });
    const [, base, tail] = match;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'GET' && tail === undefined)
      return json(200, this.list(catalogue, url.searchParams));
    if (request.method === 'GET' && tail === 'options') {
      return json(
        200,
        catalogue.rows.filter((r) => r.active).map((r) => ({ id: r.id, label: catalogue.label(r) })),
      );
    }
    if (request.method === 'GET' && tail === 'export.xlsx') {
      const page = this.list(catalogue, url.searchParams, true);
      return {
        status: 200,
        body: new Blob([JSON.stringify(page.rows)], {
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        }),
        headers: { 'content-disposition': `attachment; filename="${base!.slice(1)}.xlsx"` },
      };
    }
    if (request.method === 'POST' && tail === undefined) {
      const errors = catalogue.validate(body as never);
      if (errors.length > 0) return json(400, { message: 'Revise los datos marcados.', fields: errors });
      const row: Row = {
        ...body,
        id: this.nextId++,
        version: 1,
        active: body.active !== false,
        updatedAt: AT,
        updatedBy: 'admin',
      };
      catalogue.rows.push(row);
      return json(201, this.view(catalogue, row));
    }
    const id = Number(tail);
    const index = catalogue.rows.findIndex((r) => r.id === id);
    const row = catalogue.rows[index];
    if (!row) return json(404, { message: 'El registro no existe.' });
    if (request.method === 'GET') return json(200, this.view(catalogue, row));
    if (body.version !== row.version) return json(409, { message: STALE_MESSAGE });
    if (request.method === 'PUT') {
      const { version: _version, ...input } = body;
      const errors = catalogue.validate(input as never);
      if (errors.length > 0) return json(400, { message: 'Revise los datos marcados.', fields: errors });
      const saved: Row = {
        ...row,
        ...input,
        id,
        version: row.version + 1,
        updatedAt: AT,
        updatedBy: 'admin',
      };
      catalogue.rows[index] = saved;
      return json(200, this.view(catalogue, saved));
    }
    if (request.method === 'DELETE') {
      const reason = catalogue.inUse?.(row, this);
      if (reason) return json(409, { message: reason });
      catalogue.rows.splice(index, 1);
      return { status: 204, body: '', headers: {} };
    }
    return json(404, { message: 'Recurso no disponible.' });
  };

  private list(catalogue: FakeCatalogue, params: URLSearchParams, all = false) {
    const q = (params.get('q') ?? '').toLowerCase();
    const active = params.get('active');
    const sort = params.get('sort') ?? 'id';
    const order = params.get('order') === 'desc' ? -1 : 1;
    const rows = catalogue.rows
      .map((r) => this.view(catalogue, r))
      .filter(
        (r) => q === '' || Object.values(r).some((v) => typeof v === 'string' && v.toLowerCase().includes(q)),
      )
      .filter((r) => active === null || String(r.active) === active)
      .filter((r) => catalogue.filter?.(r, params) ?? true)
      .sort(
        (a, b) => String(a[sort] ?? '').localeCompare(String(b[sort] ?? ''), 'es', { numeric: true }) * order,
      );
    const page = Number(params.get('page') ?? 1);
    const pageSize = Number(params.get('pageSize') ?? 25);
    return {
      rows: all ? rows : rows.slice((page - 1) * pageSize, page * pageSize),
      total: rows.length,
      page,
      pageSize,
    };
  }
}

export { CATALOGUE_PATHS };
