import { Link, useLocation, useMatches } from "@remix-run/react";
import { lazy, memo, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { lazyAtHand } from "./lazy-at-hand";
import { useSystemTheme } from "./use-system-theme";

export interface NavUser {
  displayName: string;
  initial: string;
  profileImageUrl: string | null;
  emailPartial: string | null;
  portfolioUrl: string;
  role: "user" | "admin";
  unreadMessages?: number;
}

const SCROLL_THRESHOLD_PX = 10;

/**
 * A signed-in user's picture and name, and their links: their code loads for them only, before
 * hydration (lazy-at-hand.ts), so a visitor's page carries none of it.
 */
const SignedInPart = lazyAtHand(
  "SignedInPart",
  () => import("./nav-identity").then((m) => m.SignedInPart),
  ".nav__identity > *",
);

/** The wide bar (app.css): the phone's menu has no theme choice. */
const WIDE = "(min-width: 768px)";
const onWidthChange = (change: () => void) => {
  const query = matchMedia(WIDE);
  query.addEventListener("change", change);
  return () => query.removeEventListener("change", change);
};
// The theme choice needs JavaScript and shows in the wide bar only: its code loads there.
const ThemeSelect = lazy(() => import("./theme-select").then((m) => ({ default: m.ThemeSelect })));

/** A visitor's links: this page's own sections where it has them, else the home page's. */
function GuestLinks({ onHome }: { onHome: boolean }) {
  return (
    <>
      {["Gallery", "About", "Contact"].map((label) => (
        <li key={label}>
          <a href={`${onHome ? "" : "/"}#${label.toLowerCase()}`}>{label}</a>
        </li>
      ))}
      <li>
        <Link to="/api/login" reloadDocument>
          Sign In
        </Link>
      </li>
    </>
  );
}

/**
 * docs/product.md#navigation-and-site-wide-parts navigation bar: fixed, more opaque after 10 px of
 * scroll, overlay menu under 768 px.
 */
export function NavBar({ user, siteName }: { user: NavUser | null; siteName: string }) {
  const location = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);
  // Gallery pages (home, portfolios) have the #gallery/#about/#contact sections themselves.
  const matches = useMatches();
  const inPage = matches.some(
    (m) => (m.handle as { gallerySections?: boolean } | undefined)?.gallerySections,
  );
  const links = user ? <SignedInSlot user={user} part="links" /> : <GuestLinks onHome={inPage} />;
  // False on the server and while hydrating, so the markup matches; then true in the wide bar.
  const wide = useSyncExternalStore(
    onWidthChange,
    () => matchMedia(WIDE).matches,
    () => false,
  );
  useSystemTheme();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // The overlay closes on navigation and unlocks page scrolling. Not at hydration: a menu the
  // visitor opened before the page's code arrived stays open, and locks scrolling as it would
  // have had the code been there.
  const shownLocation = useRef(location.key);
  useEffect(() => {
    const navigated = shownLocation.current !== location.key;
    shownLocation.current = location.key;
    if (navigated && menu.current) menu.current.open = false;
    document.body.classList.toggle("scroll-locked", Boolean(menu.current?.open));
  }, [location.key]);

  return (
    <header className={`nav ${scrolled ? "nav--scrolled" : ""}`}>
      <nav className="nav__inner" aria-label="Main">
        <Link to="/" className="nav__brand">
          {siteName}
        </Link>
        <ul className="nav__links">
          {links}
          <li>
            {wide ? (
              <Suspense fallback={null}>
                <ThemeSelect />
              </Suspense>
            ) : null}
          </li>
        </ul>
        <details
          className="nav__mobile"
          ref={menu}
          onToggle={(event) =>
            document.body.classList.toggle(
              "scroll-locked",
              (event.target as HTMLDetailsElement).open,
            )
          }
        >
          <summary className="nav__toggle" aria-label="Menu">
            <span className="nav__toggle-bars" aria-hidden="true" />
          </summary>
          <div className="nav__overlay">
            <div className="nav__identity">
              {user ? <SignedInSlot user={user} part="identity" /> : null}
            </div>
            <ul>{links}</ul>
          </div>
        </details>
      </nav>
    </header>
  );
}

/**
 * React hydrates a Suspense boundary in a later pass than the page; a boundary re-rendered before
 * that (the bar's width or scroll state settling right after hydration) is thrown away and
 * rendered anew, with an error in the console. Memoised: the bar's own state never reaches it.
 */
const SignedInSlot = memo(function SignedInSlot({
  user,
  part,
}: {
  user: NavUser;
  part: "identity" | "links";
}) {
  return (
    <Suspense fallback={null}>
      <SignedInPart user={user} part={part} />
    </Suspense>
  );
});
