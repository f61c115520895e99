import {
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type CSSProperties,
} from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { isPlainClick } from "../photo-link";
import { TemplateContext } from "../template-root";

/**
 * Parts of a public page hydrated on demand (ADR 30): the server renders them in full (they work
 * without JavaScript), and the browser keeps that HTML as it is until the part comes near the
 * screen or the visitor reaches for it (pointer, touch, focus); only then is its code loaded and
 * the part hydrated, as a React root of its own in a `display: contents` wrapper.
 *
 * Why not a Suspense boundary that suspends while hydrating: React hydrates every such boundary
 * again whenever a context above it changes — Remix changes its router contexts on each
 * navigation, fetcher and route-manifest patch — so all of the page's code would be fetched with
 * the first of them. A root of its own is out of reach of the page's updates: it changes when its
 * own props do.
 *
 * A plain click on a link or button of a part that is not running yet is held and replayed once
 * it is (the browser would follow the link or post the form first: the page's behaviour without
 * JavaScript).
 */

/** Code loaded when a part first needs it; on the server (and in tests) at hand from the start. */
export interface CodeOnDemand<M> {
  module: M | undefined;
  /** Settles once the module is here. */
  ready: Promise<void>;
  /** The last attempt failed: the parts keep working as they do without JavaScript. */
  failed: boolean;
  /** Starts the download, once (again after a failure). */
  load(): void;
}

interface Island {
  /** Loads the part's code and hydrates it. */
  wake(): void;
  running: boolean;
  code: CodeOnDemand<unknown>;
}

/**
 * On screen: a part is hydrated as it scrolls into view — not a part that only touches the
 * screen's bottom edge (IntersectionObserver counts that as intersecting), as a template's
 * sections do under a full-screen hero.
 */
export const ON_SCREEN = "0px 0px -1px 0px";

/**
 * Instead of a margin: the visitor's first move on the page (pointer, touch, wheel, key, scroll),
 * for a part that only reacts to those (the hero's parallax, the galleries), whatever is on
 * screen. One rendered after that move (its page hydrated later, or a section woke) wakes on
 * screen.
 */
export const FIRST_MOVE = "first move";
const MOVES = ["pointermove", "touchstart", "wheel", "keydown", "scroll"];

const ATTRIBUTE = "data-on-demand";
const CONTENTS: CSSProperties = { display: "contents" };
/** The wrapper keeps the server's HTML while the page hydrates: React leaves it alone. */
const SERVER_HTML = { __html: "" };

const islands = new WeakMap<Element, Island>();
/** A click held until its part runs: the link or button, and that part. */
let held: { target: HTMLElement; island: Island } | null = null;
let listening = false;
/**
 * The visitor has made a move since this code arrived (before hydration too): a FIRST_MOVE part
 * whose page hydrated after it, or rendered in a section that woke later, wakes as it comes on
 * screen instead of waiting for another.
 */
let moved = false;
if (typeof window !== "undefined") {
  const onMove = () => {
    moved = true;
    for (const type of MOVES) window.removeEventListener(type, onMove, true);
  };
  for (const type of MOVES) window.addEventListener(type, onMove, { capture: true, passive: true });
}

/** The part an event's target is in: the innermost that is waiting (a part inside a part that
 * is not running yet is not waiting for anything of its own). */
const islandAt = (target: EventTarget | null) => {
  const selector = `[${ATTRIBUTE}]`;
  for (
    let element = (target as Element | null)?.closest?.(selector);
    element;
    element = element.parentElement?.closest(selector)
  ) {
    const island = islands.get(element);
    if (island) return island;
  }
};

function holdClick(event: MouseEvent) {
  const target = (event.target as Element | null)?.closest?.<HTMLElement>("a[href], button");
  const island = islandAt(target ?? null);
  if (!target || !island || island.running || island.code.failed || !isPlainClick(event)) return;
  event.preventDefault();
  held = { target, island };
  island.wake();
}

/**
 * Clicks the held target again once its part runs (or, with no part given, after its code
 * failed to load: holdClick lets it through then, to the browser). A link the part replaced as
 * it started (the carousel's list becomes its frame) is clicked where the page still has one to
 * the same address — the visitor asked for that photo — or followed.
 */
