// Small hand-drawn SVG charts (decision 042): no chart library, so the reports chunk stays small.
// Each chart has a text alternative: a caption and the figures as a table for screen readers.
import type { ReactNode } from 'react';
import type { ChartPoint } from '@lectern/domain';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 40, left: 44 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/** Round numbers for the value axis: 0, a middle and a top at or above the largest value. */
function ticks(max: number): number[] {
  const top = Math.max(1, max);
  const step = Math.max(1, Math.ceil(top / 4));
  const end = Math.ceil(top / step) * step;
  return Array.from({ length: Math.floor(end / step) + 1 }, (_, i) => i * step);
}

/** Which labels fit under the axis (every n-th, the last always). */
function labelEvery(count: number): number {
  return Math.max(1, Math.ceil(count / 8));
}

function Frame({
  title,
  points,
  children,
  unit,
}: {
  title: string;
  points: readonly ChartPoint[];
  children: (geometry: {
    x: (i: number) => number;
    y: (v: number) => number;
    band: number;
  }) => ReactNode;
  unit: string;
}) {
  const axis = ticks(Math.max(...points.map((p) => p.value), 0));
  const top = axis[axis.length - 1] ?? 1;
  const band = PLOT_W / Math.max(1, points.length);
  const x = (i: number) => PAD.left + band * i + band / 2;
  const y = (v: number) => PAD.top + PLOT_H - (v / top) * PLOT_H;
  const every = labelEvery(points.length);
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full text-muted-foreground"
        role="img"
        aria-label={title}
      >
        {axis.map((t) => (
          <g key={t}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(t)}
              y2={y(t)}
              stroke="currentColor"
              strokeOpacity={0.2}
            />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize={14} fill="currentColor">
              {t}
            </text>
          </g>
        ))}
        {children({ x, y, band })}
        {points.map((p, i) =>
          i % every === 0 || i === points.length - 1 ? (
            <text
              key={`${p.label}-${i}`}
              x={x(i)}
              y={HEIGHT - PAD.bottom + 18}
              textAnchor="middle"
              fontSize={14}
              fill="currentColor"
            >
              {p.label}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="text-sm text-muted-foreground">{title}</figcaption>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {points.map((p, i) => (
            <tr key={`${p.label}-${i}`}>
              <th scope="row">{p.label}</th>
              <td>
                {p.value} {unit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** A line over time (membership at each month's end). */
export function LineChart({
  title,
  points,
  unit,
}: {
  title: string;
  points: readonly ChartPoint[];
  unit: string;
}) {
  return (
    <Frame title={title} points={points} unit={unit}>
      {({ x, y }) => (
        <g className="text-primary">
          <polyline
            fill="none"
            stroke="currentColor"
            strokeWidth={2.5}
            points={points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ')}
          />
          {points.map((p, i) => (
            <circle key={`${p.label}-${i}`} cx={x(i)} cy={y(p.value)} r={4} fill="currentColor" />
          ))}
        </g>
      )}
    </Frame>
  );
}

/** One bar per item (attendance at each meeting). */
export function BarChart({
  title,
  points,
  unit,
}: {
  title: string;
  points: readonly ChartPoint[];
  unit: string;
}) {
  return (
    <Frame title={title} points={points} unit={unit}>
      {({ x, y, band }) => (
        <g className="text-primary">
          {points.map((p, i) => {
            const w = Math.max(4, band * 0.6);
            return (
              <rect
                key={`${p.label}-${i}`}
                x={x(i) - w / 2}
                y={y(p.value)}
                width={w}
                height={Math.max(0, y(0) - y(p.value))}
                rx={2}
                fill="currentColor"
              />
            );
          })}
        </g>
      )}
    </Frame>
  );
}
