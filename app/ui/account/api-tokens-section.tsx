import { Banner, BlockStack, Button, Card, Text } from "@shopify/polaris";
import { useActionData, useFetcher, useRouteLoaderData } from "@remix-run/react";
import {
  API_TOKENS_ACTION_URL,
  API_TOKENS_FORM,
  type ApiTokenField,
  type ApiTokensActionResult,
} from "~/services/api-tokens/token-form";
import type { ApiTokenView } from "~/services/api-tokens/tokens.server";
import { API_TOKEN_NAME_MAX } from "~/services/api-tokens/token-input";

const SCOPE_LABELS = {
  read: "Read: see photos, collections and links",
  write: "Write: also upload and change them",
} as const;

const when = (iso: string | null, none: string) =>
  iso
    ? new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" })
    : none;

function FieldError({
  field,
  errors,
}: {
  field: ApiTokenField;
  errors?: Partial<Record<ApiTokenField, string>>;
}) {
  const message = errors?.[field];
  return message ? (
    <p className="account-error" id={`api-token-${field}-error`}>
      {message}
    </p>
  ) : null;
}

const described = (field: ApiTokenField, errors?: Partial<Record<ApiTokenField, string>>) =>
  errors?.[field] ? { "aria-invalid": true, "aria-describedby": `api-token-${field}-error` } : {};

/** The token just made, in a field to select and copy: shown this once. */
function MadeToken({ made }: { made: ApiTokenView & { token: string } }) {
  return (
    <Banner tone="success" title={`Token "${made.name}" made`}>
      <div className="account-api-tokens__made">
        <label htmlFor="api-token-made">Copy it now: it will not be shown again.</label>
        <input id="api-token-made" type="text" readOnly value={made.token} spellCheck={false} />
      </div>
    </Banner>
  );
}

function TokenRow({ token, busy }: { token: ApiTokenView; busy: boolean }) {
  const fetcher = useFetcher<ApiTokensActionResult>({ key: `${API_TOKENS_FORM}-${token.id}` });
  return (
    <li className="account-api-tokens__item">
      <div className="account-api-tokens__facts">
        <Text as="h3" variant="headingSm">
          {token.name}
        </Text>
        <p>
          <code>{token.prefix}…</code> · {token.scope === "write" ? "Read and write" : "Read only"}
        </p>
        <p>
          Made {when(token.createdAt, "")} ·{" "}
          {token.expired ? (
            <strong>Expired {when(token.expiresAt, "")}</strong>
          ) : (
            `Expires ${when(token.expiresAt, "never")}`
          )}{" "}
          · Last used {when(token.lastUsedAt, "never")}
        </p>
      </div>
      <fetcher.Form method="post" action={API_TOKENS_ACTION_URL}>
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="id" value={token.id} />
        <Button
          submit
          tone="critical"
          disabled={busy}
          loading={fetcher.state !== "idle"}
          accessibilityLabel={`Revoke ${token.name}`}
        >
          Revoke
        </Button>
      </fetcher.Form>
    </li>
  );
}

/**
 * Account → Settings → API tokens (docs/decisions/0068-personal-access-tokens.md): keys for the
 * photographer's scripts and publishing tools, each with a name, a scope and an optional expiry;
 * a new one is shown once, the list shows each one's last use, and any can be revoked. Plain form
 * posts without JavaScript; with it, a fetcher.
 */
export function ApiTokensSection() {
  const page = useRouteLoaderData<{ apiTokens: ApiTokenView[] | null }>("routes/account");
  const fetcher = useFetcher<ApiTokensActionResult>({ key: API_TOKENS_FORM });
  const pageResult = useActionData<ApiTokensActionResult>();
  const result = fetcher.data ?? (pageResult?.form === API_TOKENS_FORM ? pageResult : undefined);
  const busy = fetcher.state !== "idle";
  if (!page?.apiTokens) return null;
  const failed = result && !result.ok ? result : undefined;
  const values = failed?.values;
  const errors = failed?.errors;
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd" id="api-tokens">
          API tokens
        </Text>
        <Text as="p" tone="subdued">
          Let a script or a publishing tool use your photos, collections and client links through
          the API, with <code>Authorization: Bearer</code> and the token. A token never reaches your
          account, password or email. <a href="/api/docs">API reference</a>
        </Text>
        {result && !busy && result.ok && result.made ? <MadeToken made={result.made} /> : null}
        {failed && !busy ? (
          <Banner tone="critical">
            <p role="alert">{failed.message}</p>
          </Banner>
        ) : null}
        <fetcher.Form
          method="post"
          action={API_TOKENS_ACTION_URL}
          aria-labelledby="api-tokens"
          className="account-api-tokens__form"
          key={result?.ok ? (result.made?.id ?? "revoked") : "form"}
        >
          <input type="hidden" name="intent" value="create" />
          <div className="account-watermark__field">
            <label htmlFor="api-token-name">Name</label>
            <input
              id="api-token-name"
              name="name"
              type="text"
              required
              maxLength={API_TOKEN_NAME_MAX}
              placeholder="Lightroom on the studio Mac"
              defaultValue={values?.name ?? ""}
              {...described("name", errors)}
            />
            <FieldError field="name" errors={errors} />
          </div>
          <div className="account-select">
            <label htmlFor="api-token-scope">Scope</label>
            <select
              id="api-token-scope"
              name="scope"
              defaultValue={values?.scope || "read"}
              {...described("scope", errors)}
            >
              {(["read", "write"] as const).map((scope) => (
                <option key={scope} value={scope}>
                  {SCOPE_LABELS[scope]}
                </option>
              ))}
            </select>
            <FieldError field="scope" errors={errors} />
          </div>
          <div className="account-watermark__field">
            <label htmlFor="api-token-expires">Expires (optional)</label>
            <input
              id="api-token-expires"
              name="expiresAt"
              type="date"
              defaultValue={values?.expiresAt ?? ""}
              {...described("expiresAt", errors)}
            />
            <FieldError field="expiresAt" errors={errors} />
          </div>
          <div>
            <Button submit variant="primary" loading={busy}>
              Make token
            </Button>
          </div>
        </fetcher.Form>
        {page.apiTokens.length ? (
          <ul className="account-api-tokens__list" aria-label="Your API tokens">
            {page.apiTokens.map((token) => (
              <TokenRow key={token.id} token={token} busy={busy} />
            ))}
          </ul>
        ) : (
          <Text as="p" tone="subdued">
            You have no API tokens.
          </Text>
        )}
      </BlockStack>
    </Card>
  );
}
