/**
 * A request the caller can fix or must be told about: `message` is shown as it is
 * (docs/product.md#validation-rules, docs/product.md#error-catalogue) and `status` is the HTTP
 * answer. Each area names its own subclass so routes can tell whose rule refused.
 */
export class UserFacingError extends Error {
  constructor(
    message: string,
    readonly status: number = 400,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
