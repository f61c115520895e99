import type { MouseEvent, ReactNode } from "react";

/** A click the page may take over: the main button with no modifier (new tab stays possible). */
export function isPlainClick(
  event: Pick<
    MouseEvent,
    "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented"
  >,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * A link to the photo's permalink page (docs/product.md#progressive-enhancement: the lightbox
 * without JavaScript). With JavaScript a plain click calls `onOpen` instead, which opens the
 * lightbox in place.
 */
export function PhotoLink({
  href,
  onOpen,
  className,
  label,
  children,
}: {
  href: string;
  onOpen?: () => void;
  className?: string;
  /** An accessible name when the content has none of its own. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      aria-label={label}
      onClick={(event) => {
        if (!onOpen || !isPlainClick(event)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}
