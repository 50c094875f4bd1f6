import type { BenchResult } from './results';

const fmt = (n: number | null) =>
  n === null ? '—' : n >= 100 ? Math.round(n).toLocaleString('en-GB') : n.toFixed(n >= 10 ? 1 : 2);

/** The run's figures as a Markdown table (pasteable into docs/benchmarks.md). */
export function table(results: readonly BenchResult[]): string {
  const header = [
    'case',
    'value',
    'unit',
    'baseline',
    'baseline value',
    'ratio',
    'p50',
    'p95',
    'p99',
    'data',
  ];
  const rows = results.map((r) => [
    r.case,
    fmt(r.value),
    r.unit,
    r.baseline,
    fmt(r.baselineValue),
    `${r.ratio.toFixed(2)}×`,
    fmt(r.p50),
    fmt(r.p95),
    fmt(r.p99),
    r.dataSize,
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
