import { useEffect, useRef, useState } from "react";
import { applyThemePreference, THEME_STORAGE_KEY, type ThemePreference } from "./theme-select";

const CHOICES = [
  { value: "light", label: "Light", icon: "☀" },
  { value: "dark", label: "Dark", icon: "☾" },
] as const;

/**
 * The portfolio bar's Light/Dark choice: two radio buttons drawn as icons. Without JavaScript the
 * checked one restyles the page by itself (app.css, `.theme-choice__dark:checked`) for as long as
 * the page is open; with it the choice is also stored, like the site bar's (theme-select.tsx).
 */
export function ThemeChoice() {
  // None checked until the stored choice is read: the server cannot know it.
  const [chosen, setChosen] = useState<ThemePreference | null>(null);
  const group = useRef<HTMLFieldSetElement>(null);
  const choose = (value: ThemePreference) => {
    localStorage.setItem(THEME_STORAGE_KEY, value);
    setChosen(value);
    applyThemePreference(value);
  };
  useEffect(() => {
    // A choice made before the code arrived stands; otherwise the stored one shows.
    const early = group.current?.querySelector<HTMLInputElement>("input:checked")?.value;
    if (early) choose(early as ThemePreference);
    else setChosen((localStorage.getItem(THEME_STORAGE_KEY) as ThemePreference | null) ?? "light");
  }, []);
  return (
    <fieldset className="theme-choice" ref={group}>
      <legend className="visually-hidden">Theme</legend>
      {CHOICES.map((choice) => (
        <label key={choice.value} className="theme-choice__option" title={choice.label}>
          <input
            type="radio"
            name="theme"
            value={choice.value}
            className={`theme-choice__${choice.value}`}
            checked={chosen === choice.value}
            onChange={() => choose(choice.value)}
          />
          <span aria-hidden="true">{choice.icon}</span>
          <span className="visually-hidden">{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
