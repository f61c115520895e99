import { Scripts, UNSAFE_RemixContext } from "@remix-run/react";
import { useContext, type ContextType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from "react-router";
import { publicCacheRuleOf } from "~/services/public-cache/public-cache-rule";
import { loaderScript } from "./loader-script";

/** What Remix's <Scripts> would put in the page, read from the same render's contexts. */
export type RenderContexts = {
  remix: ContextType<typeof UNSAFE_RemixContext>;
  router: ContextType<typeof UNSAFE_DataRouterContext>;
  routerState: ContextType<typeof UNSAFE_DataRouterStateContext>;
};

/** The three inline scripts PaintFirstScripts renders on the server. */
export type BootScripts = { context: string; module: string; loader: string };

const LINK = /<link rel="modulepreload" href="([^"]*)"/g;
// React writes a script's dangerouslySetInnerHTML as is, and Remix escapes `<` in the data it
// puts there, so a script's text runs to the first </script>.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

const unescapeAttribute = (value: string) =>
  value.replace(
    /&quot;|&#x27;|&lt;|&gt;|&amp;/g,
    (entity) =>
      ({ "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" })[entity] ?? entity,
  );

/**
 * For a visitor's public page (home, a portfolio, a photo page: a route that declares a public cache rule), Remix's own
 * <Scripts> rendered with this render's contexts, then taken apart: the data hand-off
 * (a classic script the streamed data scripts after it rely on) stays as it is; the module
 * script that imports the page's code, and the modulepreload links, are handed to a loader that
 * starts them after the first paint (ADR 33). Remix decides what the page needs; this only moves
 * when the browser asks for it. Null for every other page: the signed-in app's pages are tools,
 * wanted interactive at once, and keep Remix's <Scripts>.
 */
export function bootScripts(contexts: RenderContexts, nonce: string): BootScripts | null {
  // A benchmark switch, not a product setting: `npm run bench:paint-first` serves the same data
  // with and without paint-first to compare them (docs/performance.md, ADR 59).
  if (process.env.PAINT_FIRST === "off") return null;
  const leaf = contexts.routerState?.matches.at(-1)?.route.id;
  if (!leaf || !publicCacheRuleOf(contexts.remix?.routeModules[leaf])) return null;
  const markup = renderToStaticMarkup(
    <UNSAFE_RemixContext.Provider value={contexts.remix}>
      <UNSAFE_DataRouterContext.Provider value={contexts.router}>
        <UNSAFE_DataRouterStateContext.Provider value={contexts.routerState}>
          <Scripts nonce={nonce} />
        </UNSAFE_DataRouterStateContext.Provider>
      </UNSAFE_DataRouterContext.Provider>
    </UNSAFE_RemixContext.Provider>,
  );
  const preloads = [...markup.matchAll(LINK)].map(([, href]) => unescapeAttribute(href));
  const scripts = [...markup.matchAll(SCRIPT)].map(([, attributes, text]) => ({
    isModule: /\btype="module"/.test(attributes),
    text,
  }));
  const context = scripts.find((s) => !s.isModule);
  const module = scripts.find((s) => s.isModule);
  if (!context || !module || scripts.length !== 2)
    throw new Error("Remix's <Scripts> no longer renders one data script and one module script");
  return { context: context.text, module: module.text, loader: loaderScript(preloads) };
}

/** bootScripts for this render, from the contexts the root layout is rendered in. */
export function useBootScripts(nonce: string): BootScripts | null {
  const remix = useContext(UNSAFE_RemixContext);
  const router = useContext(UNSAFE_DataRouterContext);
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  return bootScripts({ remix, router, routerState }, nonce);
}
