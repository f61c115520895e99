import { createCookie, createSessionStorage, type Session } from "@remix-run/node";
import { config } from "~/config.server";
import { db } from "~/data/db.server";

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
/** Its presence marks a request as someone's: the public page cache leaves it alone. */
export const SESSION_COOKIE_NAME = "__session";

export interface SessionData {
  userId: string;
  /**
   * A Google Photos authorization under way: state, PKCE verifier, where Google returns, and the
   * page the user goes back to afterwards (an enum, never a URL).
   */
  googlePhotosAuth: {
    userId: string;
    state: string;
    verifier: string;
    redirectUri: string;
    returnTo?: "account" | "connect" | "albums";
  };
  /** A picker session opened without JavaScript on the connect page, until it is checked. */
  googlePhotosPicker: { userId: string; sessionId: string; pickerUri: string };
}
export interface FlashData {
  toast: Toast;
}
export interface Toast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
export type AppSession = Session<SessionData, FlashData>;

type Storage = ReturnType<typeof createSessionStorage<SessionData, FlashData>>;
let storage: Storage | undefined;

/**
 * Sessions live in the database, not in the cookie, so that signing out, deleting an account or
 * rotating on sign-in really ends them; the cookie holds only a signed session id.
 */
function sessionStorage(): Storage {
  if (storage) return storage;
  const { sessionSecret, secureCookies } = config();
  const cookie = createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/",
    secrets: [sessionSecret],
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  storage = createSessionStorage<SessionData, FlashData>({
    cookie,
    async createData(data, expires) {
      const { sessions } = await db();
      return sessions.create({ userId: data.userId, data, expiresAt: expiresAt(expires) });
    },
    async readData(id) {
      const { sessions } = await db();
      const record = await sessions.read(id);
      return (record?.data as Partial<SessionData>) ?? null;
    },
    async updateData(id, data, expires) {
      const { sessions } = await db();
      await sessions.update(id, { userId: data.userId, data, expiresAt: expiresAt(expires) });
    },
    async deleteData(id) {
      const { sessions } = await db();
      await sessions.delete(id);
    },
  });
  return storage;
}

function expiresAt(expires: Date | undefined): Date {
  return expires ?? new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
}

export function getSession(request: Request): Promise<AppSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function commitSession(session: AppSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: AppSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

/** A fresh, empty session: used on sign-in so a fixated session id is never promoted. */
export function newSession(): Promise<AppSession> {
  return sessionStorage().getSession();
}
