import { Scripts } from "@remix-run/react";
import { serverPart } from "../server-parts";
import type { BootScripts } from "./boot-scripts.server";
import { BOOT_MODULE_ID } from "./loader-script";

type UseBootScripts = (nonce: string) => BootScripts | null;
const noScripts: UseBootScripts = () => null;

// In the browser: whether the page was served with its code held back (read before hydrating, so
// the first render matches the server's; kept for the page's life, across navigations).
const servedPaintFirst =
  typeof document !== "undefined" && document.getElementById(BOOT_MODULE_ID) !== null;

/**
 * Remix's <Scripts>, with a public page's code fetched after its first paint (ADR 33); other
 * pages get Remix's <Scripts> as it is. The server renders the scripts' text; the browser keeps
 * what it was served: React leaves a script's dangerouslySetInnerHTML alone when hydrating, as
 * Remix's own <Scripts> relies on.
 */
export function PaintFirstScripts({ nonce }: { nonce: string }) {
  // The server reads the scripts from the render's contexts (server-parts.ts); the browser
  // renders what it was served. The same hook in every render of a process.
  const useServerScripts = serverPart<UseBootScripts>("useBootScripts");
  const scripts = (useServerScripts ?? noScripts)(nonce);
  const paintFirst = useServerScripts ? scripts !== null : servedPaintFirst;
  if (!paintFirst) return <Scripts nonce={nonce} />;
  const html = (text: string | undefined) => ({ __html: text ?? " " });
  return (
    <>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={html(scripts?.context)}
      />
      <script
        id={BOOT_MODULE_ID}
        type="text/x-boot-module"
        suppressHydrationWarning
        dangerouslySetInnerHTML={html(scripts?.module)}
      />
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={html(scripts?.loader)}
      />
    </>
  );
}
