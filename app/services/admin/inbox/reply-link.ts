/** Mails sent by the contact form are titled with this prefix (see contact.server.ts). */
export const CONTACT_SUBJECT_PREFIX = "Contact Form: ";

/** The bare address of "Name <a@b>" or "a@b": a mailto: link takes addresses only (RFC 6068). */
export function bareAddress(address: string): string {
  const angled = /<([^<>]+)>\s*$/.exec(address);
  return (angled ? angled[1]! : address).trim();
}

/** docs/product.md#admin-dashboard: 'Re: ' plus the subject without its 'Contact Form: ' prefix. */
export function replySubject(subject: string): string {
  const original = subject.startsWith(CONTACT_SUBJECT_PREFIX)
    ? subject.slice(CONTACT_SUBJECT_PREFIX.length)
    : subject;
  return `Re: ${original}`;
}

/**
 * A mailto: link answering a mail: to the visitor who wrote it (`replyTo`) when there is one,
 * else to its sender. Everything is percent-encoded ("@" kept readable), so a subject holding
 * "&", "?" or "#" cannot add or cut off header fields.
 */
export function replyMailto(mail: { from: string; replyTo?: string | null; subject: string }) {
  const to = encodeURIComponent(bareAddress(mail.replyTo || mail.from)).replace(/%40/g, "@");
  return `mailto:${to}?subject=${encodeURIComponent(replySubject(mail.subject))}`;
}
