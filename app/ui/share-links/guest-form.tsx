import { Form } from "@remix-run/react";
import { GUEST_LIMITS, guestNote } from "~/services/share-links/guest-texts";
import type { Favourites } from "./favourite-controls";

/**
 * Who is choosing (docs/decisions/0066-favourites-proofing-activity.md): a name and an email,
 * given once per browser, with one line on what is kept and why. The same form corrects them.
 * Posted to the page's own action as a document, as without JavaScript: the answer sets the
 * guest's cookie and the page comes back whole with it.
 */
export function GuestForm({ favourites, back }: { favourites: Favourites; back: string }) {
  const { guest } = favourites;
  return (
    <Form method="post" reloadDocument className="share-guest">
      <input type="hidden" name="intent" value="guest" />
      <input type="hidden" name="back" value={back} />
      <div className="field">
        <label htmlFor="guest-name">Your name</label>
        <input
          id="guest-name"
          name="name"
          autoComplete="name"
          required
          maxLength={GUEST_LIMITS.name}
          defaultValue={guest?.name}
        />
      </div>
      <div className="field">
        <label htmlFor="guest-email">Your email</label>
        <input
          id="guest-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={GUEST_LIMITS.email}
          defaultValue={guest?.email}
          aria-describedby="guest-note"
        />
      </div>
      <p id="guest-note" className="share-guest__note">
        {guestNote(favourites.photographer)}
      </p>
      <button type="submit" className="button">
        {guest ? "Save" : "Start choosing"}
      </button>
    </Form>
  );
}

/** "Not you?": forgets the guest in this browser (their favourites stay with the link). */
export function ForgetGuestForm({ back }: { back: string }) {
  return (
    <Form method="post" reloadDocument className="share-guest__forget">
      <input type="hidden" name="intent" value="forget" />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className="share-link__text-button">
        Not you?
      </button>
    </Form>
  );
}
