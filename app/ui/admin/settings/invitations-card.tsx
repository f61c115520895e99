import { Form } from "@remix-run/react";
import {
  Badge,
  Banner,
  BlockStack,
  Button,
  Card,
  InlineStack,
  Text,
  TextField,
} from "@shopify/polaris";
import { useHydrated } from "remix-utils/use-hydrated";
import type { InvitationView, NewInvitation } from "~/services/site-settings/invitations.server";
import { SETTINGS_INTENT } from "./settings-intents";

const STATE_BADGE = {
  waiting: { tone: "info", label: "Not used yet" },
  used: { tone: "success", label: "Used" },
  revoked: { tone: undefined, label: "Revoked" },
  expired: { tone: undefined, label: "Expired" },
} as const;

const when = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace("T", " ") + " UTC";

/** The link just made, shown once: only its hash is kept, so it cannot be shown again. */
function NewLink({ invitation }: { invitation: NewInvitation }) {
  const hydrated = useHydrated();
  // Without SITE_URL the server knows no absolute address; the browser does.
  const link =
    invitation.url ?? (hydrated ? new URL(invitation.path, window.location.origin).href : null);
  return (
    <Banner tone="success" title="Invitation link created">
      <BlockStack gap="200">
        <p>
          Copy it now and send it to the person you invite: it is shown only this once and works for
          one sign-up within 7 days.
        </p>
        <TextField
          label="Invitation link"
          name="invitationLink"
          value={link ?? invitation.path}
          readOnly
          selectTextOnFocus
          autoComplete="off"
          helpText={link ? undefined : "The address of the sign-up page on this site."}
        />
      </BlockStack>
    </Banner>
  );
}

/** Single-use sign-up links: create, see which were used, revoke the ones still waiting. */
export function InvitationsCard({
  invitations,
  created,
  error,
}: {
  invitations: InvitationView[];
  created: NewInvitation | null;
  error: string | null;
}) {
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h3" variant="headingMd">
          Invitations
        </Text>
        <Text as="p" tone="subdued">
          While registration is by invitation, only these links create accounts, each one once and
          within 7 days of its making.
        </Text>
        {created ? <NewLink invitation={created} /> : null}
        {error ? (
          <Banner tone="critical">
            <p>{error}</p>
          </Banner>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value={SETTINGS_INTENT.create} />
          <Button submit>Create invitation link</Button>
        </Form>
        {invitations.length === 0 ? (
          <Text as="p">No invitations yet.</Text>
        ) : (
          <ul className="vf-invitations" aria-label="Invitations">
            {invitations.map((invitation) => {
              const badge = STATE_BADGE[invitation.state];
              return (
                <li key={invitation.id} className="vf-invitations__item">
                  <InlineStack gap="300" blockAlign="center" wrap>
                    <Text as="span">Created {when(invitation.createdAt)}</Text>
                    <Badge tone={badge.tone}>{badge.label}</Badge>
                    <Text as="span" tone="subdued">
                      {invitation.endedAt
                        ? when(invitation.endedAt)
                        : `works until ${when(invitation.expiresAt)}`}
                    </Text>
                    {invitation.state === "waiting" ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value={SETTINGS_INTENT.revoke} />
                        <input type="hidden" name="id" value={invitation.id} />
                        <Button submit tone="critical" variant="plain">
                          Revoke
                        </Button>
                      </Form>
                    ) : null}
                  </InlineStack>
                </li>
              );
            })}
          </ul>
        )}
      </BlockStack>
    </Card>
  );
}
