/**
 * Letter runs that cameras and phones put in their file names (IMG_1234, DSC01234, DSCF1234,
 * _MG_1234, P1010001, PXL_20240101_123456789, IMG-20240101-WA0001, GOPR0001, DJI_0001): a name
 * made only of these and digits says nothing about the photo.
 */
// prettier-ignore
const CAMERA_WORDS = new Set([
  "img", "image", "dsc", "dscf", "dscn", "mg", "p", "pxl", "mvimg", "wa", "gopr", "gp", "dji",
  "photo", "pic", "picture", "scan", "screenshot", "edit", "edited", "copy", "final",
]);

/**
 * The title a photographer gave the file ("weathered-boards_02.jpg" → "Weathered boards 02"), or
 * null when the name is the camera's own or carries no words. Separators become spaces; the
 * words themselves are left as written, apart from the first letter.
 */
export function titleFromFileName(fileName: string | null | undefined): string | null {
  // Browsers send the bare name; other clients may send a path.
  const base = (fileName ?? "").split(/[\\/]/).pop() ?? "";
  const stem = base.replace(/\.[a-z0-9]{1,5}$/i, "");
  const words = stem
    .replace(/[_.+-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const letterRuns = words.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (letterRuns.every((run) => CAMERA_WORDS.has(run))) return null;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
