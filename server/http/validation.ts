import AjvCompiler from '@fastify/ajv-compiler';

const fromPool = AjvCompiler();

/** What Fastify passes for each schema of a route: the schema and which part of the request it checks. */
type RouteDefinition = Parameters<ReturnType<typeof fromPool>>[0] & { readonly httpPart?: string };
type BuildValidator = (
  externalSchemas: Parameters<typeof fromPool>[0],
  ajvOptions?: Parameters<typeof fromPool>[1],
) => (route: RouteDefinition) => ReturnType<ReturnType<typeof fromPool>>;

/**
 * The API's schema validation (docs/security.md): a JSON body is checked as sent — a number where text
 * is due (`1e308`, a 30-digit integer) or a text where a number is due is a 400, never converted; the
 * query string, the path's parameters and the headers, which are texts by nature, are coerced to the
 * types their schemas declare (a single value becomes a list where a list is due).
 */
export const buildValidator: BuildValidator = (externalSchemas, ajvOptions) => {
  const withCoercion = (coerceTypes: false | 'array') =>
    // JTD schemas (not used here) have no coercion to set.
    ajvOptions?.mode === 'JTD'
      ? fromPool(externalSchemas, ajvOptions)
      : fromPool(externalSchemas, {
          ...ajvOptions,
          customOptions: { ...ajvOptions?.customOptions, coerceTypes },
        });
  const strict = withCoercion(false);
  const coercing = withCoercion('array');
  return (route) => (route.httpPart === 'body' ? strict(route) : coercing(route));
};
