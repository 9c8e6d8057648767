import Type from 'typebox';
import { validateAuditFilter } from '../../src/domain/admin/audit';
import type { ServerContext } from '../context';
import { Order, PageOf, PagingQuery, Text } from '../kit/schemas';
import { auditEntities, queryAudit } from './audit-store';
import { assertValid } from '../kit/http';
import { guarded } from '../kit/route-options';
import { typedRoutes } from '../kit/typed-routes';

const AuditRecordSchema = Type.Object({
  id: Type.Integer(),
  occurredAt: Type.String(),
  actorUsername: Type.String(),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Type.Union([Type.String(), Type.Null()]),
});

/** The audit trail (module 'auditoria', in the Seguridad group): filtered, paged, read-only. */
export const auditRoutes = typedRoutes<{ context: ServerContext }>(async (app, opts) => {
  const { db } = opts.context;

  app.get(
    '/auditoria',
    guarded(
      'auditoria',
      'ver',
      {
        querystring: PagingQuery(['occurredAt'] as const, {
          order: Order('desc'),
          entity: Type.Optional(Text(60)),
          entityId: Type.Optional(Text(200)),
          actor: Type.Optional(Text(128)),
          action: Type.Optional(Text(30)),
          from: Type.Optional(Text(10)),
          to: Type.Optional(Text(10)),
        }),
      },
      { 200: PageOf(AuditRecordSchema) },
    ),
    async (request) => {
      const q = request.query;
      assertValid(validateAuditFilter(q));
      const page = await queryAudit(db, q);
      return { ...page, page: q.page, pageSize: q.pageSize };
    },
  );

  app.get(
    '/auditoria/entidades',
    guarded('auditoria', 'ver', {}, { 200: Type.Array(Type.String()) }),
    async () => auditEntities(db),
  );
});
