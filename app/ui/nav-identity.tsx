import { Avatar } from "./avatar";
import type { NavUser } from "./nav-bar";

/** The signed-in user's picture, name and email in the navigation's menu. */
export function NavIdentity({ user }: { user: NavUser }) {
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
