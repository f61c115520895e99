import type { LoaderFunctionArgs } from "@remix-run/node";
import { signOut } from "~/services/auth/sign-in.server";

/**
 * docs/product.md#api-calls: the one state-changing GET the spec names — Sign Out navigates here.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return signOut(request, "/");
}
