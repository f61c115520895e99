import { useEffect } from "react";

/**
 * With the "system" theme chosen, the page follows the device's dark mode as it changes. Apart
 * from theme.tsx (the root's): the site's bar, which alone uses it, loads on demand.
 */
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
