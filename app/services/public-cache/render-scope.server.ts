import { AsyncLocalStorage } from "node:async_hooks";
import type { PageKind } from "~/data/page-views.server";

/** A page view a cached body stands for: counted again on every hit. */
export interface ViewRef {
  kind: PageKind;
  targetId: string;
  ownerId: string;
}

/**
 * What a render for the public page cache learned about itself while it ran: whether its body is
 * one of many random orders (the home gallery's shuffle), and which page views it counted.
 */
export interface RenderScope {
  shuffled: boolean;
  views: ViewRef[];
}

const storage = new AsyncLocalStorage<RenderScope>();

export function renderForCache<T>(scope: RenderScope, render: () => Promise<T>): Promise<T> {
  return storage.run(scope, render);
}

/** Called where a visitor's list is shuffled: the cache keeps several orders of this page. */
export function noteShuffled(): void {
  const scope = storage.getStore();
  if (scope) scope.shuffled = true;
}

/** Called where a page view is counted: the cache counts it again on each hit. */
export function noteView(view: ViewRef): void {
  storage.getStore()?.views.push(view);
}
