import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { config } from "~/config.server";
import { hasCallbackParams } from "~/services/account/google-photos-params.server";
import { unreadMessageCount } from "~/services/account/messages.server";
import { getCurrentUser } from "~/services/auth/guards.server";
import { honeypotInputProps } from "~/services/honeypot.server";
import { toPublicUser } from "~/services/profile.server";
import { siteSettings } from "~/services/site-settings/site-settings.server";
import { takeToast } from "~/services/toast.server";

/** Pages a user who has not finished onboarding may still see. */
const ONBOARDING_EXEMPT = ["/onboarding", "/login", "/signup", "/landing"];

/**
 * The root route's loader: the signed-in user, the flashed toast, site settings. In a module of
 * its own so that root.tsx imports one server module: the browser build replaces each server
 * import with an empty stand-in it cannot drop, and stand-ins shared with other routes became
 * chunks of their own that every page downloaded.
 */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  const { pathname } = new URL(request.url);
  if (user && !user.username && !ONBOARDING_EXEMPT.includes(pathname))
    throw redirect("/onboarding");
  // Loaders run side by side: an address the page redirects away from leaves the toast for the next.
  const { toast, setCookie } = hasCallbackParams(new URL(request.url))
    ? { toast: null, setCookie: undefined }
    : await takeToast(request);
  const settings = await siteSettings();
  return data(
    {
      // The nav's badge: messages visitors sent through the photographer's portfolio, unread.
      user: user
        ? { ...toPublicUser(user), unreadMessages: await unreadMessageCount(user.id) }
        : null,
      toast,
      siteName: settings.siteName,
      siteDescription: settings.siteDescription,
      signUpOffered: settings.registration === "open",
      maxUploadMb: settings.maxUploadMb,
      analytics: config().ANALYTICS_SCRIPT_URL
        ? { scriptUrl: config().ANALYTICS_SCRIPT_URL!, siteId: config().ANALYTICS_SITE_ID ?? null }
        : null,
      honeypotInputProps: honeypotInputProps(),
    },
    { headers: setCookie ? { "Set-Cookie": setCookie } : undefined },
  );
}
