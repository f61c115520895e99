/**
 * An admin request the service turns down with a reason the admin can read (a missing user or
 * photo, the last admin, a private photo). `status` is the HTTP answer for the JSON API.
 */
export class AdminRefusal extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409,
  ) {
    super(message);
    this.name = "AdminRefusal";
  }
}
