import { useEffect, useState } from "react";
import { useNonce } from "./nonce";
import * as rootParts from "./root-parts.server";

// Empty in the browser (a `.server` module).
const atHand = rootParts as Partial<typeof rootParts>;

export type ThemePreference = "light" | "dark" | "system";
export const THEME_STORAGE_KEY = "viewfinder-theme";

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
      dangerouslySetInnerHTML={{ __html: atHand.themeScript?.(THEME_STORAGE_KEY) ?? "" }}
    />
  );
}

function apply(preference: ThemePreference) {
  const dark =
    preference === "dark" ||
    (preference === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.dataset.theme = dark ? "dark" : "light";
  document.documentElement.dataset.themePreference = preference;
}

export function ThemeSelect() {
  const [preference, setPreference] = useState<ThemePreference>("light");
  useEffect(() => {
    setPreference((localStorage.getItem(THEME_STORAGE_KEY) as ThemePreference | null) ?? "light");
  }, []);
  useEffect(() => {
    if (preference !== "system") return;
    const query = matchMedia("(prefers-color-scheme: dark)");
    const listener = () => apply("system");
    query.addEventListener("change", listener);
    return () => query.removeEventListener("change", listener);
  }, [preference]);
  return (
    <label className="theme-select">
      <span className="visually-hidden">Theme</span>
      <select
        value={preference}
        onChange={(event) => {
          const next = event.target.value as ThemePreference;
          localStorage.setItem(THEME_STORAGE_KEY, next);
          setPreference(next);
          apply(next);
        }}
      >
        <option value="light">Light</option>
        <option value="dark">Dark</option>
        <option value="system">System</option>
      </select>
    </label>
  );
}
