import { useId } from 'react';

export interface ChartPoint {
  label: string;
  value: number;
}

interface BarChartProps {
  title: string;
  points: ChartPoint[];
  format: (value: number) => string;
  /** Draw a line through the points instead of bars. */
  variant?: 'bars' | 'line';
}

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, right: 12, bottom: 28, left: 12 };

/**
 * A small dependency-free SVG chart. Screen readers get the same numbers as a table (the SVG
 * itself is described by its title).
 */
export function Chart({ title, points, format, variant = 'bars' }: BarChartProps) {
  const id = useId();
  const max = Math.max(1, ...points.map((p) => p.value));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const step = innerW / Math.max(points.length, 1);
  const y = (value: number) => PAD.top + innerH - (value / max) * innerH;
  const x = (index: number) => PAD.left + step * index + step / 2;
  const linePath = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`)
    .join(' ');

  return (
    <figure className="chart">
      <figcaption className="chart__title" id={`${id}-title`}>
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        className="chart__svg"
      >
        <title>{title}</title>
        {[0.25, 0.5, 0.75, 1].map((f) => (
          <line
            key={f}
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(max * f)}
            y2={y(max * f)}
            className="chart__grid"
          />
        ))}
        {variant === 'bars' ? (
          points.map((p, i) => (
            <rect
              key={p.label}
              x={x(i) - step * 0.3}
              width={step * 0.6}
              y={y(p.value)}
              height={PAD.top + innerH - y(p.value)}
              rx={4}
              className="chart__bar"
            >
              <title>{`${p.label}: ${format(p.value)}`}</title>
            </rect>
          ))
        ) : (
          <>
            <path
              d={`${linePath} L${x(points.length - 1)},${PAD.top + innerH} L${x(0)},${PAD.top + innerH} Z`}
              className="chart__area"
            />
            <path d={linePath} className="chart__line" />
            {points.map((p, i) => (
              <circle key={p.label} cx={x(i)} cy={y(p.value)} r={4} className="chart__dot">
                <title>{`${p.label}: ${format(p.value)}`}</title>
              </circle>
            ))}
          </>
        )}
        {points.map((p, i) => (
          <text key={p.label} x={x(i)} y={HEIGHT - 8} textAnchor="middle" className="chart__label">
            {p.label}
          </text>
        ))}
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.label}>
              <th scope="row">{p.label}</th>
              <td>{format(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
