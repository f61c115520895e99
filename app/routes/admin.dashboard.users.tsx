import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { titleMeta } from "~/ui/page-title";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { z } from "zod";
import {
  changeUserRole,
  LAST_ADMIN_MESSAGE,
  listUsersForAdmin,
} from "~/services/admin/users.server";
import {
  DeletionNotConfirmed,
  deleteUserAccount,
  setUserStatus,
  USER_STATUSES,
} from "~/services/admin/user-status.server";
import { AdminRefusal } from "~/services/admin/admin-refusal.server";
import { requireAdminPage } from "~/services/auth/guards.server";
import { redirectWithToast } from "~/services/toast.server";
import type { Toast } from "~/services/session.server";
import { SET_ROLE_INTENT } from "~/ui/admin/users/role-form";
import {
  DELETE_USER_INTENT,
  SET_STATUS_INTENT,
  USERS_TAB,
  deleteStepHref,
} from "~/ui/admin/users/user-links";
import { UsersTab } from "~/ui/admin/users/users-tab";
import { logger } from "~/server/log/logger.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  // The message lives with the rule on the server; the page shows it beside the last admin.
  return { users: await listUsersForAdmin(), lastAdminMessage: LAST_ADMIN_MESSAGE };
}

const userForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal(SET_ROLE_INTENT),
    userId: z.string().min(1),
    role: z.enum(["user", "admin"]),
  }),
  z.object({
    intent: z.literal(SET_STATUS_INTENT),
    userId: z.string().min(1),
    status: z.enum(USER_STATUSES),
  }),
  z.object({
    intent: z.literal(DELETE_USER_INTENT),
    userId: z.string().min(1),
    confirmName: z.string().default(""),
  }),
]);
type UserForm = z.infer<typeof userForm>;

const FAILURE_TITLES: Record<UserForm["intent"], string> = {
  [SET_ROLE_INTENT]: "Failed to update role",
  [SET_STATUS_INTENT]: "Failed to update status",
  [DELETE_USER_INTENT]: "Delete failed",
};

/** Runs one form and says what happened; `to` is where the admin lands afterwards. */
async function run(form: UserForm, viewerId: string): Promise<{ toast: Toast; to: string }> {
  const self = form.userId === viewerId;
  if (form.intent === SET_ROLE_INTENT) {
    const user = await changeUserRole(form.userId, form.role);
    const description = `${user.name} is now ${form.role === "admin" ? "an admin" : "a user"}.`;
    // An admin who stepped down can no longer see the dashboard.
    const to = self && form.role === "user" ? "/" : USERS_TAB;
    return { toast: { title: "User role updated", description }, to };
  }
  if (form.intent === SET_STATUS_INTENT) {
    const user = await setUserStatus(form.userId, form.status);
    const suspended = form.status === "suspended";
    const toast = suspended
      ? { title: "User suspended", description: `${user.name} is signed out and hidden from view.` }
      : { title: "User reinstated", description: `${user.name} can sign in and is on view again.` };
    // An admin who suspended themselves is signed out.
    return { toast, to: self && suspended ? "/" : USERS_TAB };
  }
  await deleteUserAccount(form.userId, form.confirmName);
  const toast = { title: "User deleted", description: `${form.confirmName} was deleted.` };
  return { toast, to: self ? "/" : USERS_TAB };
}

/** Make Admin / Make User, Suspend / Reinstate, Delete: toasts after a redirect, with or without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireAdminPage(request);
  const parsed = userForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return redirectWithToast(request, USERS_TAB, {
      title: "Something went wrong.",
      variant: "destructive",
    });
  }
  const form = parsed.data;
  const failed = (description: string, to = USERS_TAB) =>
    redirectWithToast(request, to, {
      title: FAILURE_TITLES[form.intent],
      description,
      variant: "destructive",
    });
  try {
    const { toast, to } = await run(form, viewer.id);
    return redirectWithToast(request, to, toast);
  } catch (error) {
    // A confirmation that did not name the account: back to the confirmation step.
    if (error instanceof DeletionNotConfirmed)
      return failed(error.message, deleteStepHref(form.userId));
    if (error instanceof AdminRefusal) return failed(error.message);
    logger.error({ err: error, intent: form.intent }, "User change failed");
    return failed("Something went wrong.");
  }
}

/** Opening or closing the deletion step (`?delete=`) needs no new list. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod?.toUpperCase() !== "POST" &&
  currentUrl.pathname === nextUrl.pathname &&
  currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

export default function UsersRoute() {
  const { users, lastAdminMessage } = useLoaderData<typeof loader>();
  return <UsersTab users={users} lastAdminMessage={lastAdminMessage} />;
}

export const meta = titleMeta("Users", "Admin Dashboard");
