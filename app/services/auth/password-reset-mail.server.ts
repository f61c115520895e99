import { config } from "~/config.server";
import type { MailMessage } from "../mail.server";
import { escapeHtml } from "../contact.server";

/**
 * The mail carrying a reset link. Its link is absolute only from SITE_URL: a request's Host
 * header is the sender's to choose, and a link built from it would hand the token to whoever
 * forged it (docs/decisions/0014-absolute-urls-from-site-url.md). Without SITE_URL the mail
 * gives the path to open on the site instead.
 */
export function resetMail(
  to: string,
  link: { path: string; url: string | null },
  site = config().SITE_NAME,
): MailMessage {
  const subject = `Reset your ${site} password`;
  const where = link.url
    ? {
        html: `<p><a href="${escapeHtml(link.url)}">Choose a new password</a></p><p>Or open this address: ${escapeHtml(link.url)}</p>`,
        text: `Choose a new password here: ${link.url}`,
      }
    : {
        html: `<p>Open ${escapeHtml(site)} in your browser and go to this address on it: ${escapeHtml(link.path)}</p>`,
        text: `Open ${site} in your browser and go to this address on it: ${link.path}`,
      };
  const about = `Someone (hopefully you) asked to reset the password of your ${site} account.`;
  const after =
    "The link works once, within an hour, and signs you out everywhere. If you did not ask, ignore this mail: your password stays as it is.";
  return {
    to,
    subject,
    html: `<p>${escapeHtml(about)}</p>${where.html}<p>${escapeHtml(after)}</p>`,
    text: `${about}\n\n${where.text}\n\n${after}\n`,
  };
}
