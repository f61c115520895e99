import { Badge, BlockStack, InlineStack, Text } from "@shopify/polaris";
import { LinkButton } from "../link-button";
import { useDialogLinks } from "../use-dialog-links";
import { TimeAgo } from "./link-times";
import {
  linkCountsText,
  linkName,
  linkSettingsText,
  linkStatus,
  type LinkRow,
} from "./link-row-view";

interface LinkListProps {
  links: LinkRow[];
  now: string;
  /** The links page's address: each link's activity is under it. */
  basePath: string;
}

/**
 * docs/product.md#share-links: a collection's links, each with what it allows, what guests did
 * through it and when it was last used; revoked ones apart, greyed, with nothing to change but
 * their deletion for good.
 */
export function LinkList({ links, now, basePath }: LinkListProps) {
  const live = links.filter((link) => !link.revokedAt);
  const revoked = links.filter((link) => link.revokedAt);
  return (
    <BlockStack gap="400">
      {live.length ? (
        <ul className="sl-list" aria-label="Share links">
          {live.map((link) => (
            <LinkItem key={link.id} link={link} now={now} basePath={basePath} />
          ))}
        </ul>
      ) : (
        <Text as="p" tone="subdued">
          No share links yet. Make one below and send its address to your client.
        </Text>
      )}
      {revoked.length ? (
        <BlockStack gap="200">
          <Text as="h3" variant="headingSm">
            {`Revoked (${revoked.length})`}
          </Text>
          <ul className="sl-list sl-list--revoked" aria-label="Revoked share links">
            {revoked.map((link) => (
              <LinkItem key={link.id} link={link} now={now} basePath={basePath} />
            ))}
          </ul>
        </BlockStack>
      ) : null}
    </BlockStack>
  );
}

function LinkItem({ link, now, basePath }: { link: LinkRow; now: string; basePath: string }) {
  const { open } = useDialogLinks();
  const status = linkStatus(link);
  const name = linkName(link);
  return (
    <li className="sl-item">
      <BlockStack gap="200">
        <InlineStack gap="200" blockAlign="center" wrap>
          <Text as="h3" variant="headingSm" breakWord>
            {name}
          </Text>
          <Badge tone={status.tone}>{status.text}</Badge>
        </InlineStack>
        <Text as="p" tone="subdued">
          {linkSettingsText(link).join(" · ")}
        </Text>
        <Text as="p">
          {linkCountsText(link)}
          {" · "}
          {link.lastUsedAt ? (
            <>
              Last used <TimeAgo at={link.lastUsedAt} now={now} />
            </>
          ) : (
            "Not used yet"
          )}
        </Text>
        <InlineStack gap="200" wrap>
          {link.revokedAt ? (
            <LinkButton
              to={open({ delete: link.id })}
              label={`Delete ${name} for good`}
              variant="critical"
            >
              Delete
            </LinkButton>
          ) : (
            <>
              <LinkButton to={open({ edit: link.id })} label={`Edit ${name}`}>
                Edit
              </LinkButton>
              <LinkButton
                to={open({ delete: link.id })}
                label={`Revoke ${name}`}
                variant="critical"
              >
                Revoke
              </LinkButton>
            </>
          )}
          <LinkButton
            to={`${basePath}/${link.id}/activity`}
            label={`Activity of ${name}`}
            variant="tertiary"
          >
            Activity
          </LinkButton>
        </InlineStack>
      </BlockStack>
    </li>
  );
}
