import { describe, expect, it } from "vitest";
import { changePasswordSchema } from "./account-schemas";
import { PASSWORD_MAX_LENGTH, signInSchema, signUpSchema } from "./profile-schemas";

// A password longer than any we store is refused by the form's schema, before anything is hashed.
describe("password length cap", () => {
  const long = "p".repeat(PASSWORD_MAX_LENGTH + 1);
  const fits = "p".repeat(PASSWORD_MAX_LENGTH);

  it("refuses an over-long password at sign-in, sign-up and password change", () => {
    expect(signInSchema.safeParse({ email: "a@b.test", password: long }).success).toBe(false);
    expect(
      signUpSchema.safeParse({ email: "a@b.test", password: long, confirmPassword: long }).success,
    ).toBe(false);
    const change = (currentPassword: string, newPassword: string) =>
      changePasswordSchema.safeParse({
        currentPassword,
        newPassword,
        confirmPassword: newPassword,
      }).success;
    expect(change(long, "new-pass-1")).toBe(false);
    expect(change("old-pass-1", long)).toBe(false);
  });

  it("accepts the longest allowed password everywhere", () => {
    expect(signInSchema.safeParse({ email: "a@b.test", password: fits }).success).toBe(true);
    expect(
      signUpSchema.safeParse({ email: "a@b.test", password: fits, confirmPassword: fits }).success,
    ).toBe(true);
    expect(
      changePasswordSchema.safeParse({
        currentPassword: fits,
        newPassword: fits,
        confirmPassword: fits,
      }).success,
    ).toBe(true);
  });
});
