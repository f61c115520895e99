import type { LinkDescriptor } from "@remix-run/node";
import shareLinkCss from "./share-link.css?url";

/** The /s/ pages' own stylesheet (bar, password, expired, selection, favourites; ADR 66). */
export const shareLinkStyles = (): LinkDescriptor[] => [{ rel: "stylesheet", href: shareLinkCss }];
