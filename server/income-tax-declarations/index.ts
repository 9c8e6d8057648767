import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { declarationRoutes } from './routes';
import { DeclarationService } from './service';

/** A payroll month's income tax declarations: other employers' income, deductible expenses (docs/months.md). */
export async function incomeTaxDeclarationFeature(
  app: FastifyInstance,
  opts: { context: ServerContext },
): Promise<void> {
  await app.register(declarationRoutes, { service: new DeclarationService(opts.context) });
}
