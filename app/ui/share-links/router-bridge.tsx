import { useContext, type ReactNode } from "react";
// Not re-exported by @remix-run/react: the contexts Remix's own router hooks read (its one copy,
// under @remix-run/react, deduplicated by npm).
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
} from "react-router-dom";

/**
 * The page's router, carried into what a template renders for the host (`photoActions`, SDK
 * 1.2). A template's collection page is a part hydrated in a React root of its own (ADR 30,
 * app/template-sdk/on-demand/part-root.tsx), out of reach of the page's contexts; a fetcher
 * (favourite-controls.tsx) needs the router's. The host re-renders the part with new props on
 * each router update (a route reading its loader data re-renders then), so the values carried
 * are the current ones. Returns a wrapper for such a node.
 */
export function useRouterBridge(): (node: ReactNode) => ReactNode {
  const dataRouter = useContext(DataRouterContext);
  const state = useContext(DataRouterStateContext);
  const fetchers = useContext(FetchersContext);
  const navigation = useContext(NavigationContext);
  const location = useContext(LocationContext);
  const route = useContext(RouteContext);
  return (node) => (
    <DataRouterContext.Provider value={dataRouter}>
      <DataRouterStateContext.Provider value={state}>
        <FetchersContext.Provider value={fetchers}>
          <NavigationContext.Provider value={navigation}>
            <LocationContext.Provider value={location}>
              <RouteContext.Provider value={route}>{node}</RouteContext.Provider>
            </LocationContext.Provider>
          </NavigationContext.Provider>
        </FetchersContext.Provider>
      </DataRouterStateContext.Provider>
    </DataRouterContext.Provider>
  );
}
