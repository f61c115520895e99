import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A link inside the Messages tab: state lives in the address, so with JavaScript the page
 * updates in place without jumping to the top, and without it the link simply loads the page.
 */
export function TabLink({
  to,
  children,
  critical,
  current,
  className,
}: {
  to: string;
  children: ReactNode;
  critical?: boolean;
  current?: boolean;
  className?: string;
}) {
  const style = className ?? `vf-msg-link${critical ? " vf-msg-link--critical" : ""}`;
  return (
    <Link to={to} preventScrollReset className={style} aria-current={current ? "true" : undefined}>
      {children}
    </Link>
  );
}
