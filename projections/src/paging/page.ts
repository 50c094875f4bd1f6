/**
 * One page of a back-office list: which column to sort by, which rows, and the total, read in
 * one query (`count(*) OVER ()`), so a list costs one round trip.
 */
export interface PageRequest<S extends string = string> {
  sort: readonly [S, 'ASC' | 'DESC'];
  /** Zero-based, inclusive, as react-admin's range. */
  range: readonly [number, number];
}

export interface Page<Row> {
  rows: Row[];
  total: number;
}

/**
 * `ORDER BY … LIMIT … OFFSET …` for a request whose sort field was validated against `columns`
 * (field name → SQL expression); `tieBreak` keeps the order stable across pages. The limit and
 * offset become parameters `$next` and `$next+1`.
 */
export function orderAndPage<S extends string>(
  request: PageRequest<S>,
  columns: Record<S, string>,
  tieBreak: string,
  next: number,
): { sql: string; params: [number, number] } {
  const [field, order] = request.sort;
  const column = columns[field];
  if (!column) throw new Error(`unsortable field ${field}`);
  const direction = order === 'DESC' ? 'DESC' : 'ASC';
  const [first, last] = request.range;
  return {
    sql: `ORDER BY ${column} ${direction} NULLS LAST, ${tieBreak} LIMIT $${next} OFFSET $${next + 1}`,
    params: [last - first + 1, first],
  };
}

/** Splits rows selected with `count(*) OVER () AS total_count` into rows and the total. */
export function pageOf<Row extends { total_count?: string | number }>(
  rows: Row[],
  request: PageRequest,
): Page<Omit<Row, 'total_count'>> {
  // Past the last row the window count is not there; the total is then at most the offset.
  const total = rows.length > 0 ? Number(rows[0]?.total_count) : request.range[0];
  return { rows: rows.map(({ total_count: _, ...row }) => row), total };
}
