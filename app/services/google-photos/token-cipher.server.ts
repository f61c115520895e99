import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Google tokens are stored encrypted at rest: AES-256-GCM with a key derived from the session
 * secret (HKDF-SHA256, info "google-tokens"). The stored form is `v1.<iv>.<tag>.<ciphertext>`
 * in base64url, so a rotated key or a tampered value fails to open instead of giving garbage.
 */
export interface TokenCipher {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function tokenCipher(secret: string): TokenCipher {
  const key = Buffer.from(
    hkdfSync("sha256", secret, "viewfinder", "google-tokens", 32) as ArrayBuffer,
  );
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ["v1", iv, tag, data]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || data === undefined)
        throw new Error("Unreadable token");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([
        decipher.update(Buffer.from(data, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}
