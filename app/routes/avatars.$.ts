import type { LoaderFunctionArgs } from "@remix-run/node";
import { avatarResponse } from "~/services/account/avatar-files.server";

/** GET /avatars/{userId}/{hash}.webp: profile pictures, public and immutable (content-addressed). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return avatarResponse(request, params["*"] ?? "");
}
