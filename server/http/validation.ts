import AjvCompiler from '@fastify/ajv-compiler';

const fromPool = AjvCompiler();

/** What Fastify passes for each schema of a route: the schema and which part of the request it checks. */
type RouteDefinition = Parameters<ReturnType<typeof fromPool>>[0] & { readonly httpPart?: string };
type BuildValidator = (
  externalSchemas: unknown,
  ajvOptions: unknown,
) => (route: RouteDefinition) => ReturnType<ReturnType<typeof fromPool>>;

/**
 * The API's schema validation (docs/security.md): a JSON body is checked as sent — a number where text
 * is due (`1e308`, a 30-digit integer) or a text where a number is due is a 400, never converted; the
 * query string, the path's parameters and the headers, which are texts by nature, are coerced to the
 * types their schemas declare (a single value becomes a list where a list is due).
 */
export const buildValidator: BuildValidator = (externalSchemas, ajvOptions) => {
  const options = ajvOptions as { customOptions?: Record<string, unknown>; plugins?: unknown[] };
  const withCoercion = (coerceTypes: false | 'array') =>
    // `never`: Fastify hands these two through unchanged from its own call; @fastify/ajv-compiler's
    // declared parameter types are narrower than what Fastify passes, so they are forwarded as given.
    fromPool(
      externalSchemas as never,
      {
        ...options,
        customOptions: { ...options.customOptions, coerceTypes },
      } as never,
    );
  const strict = withCoercion(false);
  const coercing = withCoercion('array');
  return (route) => (route.httpPart === 'body' ? strict(route) : coercing(route));
};
