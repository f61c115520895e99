import { Link } from "@remix-run/react";
import { Avatar } from "./avatar";
import type { NavUser } from "./nav-bar";
import { UnreadMessagesBadge } from "./unread-messages-badge";

/**
 * The site bar's signed-in parts, loaded for signed-in users only (nav-bar.tsx): a visitor's
 * first visit carries none of this code.
 */

/** The identity in the phone's menu, or the links in either list: one loader for both. */
export function SignedInPart({ user, part }: { user: NavUser; part: "identity" | "links" }) {
  return part === "identity" ? <NavIdentity user={user} /> : <UserLinks user={user} />;
}

/** The signed-in user's picture, name and email in the navigation's menu. */
function NavIdentity({ user }: { user: NavUser }) {
  return (
    <>
      <Avatar src={user.profileImageUrl} initial={user.initial} size={40} />
      <div>
        <p className="nav__name">{user.displayName}</p>
        <p className="nav__email">{user.emailPartial ?? "Signed in"}</p>
      </div>
    </>
  );
}

/** The signed-in user's links, with the unread messages beside Account. */
function UserLinks({ user }: { user: NavUser }) {
  const links = [
    { to: user.portfolioUrl, label: "Portfolio" },
    { to: "/my-photos", label: "Upload Photos" },
    { to: "/account", label: "Account", unread: user.unreadMessages },
    ...(user.role === "admin" ? [{ to: "/admin/dashboard", label: "Admin Dashboard" }] : []),
  ];
  return (
    <>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to}>{link.label}</Link>
          {link.unread ? <UnreadMessagesBadge count={link.unread} /> : null}
        </li>
      ))}
      <li>
        <Link to="/api/logout" reloadDocument>
          Sign Out
        </Link>
      </li>
    </>
  );
}
