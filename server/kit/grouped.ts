/** The values of `rows` by their key, each key's values in the rows' order (what a store reads by worker, by month…). */
export function groupedBy<T, K, V>(
  rows: readonly T[],
  keyOf: (row: T) => K,
  valueOf: (row: T) => V,
): Map<K, V[]> {
  const out = new Map<K, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = out.get(key);
    if (list) list.push(valueOf(row));
    else out.set(key, [valueOf(row)]);
  }
  return out;
}
