import { Link } from "@remix-run/react";

/**
 * How many of the photographer's messages are unread, as a link to them. Its name says what the
 * number counts: a screen reader would otherwise hear a bare number after "Account".
 */
export function UnreadMessagesBadge({ count }: { count: number }) {
  const label = `${count} unread message${count === 1 ? "" : "s"}`;
  return (
    <Link to="/account/messages" className="nav__badge" aria-label={label} title={label}>
      {count > 99 ? "99+" : count}
    </Link>
  );
}
