import { CHART_COLORS, ChartFrame } from "./chart-frame";

export interface ColumnDatum {
  /** Short axis label, e.g. "12 Mar". */
  label: string;
  value: number;
}

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 40;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = 28;

/** Columns over time, oldest on the left, with the first, middle and last dates on the axis. */
export function ColumnChart({
  title,
  description,
  data,
}: {
  title: string;
  description: string;
  data: ColumnDatum[];
}) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(1, data.length);
  const baseline = TOP + plotHeight;
  const labelled = new Set([0, Math.floor((data.length - 1) / 2), data.length - 1]);
  return (
    <ChartFrame title={title} description={description} width={WIDTH} height={HEIGHT}>
      <line
        x1={LEFT}
        x2={WIDTH - RIGHT}
        y1={TOP}
        y2={TOP}
        stroke={CHART_COLORS.axis}
        strokeDasharray="3 3"
      />
      <line x1={LEFT} x2={WIDTH - RIGHT} y1={baseline} y2={baseline} stroke={CHART_COLORS.axis} />
      <text x={LEFT - 6} y={TOP + 4} textAnchor="end" fill={CHART_COLORS.text}>
        {max}
      </text>
      <text x={LEFT - 6} y={baseline + 4} textAnchor="end" fill={CHART_COLORS.text}>
        0
      </text>
      {data.map((d, i) => {
        const height = (d.value / max) * plotHeight;
        const x = LEFT + i * slot;
        return (
          <g key={`${d.label}-${i}`}>
            {d.value > 0 ? (
              <rect
                x={x + slot * 0.15}
                y={baseline - height}
                width={slot * 0.7}
                height={height}
                rx={2}
                fill={CHART_COLORS.bar}
              />
            ) : null}
            {labelled.has(i) ? (
              <text
                x={i === 0 ? x : i === data.length - 1 ? x + slot : x + slot / 2}
                y={HEIGHT - 8}
                textAnchor={i === 0 ? "start" : i === data.length - 1 ? "end" : "middle"}
                fill={CHART_COLORS.text}
              >
                {d.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </ChartFrame>
  );
}
