/**
 * Rows grouped by a key: each key's rows in their order, the keys in the order they first occur
 * (the demo backend's seeds bill a client's or an operator's month this way).
 */
export function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
