import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: "secondary" | "primary" | "critical" | "tertiary";
  /** The accessible name, when the visible text alone is ambiguous ("Edit" on every row). */
  label?: string;
  /** Closing a dialog replaces the history entry, so Back does not reopen it. */
  replace?: boolean;
  disabled?: boolean;
}

/**
 * A link that looks like a Polaris button. Dialogs open by address, so their openers are real
 * links (they work without JavaScript); with it they navigate in place, keeping the scroll
 * position. Polaris' own `Button url` cannot carry an accessible name or preventScrollReset.
 */
export function LinkButton({
  to,
  children,
  variant = "secondary",
  label,
  replace,
  disabled,
}: LinkButtonProps) {
  return (
    <Link
      to={to}
      replace={replace}
      preventScrollReset
      aria-label={label}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : undefined}
      className={`mp-button mp-button--${variant}`}
    >
      {children}
    </Link>
  );
}
