import { useId, type ReactNode } from "react";

export const CHART_COLORS = { bar: "#1f5199", text: "#303030", axis: "#8a8a8a" } as const;
export const CHART_FONT = "13px system-ui, -apple-system, 'Segoe UI', sans-serif";

/**
 * An SVG chart rendered on the server (ADR 0009): one image to assistive technology, named by
 * its title and described by a sentence that carries the numbers.
 */
export function ChartFrame({
  title,
  description,
  width,
  height,
  children,
}: {
  title: string;
  description: string;
  width: number;
  height: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      style={{ maxWidth: width, height: "auto", display: "block", font: CHART_FONT }}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}
