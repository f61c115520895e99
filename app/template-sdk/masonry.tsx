import type { CSSProperties, ReactNode } from "react";

/** Columns below 768 px, from 768 px (md) and from 1200 px (lg). */
export interface MasonryColumns {
  base: number;
  md?: number;
  lg?: number;
}

export interface MasonryProps<T> {
  items: readonly T[];
  columns: MasonryColumns;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * "columns" (CSS columns, true masonry) or "grid" (a dense grid where `isLarge` items span two
   * columns and two rows: the monochrome templates' double-sized featured photos).
   */
  layout?: "columns" | "grid";
  isLarge?: (item: T, index: number) => boolean;
  label?: string;
  className?: string;
}

/** A list laid out by CSS alone, so it needs no JavaScript and no measuring. */
export function Masonry<T>({
  items,
  columns,
  getKey,
  renderItem,
  layout = "columns",
  isLarge,
  label,
  className,
}: MasonryProps<T>) {
  const style = {
    "--vf-cols": columns.base,
    "--vf-cols-md": columns.md ?? columns.base,
    "--vf-cols-lg": columns.lg ?? columns.md ?? columns.base,
  } as CSSProperties;
  return (
    <ul
      className={[`vf-masonry vf-masonry--${layout}`, className].filter(Boolean).join(" ")}
      style={style}
      aria-label={label}
    >
      {items.map((item, index) => (
        <li
          key={getKey(item)}
          className={isLarge?.(item, index) ? "vf-masonry__item is-large" : "vf-masonry__item"}
          // docs/product.md#constants-and-limits: cards enter 0.05 s apart (the CSS multiplies this
          // index).
          style={{ "--vf-index": index } as CSSProperties}
        >
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
