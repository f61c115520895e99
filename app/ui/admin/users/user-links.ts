export const USERS_TAB = "/admin/dashboard/users";

export const SET_STATUS_INTENT = "set-status";
export const DELETE_USER_INTENT = "delete-user";

/** The deletion's confirmation step: a page of its own without JavaScript, a dialog with it. */
export const deleteStepHref = (userId: string) =>
  `${USERS_TAB}?${new URLSearchParams({ delete: userId })}`;
