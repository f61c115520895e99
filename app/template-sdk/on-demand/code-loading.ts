import { releaseHeldClick } from "./click-replay";

/**
 * A part's code, loaded when the part first needs it (ADR 30); on the server (and in tests)
 * loaded from the start. Words: docs/glossary.md.
 */
export interface CodeOnDemand<M> {
  module: M | undefined;
  /** Settles once the module is here. */
  ready: Promise<void>;
  /** The last attempt failed: the parts keep working as they do without JavaScript. */
  failed: boolean;
  /** Starts the download, once (again after a failure). */
  load(): void;
}

/** Every part's code, to fetch at once on a client-side navigation (loadEveryPartsCode). */
const everyCode: CodeOnDemand<unknown>[] = [];

/**
 * Code the server started loading (template sections, the SDK's parts): renders to a string
 * (template miniatures) and tests wait for it (testing.tsx).
 */
const loadingOnTheServer: Promise<void>[] = [];

/**
 * Settles once every part's code the server started loading is here — including parts defined
 * while waiting: a template's sections, once loaded, define the SDK parts they use.
 */
export async function serverCodeReady(): Promise<void> {
  let waitedFor = -1;
  while (waitedFor !== loadingOnTheServer.length) {
    waitedFor = loadingOnTheServer.length;
    await Promise.all(loadingOnTheServer);
  }
}

/**
 * A client-side navigation to a page with parts (a template's sections, the SDK's parts inside
 * them) fetches all their code at once, not one file after the other as they render.
 */
export const loadEveryPartsCode = () => everyCode.forEach((code) => code.load());

/**
 * The server starts loading the code right away — when the part is defined, long before the
 * first page is rendered (rendering waits for it should it not be there yet) — and the browser
 * when a part asks for it.
 */
export function codeOnDemand<M>(importer: () => Promise<M>): CodeOnDemand<M> {
  let arrived = () => {};
  let loading = false;
  const code: CodeOnDemand<M> = {
    module: undefined,
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
          // The held click goes through to the browser: what it does without JavaScript.
          releaseHeldClick();
        },
      );
    },
  };
  everyCode.push(code);
  if (typeof document === "undefined") {
    code.load();
    loadingOnTheServer.push(code.ready);
  }
  return code;
}
