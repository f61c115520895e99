/** The id of the inert element that holds the page's module script until the loader runs it. */
export const BOOT_MODULE_ID = "vf-boot-module";

/** How long the loader waits for the first screen before loading anyway. */
const FALLBACK_MS = 3000;

/**
 * The inline loader (ADR 33). It adds the modulepreload links and the module script that load
 * and hydrate the page once the first screen is painted:
 * 1. the browser has reported the first contentful paint (Chrome runs animation frames before it
 *    paints anything, so they are no signal for it);
 * 2. the first screen's main images — those the page asks for with `fetchpriority="high"`: a
 *    hero banner, a carousel's first slide, a photo page's photo — are decoded, and a frame has
 *    gone by to paint them.
 * A hidden page (a background tab) paints nothing and a browser without paint timing reports
 * nothing: both load at once. Should the first screen never be ready, the page loads after
 * FALLBACK_MS all the same. The links and the script carry the loader's nonce when the page has
 * one; under the public cache's hash policy the module script's text is the inert element's,
 * whose hash the policy lists.
 */
export function loaderScript(preloads: string[]): string {
  // `<` escaped so that no href can end the script early.
  const hrefs = JSON.stringify(preloads).replace(/</g, "\\u003c");
  return [
    `(function(){var d=document,n=d.currentScript&&d.currentScript.nonce,done=0;`,
    `function load(){if(done)return;done=1;`,
    `${hrefs}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;if(n)l.nonce=n;d.head.appendChild(l)});`,
    `var s=d.createElement("script");s.type="module";if(n)s.nonce=n;`,
    `s.textContent=d.getElementById(${JSON.stringify(BOOT_MODULE_ID)}).textContent;d.body.appendChild(s)}`,
    `function firstScreen(){var main=[].slice.call(d.querySelectorAll('img[fetchpriority="high"]:not([loading="lazy"])'));`,
    `Promise.all(main.map(function(i){return i.decode().catch(function(){})})).then(function(){requestAnimationFrame(function(){setTimeout(load,0)})})}`,
    `try{if(d.visibilityState==="hidden")throw 0;setTimeout(load,${FALLBACK_MS});`,
    `if(performance.getEntriesByName("first-contentful-paint").length)firstScreen();`,
    `else new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();firstScreen()}}).observe({type:"paint"})`,
    `}catch(e){load()}})()`,
  ].join("");
}
