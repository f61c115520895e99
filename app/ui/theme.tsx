import { useNonce } from "./nonce";
import { serverPart } from "./server-parts";

/**
 * Runs before first paint so a dark preference never flashes light. Without JavaScript the
 * default light theme stays (docs/product.md#navigation-and-site-wide-parts: stored locally,
 * default light). Its code is the server's only: the browser hydrates the element and leaves its
 * content as it is (theme-script.ts).
 */
export function ThemeScript() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serverPart<string>("ThemeScriptText") ?? "" }}
    />
  );
}
