import { useEffect, type ComponentType, type ContextType } from "react";
import { hydrateRoot } from "react-dom/client";
import { TemplateContext } from "../template-root";

/**
 * A part's own React root (ADR 30): out of reach of the page's updates (Remix changes its router
 * contexts on each navigation and fetcher), it changes when its own props do. The template's
 * context is handed over: the root is not inside the page's tree.
 */
export interface PartRoot<P> {
  render(props: P): void;
  unmount(): void;
}

function Running<P extends object>(props: {
  Part: ComponentType<P>;
  partProps: P;
  onRun: () => void;
}) {
  const { Part, partProps, onRun } = props;
  useEffect(onRun, [onRun]);
  return <Part {...partProps} />;
}

const afterUpdates = () => {};

/**
 * Hydrates the server's HTML in `wrapper` as `Part` with the props the server rendered it with
 * (`served`: anything else would not match that HTML); `onRun` is called once it runs.
 */
export function hydratePartRoot<P extends object>(
  wrapper: Element,
  Part: ComponentType<P>,
  template: ContextType<typeof TemplateContext>,
  served: P,
  onRun: () => void,
): PartRoot<P> {
  const content = (partProps: P, onCommit: () => void) => {
    const running = <Running Part={Part} partProps={partProps} onRun={onCommit} />;
    return template ? (
      <TemplateContext.Provider value={template}>{running}</TemplateContext.Provider>
    ) : (
      running
    );
  };
  // An update before the first commit would make React throw the server's HTML away and render
  // the part afresh (error 424, "early update"): props given that soon wait for the commit. So
  // does an unmount, which is an update to nothing: a page left while its parts still hydrate
  // (a visitor's first click that is also a link) ends them once they have.
  let committed = false;
  let early: { props: P } | null = null;
  let leaving = false;
  const root = hydrateRoot(
    wrapper,
    content(served, () => {
      committed = true;
      if (leaving) {
        // Not from inside this root's own commit.
        setTimeout(() => root.unmount());
        return;
      }
      if (early) root.render(content(early.props, afterUpdates));
      early = null;
      onRun();
    }),
  );
  return {
    render: (props) => {
      if (committed) root.render(content(props, afterUpdates));
      else early = { props };
    },
    unmount: () => {
      if (committed) root.unmount();
      else leaving = true;
    },
  };
}
