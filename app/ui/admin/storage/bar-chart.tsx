import { CHART_COLORS, ChartFrame } from "./chart-frame";

export interface BarDatum {
  label: string;
  value: number;
  /** The value as a person reads it, e.g. "1.2 MB". */
  valueLabel: string;
}

const WIDTH = 640;
const ROW = 28;
const LABEL_WIDTH = 170;
const VALUE_WIDTH = 80;
const BAR_HEIGHT = 18;
const MAX_LABEL = 24;

const shorten = (text: string) =>
  text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text;

/** Horizontal bars, largest first as given: a ranking read at a glance (storage per user). */
export function HorizontalBarChart({ title, data }: { title: string; data: BarDatum[] }) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const span = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = data.length * ROW + 8;
  const description = data.map((d) => `${d.label}: ${d.valueLabel}`).join("; ");
  return (
    <ChartFrame title={title} description={`${description}.`} width={WIDTH} height={height}>
      {data.map((d, i) => {
        const y = 4 + i * ROW;
        const barWidth = Math.max(d.value > 0 ? 2 : 0, (d.value / max) * span);
        return (
          <g key={`${d.label}-${i}`}>
            <text x={LABEL_WIDTH - 8} y={y + ROW / 2 + 4} textAnchor="end" fill={CHART_COLORS.text}>
              {shorten(d.label)}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={y + (ROW - BAR_HEIGHT) / 2}
              width={barWidth}
              height={BAR_HEIGHT}
              rx={3}
              fill={CHART_COLORS.bar}
            />
            <text x={LABEL_WIDTH + barWidth + 6} y={y + ROW / 2 + 4} fill={CHART_COLORS.text}>
              {d.valueLabel}
            </text>
          </g>
        );
      })}
    </ChartFrame>
  );
}
