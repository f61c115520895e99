import { Honeypot, SpamError, type HoneypotInputProps } from "remix-utils/honeypot/server";

/**
 * The honeypot of public forms (docs/product.md#security-baseline): a hidden field people leave
 * empty and form-filling bots do not. Without a "valid from" time
 * (docs/decisions/0041-honeypot-secret.md): the library would put that time into every page
 * encrypted with its seed (crypto-js AES, an MD5 key derivation), material for guessing the seed
 * offline, and all it proves is that a form was fetched once, which a bot replays for ever. So no
 * seed is given and none is ever used.
 */
const honeypot = new Honeypot({ validFromFieldName: null });

const INPUT_PROPS: HoneypotInputProps = {
  nameFieldName: "name__confirm",
  validFromFieldName: null,
  encryptedValidFrom: "",
};

/** The field names the forms render; the same on every page, for every visitor. */
export function honeypotInputProps(): HoneypotInputProps {
  return INPUT_PROPS;
}

/** True when the form looks like it was filled in by a bot. */
export function isSpam(formData: FormData): boolean {
  try {
    honeypot.check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
