// @vitest-environment happy-dom
import { startTransition } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { codeOnDemand, onDemand } from "./on-demand";
import type { PartRoot } from "./part-root";

/**
 * Parts hydrated on demand in a browser-like document (ADR 30): what a visitor notices before a
 * part's code arrives and once it does.
 */

/** A part's code whose arrival the test decides. */
function codeArrivingLater<M>(module: M) {
  let arrive = () => {};
  const arrived = new Promise<M>((resolve) => (arrive = () => resolve(module)));
  const importer = vi.fn(() => arrived);
  return { code: codeOnDemand(importer), importer, arrive };
}

/** The page as the server sent it: the part rendered in full in its `display: contents` wrapper. */
function serverPage(part: React.ReactElement) {
  const container = document.createElement("div");
  const html = renderToString(part);
  container.innerHTML = `<div style="display:contents" data-on-demand="">${html}</div>`;
  document.body.append(container);
  return container;
}

const until = (condition: () => boolean) =>
  vi.waitFor(() => expect(condition()).toBe(true), { timeout: 2000, interval: 5 });
/** Hydration and its effects are done, timers fired. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

let roots: Root[] = [];
afterEach(() => {
  for (const root of roots) root.unmount();
  roots = [];
  document.body.innerHTML = "";
});

function hydrate(container: Element, page: React.ReactNode) {
  const root = hydrateRoot(container, page);
  roots.push(root);
  return root;
}

describe("a part on demand", () => {
  it("holds a click made before its code arrives and replays it once after", async () => {
    const presses: string[] = [];
    const LikeButton = ({ photo }: { photo: string }) => (
      <button type="button" onClick={() => presses.push(photo)}>
        Like {photo}
      </button>
    );
    const { code, importer, arrive } = codeArrivingLater({ LikeButton });
    const OnDemandLike = onDemand(code, "LikeButton");
    const container = serverPage(<LikeButton photo="coast" />);
    hydrate(container, <OnDemandLike photo="coast" />);
    await settle();

    const button = container.querySelector("button")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    button.dispatchEvent(click);

    // Held: nothing ran, the browser's own action is stopped, and the code was asked for.
    expect(click.defaultPrevented).toBe(true);
    expect(presses).toEqual([]);
    expect(importer).toHaveBeenCalledTimes(1);

    arrive();
    await until(() => presses.length > 0);
    await settle();
    expect(presses).toEqual(["coast"]);

    // Running now: a click is the part's own, not held.
    container.querySelector("button")!.click();
    expect(presses).toEqual(["coast", "coast"]);
  });

  it("renders the props its parent gave it while it waited for its code, not the server's", async () => {
    const Caption = ({ text }: { text: string }) => <p>{text}</p>;
    const { code, arrive } = codeArrivingLater({ Caption });
    const OnDemandCaption = onDemand(code, "Caption");
    const container = serverPage(<Caption text="Light on the coast" />);
    const root = hydrate(container, <OnDemandCaption text="Light on the coast" />);
    await settle();

    // A navigation (a transition) gives the part new data before its code is here.
    startTransition(() => root.render(<OnDemandCaption text="Harbour at dawn" />));
    await settle();
    // The update waits for the code: the server's text stays, never a mix of old and new.
    expect(container.textContent).toBe("Light on the coast");

    arrive();
    await until(() => container.textContent === "Harbour at dawn");
    expect(container.querySelectorAll("p")).toHaveLength(1);
  });
});

describe("a part's own root", () => {
  const Caption = ({ text }: { text: string }) => <p>{text}</p>;

  /**
   * A caption served as HTML and hydrated as a part's own root; `act` works on the root, then
   * nothing may have been logged or reported as an error (React's error 424, an early update,
   * among them).
   */
  async function hydratedCaption(
    act: (root: PartRoot<{ text: string }>, container: HTMLElement) => Promise<void>,
    onRun: () => void = () => {},
  ) {
    const { hydratePartRoot } = await import("./part-root");
    const container = serverPage(<Caption text="Light on the coast" />);
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args) => errors.push(args));
    const reported = vi.fn();
    window.addEventListener("error", reported);
    try {
      const wrapper = container.firstElementChild!;
      const served = { text: "Light on the coast" };
      await act(hydratePartRoot(wrapper, Caption, null, served, onRun), container);
      await settle();
      expect(errors).toEqual([]);
      expect(reported).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
      window.removeEventListener("error", reported);
    }
  }

  it("keeps props given before its hydration commits for after it, without an early update", async () => {
    await hydratedCaption(async (root, container) => {
      // New props at once, before React has hydrated anything.
      root.render({ text: "Harbour at dawn" });
      await until(() => container.textContent === "Harbour at dawn");
      await settle();
      expect(container.querySelectorAll("p")).toHaveLength(1);
      root.unmount();
    });
  });

  it("ends a part whose page is left while it still hydrates once it has, without an early update", async () => {
    const ran = vi.fn();
    await hydratedCaption(async (root, container) => {
      // Left at once, before React has hydrated anything (an unmount is an update to nothing).
      root.unmount();
      await until(() => container.querySelectorAll("p").length === 0);
    }, ran);
    // A part that is gone does not start.
    expect(ran).not.toHaveBeenCalled();
  });
});
