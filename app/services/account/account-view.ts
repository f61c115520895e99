/**
 * What the account page receives: plain, serialisable shapes. Shared by the services that build
 * them and the components in app/ui/account that render them (no server code in here).
 */
import type { SubmissionResult } from "@conform-to/react";
import type { HeroPicture } from "~/template-sdk/types";
import type { AccountIntent } from "~/utils/account-schemas";

/**
 * The Google Photos panel (docs/product.md#account-page 'Photo-library panel'): what the status
 * read found. `failed` is the error state with Retry; `unavailable` means no Google client is
 * configured.
 */
export type GooglePhotosPanelState =
  | { state: "unavailable" }
  | { state: "failed" }
  | { state: "not-connected"; connectUrl: string }
  | {
      state: "connected";
      /** ISO time of the last finished import, or null before the first. */
      lastSync: string | null;
      /** What went wrong in the last import (docs/product.md#entities 'errors'). */
      errors: string[];
    };

/**
 * The second provider of docs/product.md#what-the-product-is: a 'Not connected' placeholder with no
 * behaviour.
 */
export interface PlaceholderServiceView {
  id: "icloud-photos";
  name: string;
  /** Why it cannot be connected. */
  unavailableReason: string;
}

export type GooglePhotosServiceView = {
  id: "google-photos";
  name: string;
} & GooglePhotosPanelState;

/** One row of the Connect Photo Services panel. */
export type PhotoServiceView = GooglePhotosServiceView | PlaceholderServiceView;

/** One of the user's own photos, offered as profile picture or hero. */
export interface PhotoChoiceView {
  id: string;
  title: string;
  thumbnailUrl: string;
}

export interface ColorSwatchView {
  hex: string;
  percentage?: number;
}

/** A curated hero (docs/product.md#entities Hero image), as GET /api/hero-images answers it. */
export interface HeroImageView {
  id: string;
  name: string;
  title: string | null;
  description: string | null;
  url: string;
  /** The banner's derivatives for `srcset` (null for a banner stored before them). */
  picture: HeroPicture | null;
  fileName: string | null;
  isDefault: boolean;
  is_default: boolean;
  dominantColor: string | null;
  mood: string | null;
  brightness: string | null;
  colors: ColorSwatchView[];
  colorAnalysisComplete: boolean;
}

/**
 * The user's hero (docs/product.md#entities Hero selection); `id` is the hero's id or
 * `custom-{photoId}`.
 */
export interface HeroSelectionView {
  id: string;
  kind: "global" | "custom";
  name: string;
  description: string | null;
  url: string;
}

export interface HeroPaletteView {
  /** The hero it describes (a hero id or `custom-{photoId}`). */
  heroId: string;
  complete: boolean;
  colors: ColorSwatchView[];
  dominantColor: string | null;
  /** Why extraction is not possible, when it is not. */
  unavailableReason: string | null;
}

export interface TemplateView {
  id: string;
  name: string;
  description: string;
  isDefault: boolean;
}

/** Every account action answers this (besides the redirects of password change and deletion). */
export interface AccountActionResult {
  intent: AccountIntent | null;
  ok: boolean;
  /** Conform's reply, for the forms that use conform. */
  result?: SubmissionResult<string[]>;
  /** A message for the form that posted, shown inline (and as a toast). */
  message?: string;
  /** A palette computed on demand (not stored). */
  palette?: HeroPaletteView;
}
