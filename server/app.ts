import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerContext } from './context';
import { apiRoutes } from './api';
import { buildValidator } from './http/validation';
import { appConfigRoutes } from './http/app-config';
import { frameworkErrors, installErrorHandling } from './http/errors';
import { healthRoutes } from './http/health';
import { recordRoutes } from './http/route-table';
import { spaRoutes } from './http/spa';
import { installShutdownAnswer } from './http/shutdown';
import { installTextGuard } from './http/text-guard';
import { serializeErrorForLog } from './kit/database-errors';
import { createIdentityServices, type IdentityServices } from './identity';

export interface BuildAppOptions {
  /** Checks the database for the health endpoint. */
  readonly ping: () => Promise<void>;
  /** `false` silences request logs (tests). */
  readonly logger?: boolean;
  /** Where the JSON log goes (tests read it); standard output by default. */
  readonly logStream?: { write(line: string): void };
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
            // A failed query keeps its statement and SQLSTATE only: its parameters are users' data.
            serializers: { err: serializeErrorForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // TRUST_PROXY: believe X-Forwarded-For only from the configured proxies (a hop count is the nth hop).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: false } },
    schemaController: { compilersFactory: { buildValidator } },
    frameworkErrors: frameworkErrors(config.identity.builtinPath),
    // While stopping, the product answers its own Spanish 503 (./http/shutdown.ts).
    return503OnClosing: false,
  });
  const routes = recordRoutes(app);
  installTextGuard(app);
  installShutdownAnswer(app);

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
    // One framing policy: no page of the product is ever framed. CSP says it with frame-ancestors 'none'
    // and X-Frame-Options (for browsers without CSP, and in development where CSP is off) says DENY.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    hsts: config.production ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  // Answers over 1 kB are compressed on the fly (JSON of the API, the runtime config); the SPA's files
  // are compressed once at build time and served as they are (server/http/spa.ts). Registered before
  // the static files, as @fastify/compress requires. Brotli at quality 4: fast enough for live answers.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Rate limits are opted into per route (identity provider, sign-in related endpoints).
  await app.register(fastifyRateLimit, { global: false });

  await installErrorHandling(app, {
    backendPrefix: config.backendPrefix,
    cognitoPath: config.identity.builtinPath,
    routes,
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
