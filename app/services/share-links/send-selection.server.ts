import { config } from "~/config.server";
import { db } from "~/data/db.server";
import type { LinkGuest } from "~/data/link-guests.server";
import { escapeHtml } from "~/services/contact.server";
import { sendMail } from "~/services/mail.server";
import { createRateLimiter } from "~/services/rate-limit.server";
import { configuredOrigin } from "~/services/site-url.server";
import { linkPhotos, type OpenLink } from "./guest-access.server";
import { GuestRefusal } from "./guest-favourites.server";
import { lightroomFilter } from "./selection-files";
import { ownSelectionsPath, selectionFileName } from "./selections.server";

/**
 * "Send my selection" (docs/decisions/0066-favourites-proofing-activity.md): mails the
 * photographer (the local inbox when no SMTP is set) with the guest as Reply-To, the file names
 * with comments, the Lightroom filter and the way to the selections in My Photos; keeps the same
 * as a message in Account → Messages; records when it was sent. Nothing locks: the guest may
 * change their favourites and send again, at most 5 times an hour.
 */
const sends = createRateLimiter({
  name: "share-link-selection-send",
  limit: 5,
  windowMs: 60 * 60 * 1000,
});

export async function sendSelection(
  request: Request,
  open: OpenLink,
  guest: LinkGuest,
): Promise<void> {
  const { linkFavourites, messages, linkGuests } = await db();
  const favourites = await linkFavourites.listByGuest(guest.id);
  const comments = new Map(favourites.map((f) => [f.photoId, f.comment]));
  const chosen = (await linkPhotos(open)).filter((photo) => comments.has(photo.id));
  if (!chosen.length) throw new GuestRefusal("send-empty");
  if (config().RATE_LIMITS && !(await sends.hit(guest.id))) throw new GuestRefusal("throttled");

  const { collection, owner, link } = open;
  const lines = chosen.map((photo) => {
    const comment = comments.get(photo.id);
    return { name: selectionFileName(photo), comment: comment || null };
  });
  const filter = lightroomFilter(lines.map((line) => line.name));
  const origin = configuredOrigin() ?? new URL(request.url).origin;
  const selectionsUrl = `${origin}${ownSelectionsPath(collection.id)}`;
  const via = link.label ? ` (link "${link.label}")` : "";
  const subject = `${guest.name} sent their selection: ${collection.title}`;
  const text = [
    `${guest.name} <${guest.email}> chose ${chosen.length} photo${chosen.length === 1 ? "" : "s"} from "${collection.title}"${via}:`,
    "",
    ...lines.map((line) => `- ${line.name}${line.comment ? `: ${line.comment}` : ""}`),
    "",
    `Lightroom Classic filter: ${filter}`,
    "",
    `All selections: ${selectionsUrl}`,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(guest.name)} &lt;${escapeHtml(guest.email)}&gt; chose ${chosen.length} from <strong>${escapeHtml(collection.title)}</strong>${escapeHtml(via)}:</p>`,
    "<ul>",
    ...lines.map(
      (line) =>
        `<li>${escapeHtml(line.name)}${line.comment ? ` — ${escapeHtml(line.comment)}` : ""}</li>`,
    ),
    "</ul>",
    `<p>Lightroom Classic filter:<br><code>${escapeHtml(filter)}</code></p>`,
    `<p><a href="${escapeHtml(selectionsUrl)}">All selections in My Photos</a></p>`,
  ].join("");

  // Stored as a message too: the photographer has it in Account → Messages even when the mail
  // fails (the inbox records the failure for the admin), so the guest's send stands either way.
  await messages.create({
    name: guest.name,
    email: guest.email,
    subject,
    message: text,
    portfolioUserId: owner.id,
  });
  await sendMail({ to: owner.email, subject, html, text, replyTo: guest.email });
  await linkGuests.markSent(guest.id);
}
