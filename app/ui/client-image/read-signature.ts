import { SIGNATURE_BYTES, sniffUploadFormat, type UploadFormat } from "./image-signature";

/** Reads the first bytes of a chosen file to tell what it really is. */
export async function detectUploadFormat(file: Blob): Promise<UploadFormat | null> {
  const head = await file.slice(0, SIGNATURE_BYTES).arrayBuffer();
  return sniffUploadFormat(new Uint8Array(head));
}