function releaseHeldClick(island?: Island) {
  if (!held || (island && held.island !== island)) return;
  const { target } = held;
  held = null;
  const href = target.getAttribute("href");
  if (target.isConnected) target.click();
  else if (href) {
    const same = document.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`);
    if (same) same.click();
    else window.location.assign(href);
  }
}

function listen() {
  if (listening) return;
  listening = true;
  // Capture on the window: before anything on the page can stop the event.
  const wake = (event: Event) => islandAt(event.target)?.wake();
  for (const type of ["pointerover", "pointerdown", "touchstart", "focusin"])
    window.addEventListener(type, wake, { capture: true, passive: true });
  window.addEventListener("click", holdClick, true);
}

/** Every part's code, to fetch at once on a client-side navigation (OnDemand). */
const everyCode: CodeOnDemand<unknown>[] = [];

/** Code the server started loading (template parts): tests wait for it (testing.tsx). */
const loadingOnTheServer: Promise<void>[] = [];
export const serverCodeReady = () => Promise.all(loadingOnTheServer);

/**
 * `atHand`: the code where it is known at once (the SDK's parts on the server). Without it the
 * server loads the code as soon as the part is defined — when its template's module is — long
 * before the first page is rendered (and rendering waits for it should it not be there yet).
 */
export function codeOnDemand<M>(
  importer: () => Promise<M>,
  atHand: M | undefined,
): CodeOnDemand<M> {
  let arrived = () => {};
  let loading = false;
  const code: CodeOnDemand<M> = {
    module: atHand,
    ready: new Promise<void>((resolve) => (arrived = resolve)),
    failed: false,
    load() {
      if (code.module || loading) return;
      loading = true;
      importer().then(
        (module) => {
          code.module = module;
          code.failed = false;
          arrived();
        },
        () => {
          loading = false;
          code.failed = true;
          releaseHeldClick();
        },
      );
    },
  };
  everyCode.push(code);
  if (atHand) arrived();
  else if (typeof document === "undefined") {
    code.load();
    loadingOnTheServer.push(code.ready);
  }
  return code;
}

const noSubscription = () => () => {};

/**
 * A part's data, to tell whether its parent changed it: a part that is not running yet must not
 * be re-rendered for a new callback or a rebuilt object with the same contents (what it shows
 * follows from its data; JSON leaves functions out). Props it cannot write (a cycle) count as
 * changed.
 */
const dataOf = (props: unknown) => {
  try {
    return JSON.stringify(props);
  } catch {
    return null;
  }
};

/**
 * The component `name` of `code`, hydrated on demand. Mounted by a client-side navigation it
 * renders in place once its code is here (suspending until then, like a template: the
 * navigation waits and nothing flashes).
 */
export function onDemand<M, K extends keyof M>(
  code: CodeOnDemand<M>,
  name: K,
  /** IntersectionObserver `rootMargin`: how near the screen the part starts loading; or
   * FIRST_MOVE. */
  margin = ON_SCREEN,
): M[K] {
  type P = object;
  const pick = (module: M) => module[name] as ComponentType<P>;
  function Running({ props, onRun }: { props: P; onRun: () => void }) {
    useEffect(onRun, [onRun]);
    const Part = pick(code.module!);
    return <Part {...props} />;
  }

  return OnDemand as M[K];

  function OnDemand(props: P) {
    // False on the server and while the page hydrates: the part is the server's HTML then.
    const hydrated = useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    );
    const [state] = useState(() => ({
      island: !hydrated && typeof document !== "undefined",
      /** What the server rendered the part with. */
      served: props,
      servedData: dataOf(props),
      latest: props,
      root: null as Root | null,
    }));
    const template = useContext(TemplateContext);
    const wrapper = useRef<HTMLDivElement>(null);
    const content = (props: P, onRun: () => void) => {
      const running = <Running props={props} onRun={onRun} />;
      return template ? (
        <TemplateContext.Provider value={template}>{running}</TemplateContext.Provider>
      ) : (
        running
      );
    };

    useEffect(() => {
      const element = wrapper.current;
      if (!state.island || !element) return;
      let gone = false;
      const wake = () => island.wake();
      const observer = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && wake(),
        { rootMargin: margin === FIRST_MOVE ? ON_SCREEN : margin },
      );
      const onRun = () => {
        island.running = true;
        observer.disconnect();
        // After the part's first own renders (the carousel turns its list into its frame).
        setTimeout(() => releaseHeldClick(island));
        // Props that changed while it waited: hydrated with the server's, then updated.
        if (state.latest !== state.served) state.root?.render(content(state.latest, onRun));
      };
      const island: Island = {
        running: false,
        code,
        wake() {
          code.load();
          void code.ready.then(() => {
            if (gone || state.root) return;
            state.root = hydrateRoot(element, content(state.served, onRun));
          });
        },
      };
      islands.set(element, island);
      listen();
      const options = { capture: true, passive: true, once: true };
      if (margin === FIRST_MOVE && !moved)
        for (const type of MOVES) window.addEventListener(type, wake, options);
      // The wrapper has no box of its own (display: contents): its children are watched.
      else for (const child of Array.from(element.children)) observer.observe(child);
      return () => {
        gone = true;
        observer.disconnect();
        for (const type of MOVES) window.removeEventListener(type, wake, options);
        islands.delete(element);
        // Not while React is rendering this page.
        const root = state.root;
        if (root) setTimeout(() => root.unmount());
      };
      // Once per wrapper: later props reach the part through the effect below.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    useEffect(() => {
      state.latest = props;
      const island = wrapper.current && islands.get(wrapper.current);
      if (island?.running) state.root?.render(content(props, () => {}));
      else if (dataOf(props) !== state.servedData) island?.wake();
    });

    if (!state.island) {
      const module = code.module;
      if (!module) {
        // A client-side navigation to a page with parts (a template's sections, the SDK's parts
        // inside them): all their code at once, not one file after the other as they render.
        everyCode.forEach((each) => each.load());
        throw code.ready;
      }
      const Part = pick(module);
      return (
        <div style={CONTENTS} {...{ [ATTRIBUTE]: "" }}>
          <Part {...props} />
        </div>
      );
    }
    // New data for a part that is not running yet: the update waits for its code, so the part
    // never shows the old data next to the new (a navigation waits, like for a template).
    if (!code.module && dataOf(props) !== state.servedData) {
      code.load();
      throw code.ready;
    }
    return (
      <div
        ref={wrapper}
        style={CONTENTS}
        {...{ [ATTRIBUTE]: "" }}
        suppressHydrationWarning
        dangerouslySetInnerHTML={SERVER_HTML}
      />
    );
  }
}

/**
 * A template's own part below the first screen, hydrated on demand like the SDK's (its code a
 * file of its own, loaded when the part comes into view or the visitor reaches for it):
 * `const Sections = partOnDemand(() => import("./sections").then((m) => m.Sections))`. Its root
 * elements sit in a `display: contents` wrapper.
 */
export function partOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** IntersectionObserver `rootMargin`: how near the screen it starts loading. */
  margin = ON_SCREEN,
): ComponentType<P> {
  const code = codeOnDemand(() => load().then((component) => ({ component })), undefined);
  return onDemand(code, "component", margin);
}
