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
 * one of many random orders (the home gallery's shuffle), which page views it counted, and which
 * public scopes its data came from (docs/decisions/0051-scoped-cache-invalidation.md).
 */
export interface RenderScope {
  shuffled: boolean;
  views: ViewRef[];
  /** Named by the code that read the data; none named means any write can change the body. */
  scopes: Set<string>;
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

/**
 * Called where a public page reads one scope's data (app/data/public-scopes.ts): its cached body is
 * thrown away when that scope changes. A render that names nothing depends on every write.
 */
export function noteScope(...scopes: string[]): void {
  const scope = storage.getStore();
  if (scope) for (const name of scopes) scope.scopes.add(name);
}
