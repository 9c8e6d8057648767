import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import Type, { type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Executor } from '../db/database';

/**
 * Reads a query's rows as one JSON text (`select json_agg(q)::text from (<query>) q`) and checks each
 * against `row`. For large results read on every computation (thousands of workers' terms): the rows
 * cross from the database as one value that `JSON.parse` reads at once, instead of field by field in
 * the driver (PGlite decodes every field in JavaScript, several times slower for 2,000 rows).
 *
 * The query names its columns as the schema's properties (`w.document_type as "documentType"`). In JSON a
 * `date` is 'YYYY-MM-DD' whatever the server's DateStyle, an integer and a boolean are themselves; cast a
 * `numeric` to text (`::text`) to keep its digits exactly. The rows keep the query's order.
 */
export function jsonRowsOf<S extends TSchema>(row: S): (ex: Executor, query: SQL) => Promise<Static<S>[]> {
  const rows = Compile(Type.Array(row));
  return async (ex, query) => {
    const answer: unknown = await ex.execute(
      sql`select coalesce(json_agg(q), '[]')::text as "json" from (${query}) q`,
    );
    const value: unknown = JSON.parse(jsonText(answer));
    if (!rows.Check(value)) {
      const [first] = rows.Errors(value);
      throw new Error(
        `Filas no válidas en la base de datos: ${first?.instancePath ?? ''} ${first?.message ?? ''}`,
      );
    }
    return value;
  };
}

/** The one text value of `select … as "json"`, as PGlite and node-postgres both answer it. */
function jsonText(answer: unknown): string {
  if (typeof answer === 'object' && answer !== null && 'rows' in answer && Array.isArray(answer.rows)) {
    const [first]: unknown[] = answer.rows;
    if (typeof first === 'object' && first !== null && 'json' in first && typeof first.json === 'string')
      return first.json;
  }
  throw new Error('La consulta no devolvió su texto JSON.');
}

/** `a as "name", b as "other"`: a select list whose columns are named as the row schema's properties. */
export function namedColumns(columns: Readonly<Record<string, SQLWrapper>>): SQL {
  return sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
    sql`, `,
  );
}
