import { Link } from "@remix-run/react";
import { BlockStack, Checkbox, ChoiceList, Text, TextField } from "@shopify/polaris";
import { useHydrated } from "remix-utils/use-hydrated";
import { DOWNLOAD_OPTIONS, LINK_FIELDS, type PasswordChange } from "./link-form-fields";

export interface LinkValues {
  label: string;
  password: string;
  passwordChange: PasswordChange;
  expiresOn: string;
  downloads: string;
  favourites: boolean;
  favouritesLimit: string;
  watermark: boolean;
}

interface LinkFieldsProps {
  values: LinkValues;
  onChange: (changes: Partial<LinkValues>) => void;
  /** The server's refusal for a field, if it was about that one. */
  error: (name: string) => string | undefined;
  /** An existing link's password is kept, changed or removed; a new link's is just typed. */
  editing?: { hasPassword: boolean };
}

const downloadChoices = DOWNLOAD_OPTIONS.map((option) => ({
  label: option.label,
  value: option.value,
  helpText: option.help,
}));

/** The fields a new and an edited share link share (docs/product.md#share-links). */
export function LinkFields({ values, onChange, error, editing }: LinkFieldsProps) {
  return (
    <BlockStack gap="400">
      <TextField
        label="Label"
        name={LINK_FIELDS.label}
        value={values.label}
        onChange={(label) => onChange({ label })}
        error={error(LINK_FIELDS.label)}
        helpText="Only you see it, e.g. “Smith wedding — family”."
        autoComplete="off"
        maxLength={100}
      />
      {editing ? (
        <PasswordChangeFields values={values} onChange={onChange} error={error} {...editing} />
      ) : (
        <TextField
          label="Password (optional)"
          name={LINK_FIELDS.password}
          type="password"
          value={values.password}
          onChange={(password) => onChange({ password })}
          error={error(LINK_FIELDS.password)}
          helpText="4 to 256 characters. Guests type it before they see anything."
          autoComplete="new-password"
        />
      )}
      <TextField
        label="Expires after (optional)"
        name={LINK_FIELDS.expiresOn}
        type="date"
        value={values.expiresOn}
        onChange={(expiresOn) => onChange({ expiresOn })}
        error={error(LINK_FIELDS.expiresOn)}
        helpText="The link works until the end of this day (midnight UTC). Empty: it never expires."
        autoComplete="off"
      />
      <ChoiceList
        title="Downloads"
        name={LINK_FIELDS.downloads}
        choices={downloadChoices}
        selected={[values.downloads]}
        onChange={([downloads]) => onChange({ downloads })}
        error={error(LINK_FIELDS.downloads)}
      />
      <BlockStack gap="200">
        <Checkbox
          label="Guests may pick favourites"
          name={LINK_FIELDS.favourites}
          checked={values.favourites}
          onChange={(favourites) => onChange({ favourites })}
          error={error(LINK_FIELDS.favourites)}
        />
        <TextField
          label="Guests may choose up to"
          name={LINK_FIELDS.favouritesLimit}
          type="number"
          min={1}
          suffix="photos"
          value={values.favouritesLimit}
          onChange={(favouritesLimit) => onChange({ favouritesLimit })}
          error={error(LINK_FIELDS.favouritesLimit)}
          helpText="Empty: no limit."
          autoComplete="off"
        />
      </BlockStack>
      <BlockStack gap="100">
        <Checkbox
          label="Watermark the previews"
          name={LINK_FIELDS.watermark}
          checked={values.watermark}
          onChange={(watermark) => onChange({ watermark })}
          error={error(LINK_FIELDS.watermark)}
        />
        <Text as="p" tone="subdued">
          Your watermark is set in <Link to="/account">Account</Link>.
        </Text>
      </BlockStack>
    </BlockStack>
  );
}

const passwordChoices = (hasPassword: boolean) => [
  { label: hasPassword ? "Keep the password" : "Keep: no password", value: "keep" },
  { label: hasPassword ? "Change the password" : "Set a password", value: "change" },
  ...(hasPassword ? [{ label: "Remove the password", value: "remove" }] : []),
];

function PasswordChangeFields({
  values,
  onChange,
  error,
  hasPassword,
}: Omit<LinkFieldsProps, "editing"> & { hasPassword: boolean }) {
  // Without JavaScript the new password's field is always there; it counts only with "change".
  const hydrated = useHydrated();
  return (
    <BlockStack gap="200">
      <ChoiceList
        title="Password"
        name={LINK_FIELDS.passwordChange}
        choices={passwordChoices(hasPassword)}
        selected={[values.passwordChange]}
        onChange={([change]) => onChange({ passwordChange: change as PasswordChange })}
      />
      {hydrated && values.passwordChange !== "change" ? null : (
        <TextField
          label="New password"
          name={LINK_FIELDS.password}
          type="password"
          value={values.password}
          onChange={(password) => onChange({ password })}
          error={error(LINK_FIELDS.password)}
          helpText="4 to 256 characters. Guests who opened the link type it again."
          autoComplete="new-password"
        />
      )}
    </BlockStack>
  );
}
