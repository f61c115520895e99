const CHOICES = [
  { value: "light", label: "Light", icon: "☀" },
  { value: "dark", label: "Dark", icon: "☾" },
] as const;

/**
 * The portfolio bar's Light/Dark choice: two radio buttons drawn as icons, with no code of their
 * own. Without JavaScript the checked one restyles the page (app.css and sdk.css,
 * `.theme-choice__dark:checked`) for as long as it is open; with it, the theme's inline script
 * (theme-script.ts) also stores the choice and marks the stored one, even before hydration.
 */
export function ThemeChoice() {
  return (
    <fieldset className="theme-choice">
      <legend className="visually-hidden">Theme</legend>
      {CHOICES.map((choice) => (
        <label key={choice.value} className="theme-choice__option" title={choice.label}>
          <input
            type="radio"
            name="theme"
            value={choice.value}
            className={`theme-choice__${choice.value}`}
          />
          <span aria-hidden="true">{choice.icon}</span>
          <span className="visually-hidden">{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
