import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { ServerContext } from './context';
import { apiRoutes } from './api';
import { appConfigRoutes } from './http/app-config';
import { healthRoutes } from './http/health';
import { spaRoutes } from './http/spa';
import { ApiError } from './shared/errors';
import { createIdentityServices, type IdentityServices } from './identity';

export interface BuildAppOptions {
  /** Checks the database for the health endpoint. */
  readonly ping: () => Promise<void>;
  /** `false` silences request logs (tests). */
  readonly logger?: boolean;
  /** Replaces the configured identity provider (tests). */
  readonly identity?: IdentityServices;
}

/** Fastify's trust function for "the first n hops are our proxies" (its types have no number form). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole product's HTTP server: API, built-in user pool, runtime config and the SPA. */
export async function buildApp(context: ServerContext, options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = context;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                '*.password',
                '*.Password',
                '*.PreviousPassword',
                '*.ProposedPassword',
              ],
              censor: '[oculto]',
            },
          },
    // TRUST_PROXY: believe X-Forwarded-For only from the configured proxies (a hop count is the nth hop).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: false } },
  });

  const cognitoOrigins =
    config.identity.provider === 'cognito'
      ? [`https://cognito-idp.${config.identity.region}.amazonaws.com`]
      : [];
  const hostedOrigins = config.identity.hostedLoginDomain
    ? [`https://${config.identity.hostedLoginDomain}`]
    : [];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: config.devServer
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", ...cognitoOrigins, ...hostedOrigins],
            formAction: ["'self'", ...hostedOrigins],
            frameAncestors: ["'none'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            upgradeInsecureRequests: null,
          },
        },
    crossOriginEmbedderPolicy: false,
    hsts: config.production ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  // Rate limits are opted into per route (identity provider, sign-in related endpoints).
  await app.register(fastifyRateLimit, { global: false });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send({
        error: 'ValidationError',
        message: 'Los datos enviados no son válidos.',
        fields: error.validation.map((v) => ({
          field: (
            v.instancePath || `/${String((v.params as { missingProperty?: string }).missingProperty ?? '')}`
          )
            .replace(/^\//, '')
            .replace(/\//g, '.'),
          message: v.message ?? 'valor no válido',
        })),
      });
    }
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send({
        error: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: 'InternalError', message: 'Ocurrió un error inesperado.' });
    }
    return reply.code(status).send({ error: error.code ?? 'Error', message: error.message });
  });

  const identity = options.identity ?? (await createIdentityServices(context));
  app.addHook('onClose', async () => identity.stop());

  await app.register(healthRoutes, { ping: options.ping });
  await app.register(appConfigRoutes, { config });
  await identity.registerRoutes(app);
  await app.register(apiRoutes, { prefix: config.backendPrefix, context, identity });
  await identity.start();

  const reservedPrefixes = [
    config.backendPrefix,
    config.identity.builtinPath,
    '/health',
    '/app-config.json',
    '/oauth2',
    '/logout',
    `/${config.identity.userPoolId}`,
    '/__test',
  ];
  if (config.devServer) {
    const [{ default: middie }, { createServer }] = await Promise.all([
      import('@fastify/middie'),
      import('vite'),
    ]);
    await app.register(middie);
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'spa' });
    // Vite serves the SPA (with its index.html fallback) for every path but the server's own.
    const isReserved = (url: string) =>
      reservedPrefixes.some(
        (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
      );
    app.use((req, res, next) => (isReserved(req.url ?? '/') ? next() : vite.middlewares(req, res, next)));
    app.addHook('onClose', async () => vite.close());
  } else {
    await app.register(spaRoutes, { staticDir: config.staticDir, reservedPrefixes });
  }
  return app;
}
