/**
 * The grid behind venue search (docs/search.md): half a degree of latitude (about 35 miles) by
 * one of longitude (about 40 miles at British latitudes). Coarse on purpose: a service's circle
 * touches a few dozen cells, and the cells are few enough that PostgreSQL's array statistics
 * count the services reaching every one of them.
 */
export const COVERAGE_CELL_DEGREES = { lat: 0.5, lng: 1 } as const;

/** SQL for the cell holding a point, the same arithmetic as service_coverage_cells. */
export function venueCellSql(latitudeParam: string, longitudeParam: string): string {
  return `(floor((${latitudeParam}::float8 + 90) / ${COVERAGE_CELL_DEGREES.lat})::int * 1000 + floor((${longitudeParam}::float8 + 180) / ${COVERAGE_CELL_DEGREES.lng})::int)`;
}
