import {
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type CSSProperties,
} from "react";
import { listenForReach, PART_ATTRIBUTE, releaseHeldClick, waitingParts } from "./click-replay";
import { loadEveryPartsCode, type CodeOnDemand } from "./code-loading";
import { hydratePartRoot, type PartRoot } from "./part-root";
import { TemplateContext } from "../template-root";
import { ON_SCREEN, watchForWake } from "./wake-conditions";

export { codeOnDemand, serverCodeReady, type CodeOnDemand } from "./code-loading";
export { FIRST_MOVE, ON_SCREEN } from "./wake-conditions";

/**
 * Parts of a public page hydrated on demand (ADR 30; words in docs/glossary.md): the server
 * renders them in full (they work without JavaScript), and the browser leaves that HTML as it is
 * until the part comes near the screen or the visitor reaches for it (pointer, touch, focus);
 * only then is its code loaded (code-loading.ts) and the part hydrated, as a React root of its
 * own (part-root.tsx) in a `display: contents` wrapper. A click before that is held and replayed
 * (click-replay.ts).
 *
 * Why not a Suspense boundary that suspends while hydrating: React hydrates every such boundary
 * again whenever a context above it changes — Remix changes its router contexts on each
 * navigation, fetcher and route-manifest patch — so all of the page's code would be fetched with
 * the first of them.
 */

const CONTENTS: CSSProperties = { display: "contents" };
/** The wrapper leaves the server's HTML alone while the page hydrates: React does not touch it. */
const SERVER_HTML = { __html: "" };
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
  return OnDemand as M[K];

  function OnDemand(props: P) {
    // False on the server and while the page hydrates: the part is the server's HTML then.
    const hydrated = useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    );
    const [state] = useState(() => {
      /** Rendered as the server's HTML, to hydrate later (not on the server, nor when mounted
       * by a client-side navigation). */
      const waits = !hydrated && typeof document !== "undefined";
      return {
        waits,
        /** What the server rendered the part with. */
        served: props,
        // Only a waiting part compares its data: the server need not write every part's props.
        servedData: waits ? dataOf(props) : null,
        latest: props,
        root: null as PartRoot<P> | null,
      };
    });
    const template = useContext(TemplateContext);
    const wrapper = useRef<HTMLDivElement>(null);

    useEffect(() => {
      const element = wrapper.current;
      if (!state.waits || !element) return;
      let gone = false;
      const onRun = () => {
        part.running = true;
        stopWatching();
        // After the part's first own renders (the carousel turns its list into its frame).
        setTimeout(() => releaseHeldClick(part));
        // Props that changed while it waited: hydrated with the server's, then updated.
        if (state.latest !== state.served) state.root?.render(state.latest);
      };
      const part = {
        running: false,
        code,
        wake() {
          code.load();
          void code.ready.then(() => {
            if (gone || state.root) return;
            state.root = hydratePartRoot(
              element,
              pick(code.module!),
              template,
              state.served,
              onRun,
            );
          });
        },
      };
      waitingParts.set(element, part);
      listenForReach();
      const stopWatching = watchForWake(element, margin, () => part.wake());
      return () => {
        gone = true;
        stopWatching();
        waitingParts.delete(element);
        // Not while React is rendering this page.
        const root = state.root;
        if (root) setTimeout(() => root.unmount());
      };
      // Once per wrapper: later props reach the part through the effect below.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    useEffect(() => {
      state.latest = props;
      const part = wrapper.current && waitingParts.get(wrapper.current);
      if (part?.running) state.root?.render(props);
      else if (dataOf(props) !== state.servedData) part?.wake();
    });

    if (!state.waits) {
      const module = code.module;
      if (!module) {
        loadEveryPartsCode();
        throw code.ready;
      }
      const Part = pick(module);
      return (
        <div style={CONTENTS} {...{ [PART_ATTRIBUTE]: "" }}>
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
        {...{ [PART_ATTRIBUTE]: "" }}
        suppressHydrationWarning
        dangerouslySetInnerHTML={SERVER_HTML}
      />
    );
  }
}
