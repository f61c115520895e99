// proxy-addr ships no types; server.mjs calls it as Express itself does.
declare module "proxy-addr" {
  import type { IncomingMessage } from "node:http";
  function proxyaddr(
    req: IncomingMessage,
    trust: (address: string, index: number) => boolean,
  ): string;
  export default proxyaddr;
}
