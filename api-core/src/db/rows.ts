/** Rows grouped by the value of one column, each group in the rows' order. */
export function groupBy<Row, Key extends keyof Row>(rows: Row[], key: Key): Map<Row[Key], Row[]> {
  const groups = new Map<Row[Key], Row[]>();
  for (const row of rows) {
    const group = groups.get(row[key]);
    if (group) group.push(row);
    else groups.set(row[key], [row]);
  }
  return groups;
}
