import { THEME_STORAGE_KEY } from "./theme-select";

/**
 * The inline script that applies the stored theme before first paint (ThemeScript). Rendered by
 * the server only, through server-parts.server.ts (ADR 58): a page's JavaScript does not carry it
 * again.
 * It also answers a portfolio bar's Light/Dark radios (theme-choice.tsx), which have no code of
 * their own: a change is stored and shown at once, and the stored choice is checked on load, as
 * if served so (defaultChecked too): the page's own state, not a visitor's edit to keep for
 * hydration (entry.client.tsx loads the keeper of early edits only for those).
 */
export const THEME_SCRIPT = `(function(){var k=${JSON.stringify(THEME_STORAGE_KEY)},h=document.documentElement;function a(p){var d=p==="dark"||(p==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);h.dataset.theme=d?"dark":"light";h.dataset.themePreference=p}try{a(localStorage.getItem(k)||"light")}catch(e){}document.addEventListener("change",function(e){var t=e.target;if(t.name==="theme"&&t.closest(".theme-choice")){try{localStorage.setItem(k,t.value)}catch(x){}a(t.value)}});document.addEventListener("DOMContentLoaded",function(){var t=document.querySelector('.theme-choice input[value="'+h.dataset.themePreference+'"]');if(t)t.checked=t.defaultChecked=true})})()`;
