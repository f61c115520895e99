import { useEffect, useState } from "react";

export type ThemePreference = "light" | "dark" | "system";
export const THEME_STORAGE_KEY = "viewfinder-theme";

function apply(preference: ThemePreference) {
  const dark =
    preference === "dark" ||
    (preference === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.dataset.theme = dark ? "dark" : "light";
  document.documentElement.dataset.themePreference = preference;
}

/**
 * docs/product.md#navigation-and-site-wide-parts theme choice, stored locally. In the wide
 * navigation bar only, and loaded there (nav-bar.tsx); a "system" choice follows the device
 * (use-system-theme.ts).
 */
export function ThemeSelect() {
  const [preference, setPreference] = useState<ThemePreference>("light");
  useEffect(() => {
    setPreference((localStorage.getItem(THEME_STORAGE_KEY) as ThemePreference | null) ?? "light");
  }, []);
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
