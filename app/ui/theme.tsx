import { useEffect } from "react";
import { useNonce } from "./nonce";
// The same specifier as root.tsx: one empty stand-in for all three in the browser.
import * as rootParts from "~/ui/root-parts.server";

// Empty in the browser (a `.server` module).
const atHand = rootParts as Partial<typeof rootParts>;

/**
 * Runs before first paint so a dark preference never flashes light. Without JavaScript the
 * default light theme stays (spec §2: stored locally, default light). Its code is the server's
 * only: the browser hydrates the element and leaves its content as it is (theme-script.ts).
 */
export function ThemeScript() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: atHand.THEME_SCRIPT ?? "" }}
    />
  );
}

/** With the "system" theme chosen, the page follows the device's dark mode as it changes. */
export function useSystemTheme() {
  useEffect(() => {
    const query = matchMedia("(prefers-color-scheme: dark)");
    const root = document.documentElement;
    const follow = () => {
      if (root.dataset.themePreference === "system")
        root.dataset.theme = query.matches ? "dark" : "light";
    };
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);
}
