import { writeFileSync } from 'node:fs';

/**
 * One measured figure against the baseline it was measured with in the same run. `ratio` is
 * value / baselineValue; whether higher is better depends on the unit (events/s: higher; ms and
 * KB: lower), and the table says which.
 */
export interface BenchResult {
  case: string;
  unit: string;
  value: number;
  baseline: string;
  baselineValue: number;
  ratio: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  dataSize: string;
}

const round = (n: number | null, digits = 2) =>
  n === null || !Number.isFinite(n) ? null : Math.round(n * 10 ** digits) / 10 ** digits;

export function result(r: Omit<BenchResult, 'ratio'> & { ratio?: number }): BenchResult {
  return {
    case: r.case,
    unit: r.unit,
    value: round(r.value) ?? 0,
    baseline: r.baseline,
    baselineValue: round(r.baselineValue) ?? 0,
    ratio: round(r.ratio ?? r.value / r.baselineValue, 3) ?? 0,
    p50: round(r.p50),
    p95: round(r.p95),
    p99: round(r.p99),
    dataSize: r.dataSize,
  };
}

export function writeResults(file: string, results: readonly BenchResult[]): void {
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
