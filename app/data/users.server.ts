import { DuplicateKeyError, type Collection } from "./collection";
import {
  documentSchema,
  nestedSchema,
  optionalString,
  requiredDate,
} from "./document-schema.server";
import { fullNameSlug } from "~/utils/full-name-slug";
import {
  AI_TRAINING_PREFERENCES,
  type StoredPhotographerPreferences,
} from "~/utils/photographer-preferences";
import { patchToUpdate, toEntity, type Patch } from "./entity.server";
import {
  WATERMARK_KINDS,
  WATERMARK_POSITIONS,
  type WatermarkSettings,
} from "~/services/watermarks/watermark-settings";
import { newId } from "./ids.server";

export const ROLES = ["user", "admin"] as const;
/**
 * A suspended account can neither sign in nor be seen
 * (docs/decisions/0043-suspending-and-deleting-accounts.md).
 */
export const USER_STATUSES = ["active", "suspended"] as const;
export const PORTFOLIO_URL_TYPES = ["username", "fullname_dash", "fullname_dot", "replit_id"] as const;
export type Role = (typeof ROLES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
export type PortfolioUrlType = (typeof PORTFOLIO_URL_TYPES)[number];

export {
  photographerPreferences,
  type PhotographerPreferences,
} from "~/utils/photographer-preferences";

/** The photographer's preferences (Account → Settings) are stored on the user, absent until saved. */
export interface User extends StoredPhotographerPreferences {
  id: string;
  email: string;
  passwordHash?: string;
  role: Role;
  /** Absent on accounts stored before suspension existed: they are active. */
  status?: UserStatus;
  username?: string;
  firstName?: string;
  lastName?: string;
  profileImageUrl?: string;
  tagline?: string;
  bio?: string;
  portfolioUrlType: PortfolioUrlType;
  /** The full-name portfolio path this user holds (see UserDoc); read by portfolioPath. */
  fullNameKey?: string;
  templateId?: string;
  instagram?: string;
  twitter?: string;
  website?: string;
  oauth?: { provider: string; subject: string };
  /** Burnt into share links' previews (and the portfolio's, if chosen); absent: none (ADR 65). */
  watermark?: WatermarkSettings;
  createdAt: Date;
  updatedAt: Date;
}

export type NewUser = Omit<
  User,
  "id" | "role" | "status" | "portfolioUrlType" | "fullNameKey" | "createdAt" | "updatedAt"
> &
  Partial<Pick<User, "id" | "role" | "portfolioUrlType">>;
export type UserPatch = Patch<Omit<User, "id" | "status" | "fullNameKey" | "createdAt" | "updatedAt">>;

// Lower-cased copies carry the unique indexes, so "Ana" and "ana" are one username in both engines.
// fullNameKey is the full-name portfolio path (`ana-lee`, `ana.lee`) of users whose URL type is
// one, so /{identifier} resolves it with one indexed lookup (docs/product.md#constants-and-limits).
// A path another account already answers to (its full-name path or username) is not taken: that
// user's links use their username instead, so every link the site shows reaches its own portfolio.
type UserDoc = Omit<User, "id"> & {
  _id: string;
  emailKey: string;
  usernameKey?: string;
};
const HIDDEN = ["emailKey", "usernameKey"];
// The fields fullNameKey is made of.
const FULL_NAME_SOURCES = ["firstName", "lastName", "portfolioUrlType"] as const;
// Index names (as DuplicateKeyError reports them) mapped to the field the app knows.
const UNIQUE_FIELDS: Record<string, string> = {
  emailKey: "email",
  usernameKey: "username",
  "oauth.provider,oauth.subject": "oauth",
};

export const userSchema = documentSchema({
  email: { type: String, required: true, trim: true },
  emailKey: { type: String, required: true, unique: true },
  passwordHash: optionalString,
  role: { type: String, enum: ROLES, required: true, default: "user" },
  status: { type: String, enum: USER_STATUSES },
  username: { ...optionalString, trim: true },
  usernameKey: { ...optionalString, unique: true, sparse: true },
  fullNameKey: optionalString,
  firstName: optionalString,
  lastName: optionalString,
  profileImageUrl: optionalString,
  tagline: optionalString,
  bio: optionalString,
  portfolioUrlType: {
    type: String,
    enum: PORTFOLIO_URL_TYPES,
    required: true,
    default: "username",
  },
  templateId: optionalString,
  instagram: optionalString,
  twitter: optionalString,
  website: optionalString,
  keepOriginals: { type: Boolean, required: false },
  defaultLicense: optionalString,
  embedRights: { type: Boolean, required: false },
  aiTraining: { type: String, enum: AI_TRAINING_PREFERENCES, required: false },
  tdmPolicyUrl: optionalString,
  oauth: nestedSchema({
    provider: { type: String, required: true },
    subject: { type: String, required: true },
  }),
  watermark: nestedSchema({
    kind: { type: String, enum: WATERMARK_KINDS, required: true },
    text: optionalString,
    logoKey: optionalString,
    position: { type: String, enum: WATERMARK_POSITIONS, required: true },
    size: { type: Number, required: true },
    opacity: { type: Number, required: true },
    onPortfolio: { type: Boolean, required: true },
  }),
  createdAt: requiredDate,
  updatedAt: requiredDate,
});
userSchema.index({ "oauth.provider": 1, "oauth.subject": 1 }, { unique: true, sparse: true });
userSchema.index({ createdAt: -1 });
// Not unique in the engines (a rename races a sign-up); the repository gives a path to one account.
userSchema.index({ fullNameKey: 1 }, { sparse: true });

const key = (value: string) => value.trim().toLowerCase();

export function createUsersRepository(users: Collection<UserDoc>) {
  const entity = (doc: UserDoc | null) => (doc ? toEntity<User>(doc, HIDDEN) : null);

  /**
   * Brings fullNameKey in step with the names and URL type the document holds. The write applies
   * only while those fields are unchanged: a concurrent change to them makes its own fix.
   */
  async function syncFullNameKey(doc: UserDoc): Promise<UserDoc> {
    const wanted = await freeFullNameKey(fullNameSlug(doc), doc);
    if (wanted === doc.fullNameKey) return doc;
    const unchanged = Object.fromEntries(
      FULL_NAME_SOURCES.map((field) => [field, doc[field] ?? { $exists: false }]),
    );
    const update = wanted
      ? { $set: { fullNameKey: wanted } }
      : { $unset: { fullNameKey: true as const } };
    return (await users.updateOne({ _id: doc._id, ...unchanged }, update)) ?? doc;
  }

  /**
   * `wanted`, unless another account already answers to it: as its username, or as its full-name
   * path. Two accounts both holding one path (stored before this rule) leave it to the earlier.
   */
  async function freeFullNameKey(wanted: string | null, self: Pick<UserDoc, "_id" | "fullNameKey" | "createdAt">) {
    if (!wanted) return undefined;
    const holders =
      self.fullNameKey === wanted
        ? { fullNameKey: wanted, createdAt: { $lt: self.createdAt } }
        : { fullNameKey: wanted };
    const taken = await users.findOne({
      _id: { $ne: self._id },
      $or: [holders, { usernameKey: wanted }],
    });
    return taken ? undefined : wanted;
  }

  /** A username may not be a path another account holds as its full-name path. */
  async function refuseHeldPath(username: string | null | undefined, selfId: string) {
    if (!username) return;
    // Read by the fullNameKey index alone (a condition on _id would not be covered by it); two
    // holders are enough to find one that is not the account itself.
    const holders = await users.find({ fullNameKey: key(username) }, { limit: 2 });
    if (holders.some((holder) => holder._id !== selfId)) throw new DuplicateKeyError("username");
  }

  return {
    async create(input: NewUser): Promise<User> {
      const now = new Date();
      const { id = newId(), username, ...fields } = input;
      await refuseHeldPath(username, id);
      const fullNameKey = await freeFullNameKey(fullNameSlug(input), { _id: id, createdAt: now });
      const doc = await renameDuplicates(() =>
        // role and portfolioUrlType, when left out, take the schema's defaults.
        users.insert({
          ...fields,
          _id: id,
          emailKey: key(input.email),
          ...(username ? { username, usernameKey: key(username) } : {}),
          ...(fullNameKey ? { fullNameKey } : {}),
          createdAt: now,
          updatedAt: now,
        } as UserDoc),
      );
      return toEntity<User>(doc, HIDDEN);
    },

    findById: async (id: string) => entity(await users.findOne({ _id: id })),
    findByEmail: async (email: string) => entity(await users.findOne({ emailKey: key(email) })),
    findByUsername: async (username: string) =>
      entity(await users.findOne({ usernameKey: key(username) })),
    findByOauthSubject: async (provider: string, subject: string) =>
      entity(await users.findOne({ "oauth.provider": provider, "oauth.subject": subject })),

    /** The user whose full-name portfolio path is `/{slug}` (`ana-lee`, `ana.lee`); earliest wins. */
    async findByFullNameSlug(slug: string): Promise<User | null> {
      const docs = await users.find(
        { fullNameKey: slug.toLowerCase() },
        { sort: { createdAt: 1 }, limit: 1 },
      );
      return entity(docs[0] ?? null);
    },

    /** Start-up migration: sets fullNameKey where it is missing or stale. Idempotent. */
    async backfillFullNameKeys(): Promise<number> {
      // Oldest first: of two accounts with one name, the earlier gets the path.
      const docs = await users.find(
        {
          $or: [
            { portfolioUrlType: { $in: ["fullname_dash", "fullname_dot"] } },
            { fullNameKey: { $exists: true } },
          ],
        },
        { sort: { createdAt: 1 } },
      );
      let changed = 0;
      for (const doc of docs) if ((await syncFullNameKey(doc)) !== doc) changed++;
      return changed;
    },

    /**
     * Of these accounts, those with a public portfolio (onboarded, not suspended), in one query.
     * Accounts stored before suspension existed have no status: they count as active.
     */
    async listPortfolioOwners(ids: string[]): Promise<User[]> {
      if (!ids.length) return [];
      const docs = await users.find({
        _id: { $in: ids },
        usernameKey: { $exists: true },
        status: { $ne: "suspended" },
      });
      return docs.map((doc) => toEntity<User>(doc, HIDDEN));
    },

    /**
     * Public portfolio owners who reserve their photos from AI training: those who chose it, and,
     * when the site's default reserves, those who never chose (docs/decisions/0047-ai-training-
     * reservation.md). Read for robots.txt and tdmrep.json, which the public page cache keeps.
     */
    async listReservedFromAiTraining(siteDefaultReserves: boolean): Promise<User[]> {
      const choice = siteDefaultReserves
        ? { aiTraining: { $ne: "allowed" } }
        : { aiTraining: "reserved" };
      const docs = await users.find(
        { usernameKey: { $exists: true }, status: { $ne: "suspended" }, ...choice },
        { sort: { createdAt: 1 } },
      );
      return docs.map((doc) => toEntity<User>(doc, HIDDEN));
    },

    async list(): Promise<User[]> {
      const docs = await users.find({}, { sort: { createdAt: -1 } });
      return docs.map((doc) => toEntity<User>(doc, HIDDEN));
    },

    async update(id: string, changes: UserPatch): Promise<User | null> {
      // An empty username means "none", so it is removed rather than stored as "".
      const patch = "username" in changes && !changes.username ? { ...changes, username: null } : changes;
      await refuseHeldPath(patch.username, id);
      const update = patchToUpdate(patch, new Date());
      // Keep the lookup keys in step with the fields they index.
      if (typeof patch.email === "string") update.$set = { ...update.$set, emailKey: key(patch.email) };
      if ("username" in patch) {
        if (patch.username) update.$set = { ...update.$set, usernameKey: key(patch.username) };
        else update.$unset = { ...update.$unset, usernameKey: true };
      }
      const updated = await renameDuplicates(() => users.updateOne({ _id: id }, update));
      const touchesFullName = FULL_NAME_SOURCES.some((field) => field in patch);
      return entity(updated && touchesFullName ? await syncFullNameKey(updated) : updated);
    },

    setRole: async (id: string, role: Role) =>
      entity(await users.updateOne({ _id: id }, { $set: { role, updatedAt: new Date() } })),

    setStatus: async (id: string, status: UserStatus) =>
      entity(await users.updateOne({ _id: id }, { $set: { status, updatedAt: new Date() } })),

    delete: (id: string) => users.deleteOne({ _id: id }),

    count: (filter: { role?: Role } = {}) => users.count(filter.role ? { role: filter.role } : {}),
    /** Admins who can sign in: the ones the last-admin rule keeps at least one of. */
    countActiveAdmins: () => users.count({ role: "admin", status: { $ne: "suspended" } }),
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

async function renameDuplicates<R>(write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicateKeyError && error.field && UNIQUE_FIELDS[error.field]) {
      throw new DuplicateKeyError(UNIQUE_FIELDS[error.field]);
    }
    throw error;
  }
}
