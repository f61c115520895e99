/** A write was refused because the resulting document does not fit its schema (both engines). */
export class InvalidDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidDocumentError";
  }
}
