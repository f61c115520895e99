import { BlockStack, Select, Text, TextField } from "@shopify/polaris";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  LICENSES,
  RIGHTS_FIELDS,
  RIGHTS_LABELS,
  isKnownLicense,
  type PhotoRights,
} from "~/utils/photo-rights";
import type { PhotoView } from "~/utils/photo-view";
import { CUSTOM_LICENSE_OPTION, RIGHTS_SHOWN_FIELD } from "./photo-forms";

const LICENSE_OPTIONS = [
  { label: "My default licence", value: "" },
  ...LICENSES.map((license) => ({ label: license.name, value: license.id })),
  { label: "Custom licence (address below)", value: CUSTOM_LICENSE_OPTION },
];

const URL_FIELDS = new Set<keyof PhotoRights>(["webStatement", "licensorUrl"]);

const HELP: Partial<Record<keyof PhotoRights, string>> = {
  webStatement: "A page that states the rights, starting with https://.",
  licensorUrl: "Where a licence can be bought or asked for, starting with https://.",
};

/** The select's value for a photo: its own licence, "custom" for an address, "" for the default. */
function licenseOption(photo: PhotoView): string {
  if (photo.licenseIsDefault || !photo.license) return "";
  return isKnownLicense(photo.license) ? photo.license : CUSTOM_LICENSE_OPTION;
}

interface RightsFieldsProps {
  photo: PhotoView;
  /** What a failed plain post sent, so nothing typed is lost. */
  sent: Record<string, string> | undefined;
  /** Field errors by name, from the form's last answer or its own checks. */
  errors: Record<string, string | undefined>;
}

/**
 * The photo's rights (the IPTC fields) and licence, folded away under one heading so the Edit
 * dialog stays short on a phone; open when the photo has any, or when one of them needs fixing.
 */
export function RightsFields({ photo, sent, errors }: RightsFieldsProps) {
  const hydrated = useHydrated();
  const [rights, setRights] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      RIGHTS_FIELDS.map((field) => [field, sent?.[field] ?? photo.rights?.[field] ?? ""]),
    ),
  );
  const [license, setLicense] = useState(sent?.license ?? licenseOption(photo));
  const [licenseUrl, setLicenseUrl] = useState(
    sent?.licenseUrl ??
      (licenseOption(photo) === CUSTOM_LICENSE_OPTION ? (photo.license ?? "") : ""),
  );
  const hasAny =
    RIGHTS_FIELDS.some((field) => photo.rights?.[field]) ||
    !photo.licenseIsDefault ||
    Object.values(errors).some(Boolean) ||
    sent !== undefined;
  // Without JavaScript the address field cannot appear on choosing "Custom", so it is always there.
  const showUrl = !hydrated || license === CUSTOM_LICENSE_OPTION;

  return (
    <details className="mp-rights" open={hasAny}>
      <summary>
        <Text as="span" variant="headingSm">
          Rights and licence
        </Text>
      </summary>
      <input type="hidden" name={RIGHTS_SHOWN_FIELD} value="1" />
      <BlockStack gap="300">
        <Select
          label="Licence"
          name="license"
          options={LICENSE_OPTIONS}
          value={license}
          onChange={setLicense}
        />
        {showUrl ? (
          <TextField
            label="Custom licence URL"
            name="licenseUrl"
            type="url"
            value={licenseUrl}
            onChange={setLicenseUrl}
            error={errors.licenseUrl}
            helpText="Used when the licence is “Custom licence”: the address of its terms."
            autoComplete="off"
          />
        ) : null}
        {RIGHTS_FIELDS.map((field) => (
          <TextField
            key={field}
            label={RIGHTS_LABELS[field]}
            name={field}
            type={URL_FIELDS.has(field) ? "url" : "text"}
            value={rights[field]}
            onChange={(value) => setRights((current) => ({ ...current, [field]: value }))}
            error={errors[field]}
            helpText={HELP[field]}
            multiline={field === "usageTerms" ? 2 : undefined}
            autoComplete="off"
          />
        ))}
      </BlockStack>
    </details>
  );
}
