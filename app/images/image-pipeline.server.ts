/**
 * The image pipeline (docs/product.md#image-pipeline): bytes in, derivatives and facts out. It
 * knows nothing of HTTP, storage or the database; services call it and store what it returns.
 */
export { ImageRejectedError, type ImageKind, type ImageRejectionCode } from "./image-errors.server";
export { detectImageType, IMAGE_MIME_TYPES, type ImageType } from "./detect-image-type.server";
export { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES } from "./upload-limits.server";
export { orientationOf, type OrientationLabel } from "./orientation.server";
export { DERIVATIVE_WIDTHS, deferredOf, derivativeWidths, HERO_WIDTHS } from "./derivatives.server";
export { DERIVATIVE_FORMATS, type Derivative, type DerivativeFormat } from "./encode.server";
export { readExifFacts, type ExifFacts, type GpsPosition } from "./exif-facts.server";
export type { ColorSwatch } from "./color-analysis.server";
export type { Placeholder } from "./placeholder.server";
export {
  analyseImage,
  makeDeferredDerivatives,
  processImage,
  type DeferredWork,
  type ImageAnalysis,
  type ProcessedImage,
  type ProcessOptions,
} from "./process-image.server";
export {
  buildRightsEmbed,
  DATA_MINING_PROHIBITED_AI_TRAINING,
  type RightsEmbed,
  type RightsToEmbed,
} from "./rights-metadata.server";
export { AVATAR_SIZES, processAvatar, type ProcessedAvatar } from "./process-avatar.server";
