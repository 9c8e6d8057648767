import { randomUUID } from 'node:crypto';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Compile, type Validator } from 'typebox/compile';
import type { Action, ActionContext } from './actions/action';
import { isDatabaseUnavailable } from '../../kit/database-errors';
import { CognitoError, errorBody, Errors } from './errors';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const JSON_TYPES = ['application/x-amz-json-1.1', 'application/x-amz-json-1.0'];

/** Headers the AWS SDK sends from a browser (the CORS preflight must allow them). */
const SDK_HEADERS = [
  'content-type',
  'x-amz-target',
  'x-amz-user-agent',
  'x-amz-date',
  'x-amz-content-sha256',
  'x-amz-security-token',
  'x-amz-api-version',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
  'authorization',
  'cache-control',
];

interface CompiledAction {
  readonly action: Action;
  readonly validator: Validator;
}

/** Turns a schema violation into Cognito's InvalidParameterException text. */
function validationMessage(validator: Validator, body: unknown): string {
  const problems = [...validator.Errors(body)].slice(0, 5).map((error) => {
    const params = error.params as { requiredProperties?: string[] };
    if (error.keyword === 'required' && params.requiredProperties) {
      const field = params.requiredProperties.map(lowerFirst).join(', ');
      return `Value null at '${field}' failed to satisfy constraint: Member must not be null`;
    }
    const field = error.instancePath.replace(/^\//, '').split('/').map(lowerFirst).join('.');
    return `Value at '${field}' failed to satisfy constraint: Member ${error.message}`;
  });
  return `${problems.length} validation error${problems.length === 1 ? '' : 's'} detected: ${problems.join('; ')}`;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * Cognito's JSON protocol: `POST {builtinPath}/` with `X-Amz-Target: AWSCognitoIdentityProviderService.<Action>`
 * and an `application/x-amz-json-1.1` body. One dispatcher validates the body against the action's
 * schema, runs it, and maps every error to Cognito's shape in one place.
 */
export async function protocolRoutes(
  app: FastifyInstance,
  opts: {
    actions: readonly Action[];
    /** Whether a browser at this origin may call the pool (CORS). */
    corsAllowed: (origin: string | undefined, request: FastifyRequest) => boolean;
    context: (request: FastifyRequest) => ActionContext;
  },
): Promise<void> {
  const actions = new Map<string, CompiledAction>(
    opts.actions.map((action) => [action.name, { action, validator: Compile(action.input) }]),
  );

  await app.register(fastifyCors, {
    delegator: (request, callback) =>
      callback(null, {
        origin: opts.corsAllowed(request.headers.origin, request),
        methods: ['POST'],
        allowedHeaders: SDK_HEADERS,
        exposedHeaders: ['x-amzn-requestid', 'x-amzn-errortype', 'x-amzn-errormessage', 'date'],
        maxAge: 600,
      }),
  });

  app.addContentTypeParser(JSON_TYPES, { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  const send = (reply: FastifyReply, status: number, body: object) =>
    reply
      .code(status)
      .header('x-amzn-requestid', randomUUID())
      .header('cache-control', 'no-store')
      .header('content-type', 'application/x-amz-json-1.1')
      .send(Buffer.from(JSON.stringify(body)));

  const fail = (reply: FastifyReply, error: CognitoError) =>
    send(reply.header('x-amzn-errortype', `${error.type}:`), error.statusCode, errorBody(error));

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const target = String(request.headers['x-amz-target'] ?? '');
      const compiled = target.startsWith(TARGET_PREFIX)
        ? actions.get(target.slice(TARGET_PREFIX.length))
        : undefined;
      if (!compiled) throw Errors.unknownOperation();
      const context = opts.context(request);
      await context.core.countRequest(context.caller);

      let body: unknown = request.body ?? {};
      if (typeof body === 'string') {
        try {
          body = body.trim() === '' ? {} : JSON.parse(body);
        } catch {
          throw Errors.serialization();
        }
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw Errors.serialization();
      if (!compiled.validator.Check(body)) {
        throw Errors.invalidParameter(validationMessage(compiled.validator, body));
      }
      const result = await compiled.action.handle(body as never, context);
      return send(reply, 200, result);
    } catch (error) {
      if (error instanceof CognitoError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'identity request failed');
        return fail(reply, error);
      }
      if (isDatabaseUnavailable(error)) {
        // The SDK retries a 5xx; Retry-After tells other clients when.
        request.log.warn({ err: error }, 'identity request failed: database unavailable');
        return fail(reply.header('retry-after', '5'), Errors.unavailable());
      }
      request.log.error({ err: error }, 'identity request failed');
      return fail(reply, Errors.internal());
    }
  };

  // With the plugin's prefix, '/' answers both `{builtinPath}` and `{builtinPath}/` (where the SDK posts).
  app.post('/', handler);
}
