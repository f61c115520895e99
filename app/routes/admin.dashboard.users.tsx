import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import {
  changeUserRole,
  LAST_ADMIN_MESSAGE,
  listUsersForAdmin,
} from "~/services/admin/users.server";
import { AdminRefusal } from "~/services/admin/admin-refusal.server";
import { requireAdminPage } from "~/services/auth/guards.server";
import { redirectWithToast } from "~/services/toast.server";
import { SET_ROLE_INTENT } from "~/ui/admin/users/role-form";
import { UsersTab } from "~/ui/admin/users/users-tab";
import { logger } from "~/services/log/logger.server";

const TAB = "/admin/dashboard/users";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  // The message lives with the rule on the server; the page shows it beside the last admin.
  return { users: await listUsersForAdmin(), lastAdminMessage: LAST_ADMIN_MESSAGE };
}

const roleForm = z.object({
  intent: z.literal(SET_ROLE_INTENT),
  userId: z.string().min(1),
  role: z.enum(["user", "admin"]),
});

/** Make Admin / Make User; toasts of spec §8 after a redirect, with or without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireAdminPage(request);
  const failed = (description: string) =>
    redirectWithToast(request, TAB, {
      title: "Failed to update role",
      description,
      variant: "destructive",
    });
  const parsed = roleForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return failed("Something went wrong.");
  const { userId, role } = parsed.data;
  try {
    const user = await changeUserRole(userId, role);
    const description = `${user.name} is now ${role === "admin" ? "an admin" : "a user"}.`;
    // An admin who stepped down can no longer see the dashboard.
    const to = userId === viewer.id && role === "user" ? "/" : TAB;
    return redirectWithToast(request, to, { title: "User role updated", description });
  } catch (error) {
    if (error instanceof AdminRefusal) return failed(error.message);
    logger.error({ err: error }, "Role change failed");
    return failed("Something went wrong.");
  }
}

export default function UsersRoute() {
  const { users, lastAdminMessage } = useLoaderData<typeof loader>();
  return <UsersTab users={users} lastAdminMessage={lastAdminMessage} />;
}

export const meta: MetaFunction = () => [{ title: "Users · Admin Dashboard · Viewfinder" }];
