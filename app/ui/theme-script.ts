import { THEME_STORAGE_KEY } from "./theme-select";

/**
 * The inline script that applies the stored theme before first paint (ThemeScript). Rendered by
 * the server only, through root-parts.server.ts: a page's JavaScript does not carry it again.
 */
export const THEME_SCRIPT = `(function(){try{var p=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})||"light";var d=p==="dark"||(p==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.dataset.theme=d?"dark":"light";document.documentElement.dataset.themePreference=p}catch(e){}})()`;
