import { GUEST_NOTICES, isGoodNotice, type GuestNotice } from "~/services/share-links/guest-texts";

/** What an action answered a guest: a success politely, a refusal as an alert (ADR 66). */
export function GuestNoticeText({ notice }: { notice: GuestNotice | null | undefined }) {
  if (!notice) return null;
  const good = isGoodNotice(notice);
  return (
    <p
      className={good ? "share-notice" : "share-notice share-notice--refused"}
      role={good ? "status" : "alert"}
    >
      {GUEST_NOTICES[notice]}
    </p>
  );
}
