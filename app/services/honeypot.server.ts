import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { config } from "~/config.server";

let honeypot: Honeypot | undefined;

/** The honeypot of public forms (DESIGN §9); its timestamp is encrypted with the session secret. */
export function getHoneypot(): Honeypot {
  honeypot ??= new Honeypot({ encryptionSeed: config().sessionSecret, validFromFieldName: null });
  return honeypot;
}

/** True when the form looks like it was filled in by a bot. */
export function isSpam(formData: FormData): boolean {
  try {
    getHoneypot().check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
