import { useCallback, useEffect, useRef, useState } from "react";
import type { CategoryOption } from "~/utils/photo-view";
import { arrowVisibility, scrollStep } from "./category-scroll";
import { isPlainClick } from "./photo-link";
import type { TemplateLinks } from "./types";
import { useHydrated } from "./use-hydrated";

export interface CategoryFilterProps {
  categories: CategoryOption[];
  selected: string;
  links: Pick<TemplateLinks, "category">;
  /** The host's in-place navigation; without it (or without JavaScript) links load the page. */
  navigate?: (href: string) => void;
  /** A section id to land on after choosing (e.g. "gallery" when the filter sits in the hero). */
  anchor?: string;
  label?: string;
  className?: string;
}

/** Scroll arrows, shown only with JavaScript (without it the row simply scrolls). */
function useScrollArrows() {
  const row = useRef<HTMLUListElement>(null);
  const [arrows, setArrows] = useState({ left: false, right: false });
  const update = useCallback(() => {
    if (row.current) setArrows(arrowVisibility(row.current));
  }, []);
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    update();
    element.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      element.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [update]);
  const scrollBy = (direction: -1 | 1) =>
    row.current?.scrollBy({
      left: direction * scrollStep(row.current.clientWidth),
      behavior: "smooth",
    });
  return { row, arrows, scrollBy };
}

/**
 * docs/product.md#gallery-page category filter: links (`?featured={id}`) that work without
 * JavaScript.
 */
export function CategoryFilter({
  categories,
  selected,
  links,
  navigate,
  anchor,
  label = "Photo categories",
  className,
}: CategoryFilterProps) {
  const hydrated = useHydrated();
  const { row, arrows, scrollBy } = useScrollArrows();
  return (
    <nav className={["vf-categories", className].filter(Boolean).join(" ")} aria-label={label}>
      {hydrated && arrows.left ? (
        <button
          type="button"
          className="vf-categories__arrow vf-categories__arrow--left"
          aria-label="Scroll categories left"
          onClick={() => scrollBy(-1)}
        >
          ‹
        </button>
      ) : null}
      <ul className="vf-categories__row" ref={row}>
        {categories.map((category) => {
          const href = links.category(category.id) + (anchor ? `#${anchor}` : "");
          const active = category.id === selected;
          return (
            <li key={category.id}>
              <a
                href={href}
                className={active ? "vf-category is-active" : "vf-category"}
                aria-current={active ? "page" : undefined}
                onClick={(event) => {
                  if (!navigate || !isPlainClick(event)) return;
                  event.preventDefault();
                  navigate(href);
                }}
              >
                {category.label}
              </a>
            </li>
          );
        })}
      </ul>
      {hydrated && arrows.right ? (
        <button
          type="button"
          className="vf-categories__arrow vf-categories__arrow--right"
          aria-label="Scroll categories right"
          onClick={() => scrollBy(1)}
        >
          ›
        </button>
      ) : null}
    </nav>
  );
}
