import { polarisLinks } from "../app-frame";
import accountStyles from "./account.css?url";

/** Polaris plus the few styles Polaris has no component for (link tabs, pickers, swatches). */
export const accountLinks = () => [...polarisLinks(), { rel: "stylesheet", href: accountStyles }];
