import { redirect } from "@remix-run/node";

/**
 * The bulk upload page became the My Photos upload dialog, which takes several files at once.
 * Old links land on the dialog; a post from a page still open elsewhere is sent on there with
 * its files (308 keeps the method and the body).
 */
const DIALOG = "/my-photos?upload=true";

export const loader = () => redirect(DIALOG);

export const action = () =>
  // Nothing of the body was read: close, so no later request is mixed into it.
  redirect(DIALOG, { status: 308, headers: { Connection: "close" } });
