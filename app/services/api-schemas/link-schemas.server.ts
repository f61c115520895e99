import { z } from "zod";
import { LINK_ACTIVITY_KINDS } from "~/data/link-activity.server";
import { SHARE_DOWNLOADS } from "~/data/share-links.server";
import type { LinkActivityView } from "~/services/share-links/link-activity.server";
import type { OwnLinkView } from "~/services/share-links/own-links.server";
import type { SelectionView } from "~/services/share-links/selections.server";
import { responseOf } from "./response-of";

/**
 * The share links API's answers (docs/product.md#share-links-api), shared by the routes and the
 * OpenAPI document (docs/decisions/0071-openapi-document.md). Bodies are linkBodySchema
 * (app/services/share-links/link-api.server.ts): the service checks each field.
 */

const linkShape = z.object({
  id: z.string(),
  collectionId: z.string(),
  label: z.string(),
  hasPassword: z.boolean(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  downloads: z.enum(SHARE_DOWNLOADS),
  favourites: z.boolean(),
  favouritesLimit: z.number().nullable(),
  watermark: z.boolean(),
  revokedAt: z.string().nullable(),
  counts: z.object({ views: z.number(), downloads: z.number(), favourites: z.number() }),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const linkResponse = responseOf<OwnLinkView>()(linkShape);
export type LinkResponse = z.input<typeof linkResponse>;

export const createdLinkResponse = responseOf<OwnLinkView & { url: string }>()(
  linkShape.extend({
    url: z.string().describe("The link's address: shown this once, never again."),
  }),
);
export type CreatedLinkResponse = z.input<typeof createdLinkResponse>;

export const revokedLinkResponse = z.object({
  success: z.literal(true),
  ended: z
    .enum(["revoked", "deleted"])
    .describe("revoked: the link stopped working; deleted: a revoked link removed for good."),
});
export type RevokedLinkResponse = z.input<typeof revokedLinkResponse>;

export const linkActivityResponse = responseOf<LinkActivityView>()(
  z.object({
    kind: z.enum(LINK_ACTIVITY_KINDS),
    at: z.string(),
    address: z.string().describe("The client's network (/24 or /48)."),
  }),
);
export type LinkActivityResponse = z.input<typeof linkActivityResponse>;

export const selectionResponse = responseOf<SelectionView>()(
  z.object({
    link: z.object({ id: z.string(), label: z.string() }),
    guest: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    sentAt: z.string().nullable(),
    photos: z.array(
      z.object({
        photoId: z.string(),
        title: z.string(),
        fileName: z.string(),
        comment: z.string().nullable(),
      }),
    ),
    lightroomFilter: z.string(),
  }),
);
export type SelectionResponse = z.input<typeof selectionResponse>;
