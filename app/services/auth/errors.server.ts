/** A sign-in or sign-up refusal whose message is safe to show the visitor. */
export class AuthFailure extends Error {
  constructor(
    message: string,
    public readonly field?: "email" | "password",
  ) {
    super(message);
    this.name = "AuthFailure";
  }
}

// One message for every credential failure: it must not tell which of email or password was wrong.
export const GENERIC_SIGN_IN_FAILURE = "Invalid email or password.";

// Shown only once the credentials (or the identity provider) proved who is signing in.
export const SUSPENDED_SIGN_IN_FAILURE =
  "This account is suspended. Contact the site administrator.";
