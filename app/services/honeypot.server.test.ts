import { expect, it } from "vitest";
import { honeypotInputProps, isSpam } from "./honeypot.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

it("hands pages field names only: no encrypted time, nothing keyed with any secret", () => {
  const props = honeypotInputProps();
  expect(props).toEqual({
    nameFieldName: "name__confirm",
    validFromFieldName: null,
    encryptedValidFrom: "",
  });
  // crypto-js's passphrase AES output always starts with base64 "Salted__".
  expect(JSON.stringify(props)).not.toContain("U2FsdGVkX1");
});

it("refuses a form whose hidden field is filled and accepts one that leaves it empty", () => {
  const person = { email: "a@example.test", password: "pass-word-1" };
  expect(isSpam(form({ ...person, name__confirm: "" }))).toBe(false);
  expect(isSpam(form({ ...person, name__confirm: "Bot McBotface" }))).toBe(true);
});
