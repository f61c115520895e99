import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlockStack, Card, InlineStack, Layout, Page, Text } from "@shopify/polaris";
import { requireUser } from "~/services/auth/guards.server";
import { toPublicUser } from "~/services/profile.server";
import { AppFrame, appFrameHandle, polarisLinks } from "~/ui/app-frame";
import { accountNav } from "~/ui/app-nav";
import { Avatar } from "~/ui/avatar";

export const links = polarisLinks;
export const handle = appFrameHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, {
    title: "Authentication required",
    description: "Please log in to access your account",
  });
  return { user: toPublicUser(user) };
}

export default function AccountPage() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <AppFrame nav={accountNav(user)}>
      <Page title={`Welcome, ${user.firstName ?? user.emailPartial}`}>
        <Layout>
          <Layout.Section>
            <Card>
              <InlineStack gap="400" blockAlign="center">
                <Avatar src={user.profileImageUrl} initial={user.initial} size={56} />
                <BlockStack gap="100">
                  <Text as="h2" variant="headingMd">
                    {user.displayName}
                  </Text>
                  <Text as="p" tone="subdued">
                    {user.emailPartial || "Email on file (private)"}
                  </Text>
                  <Text as="p">Account type: {user.role}</Text>
                  <Text as="p" tone="subdued">
                    User ID: {user.id}
                  </Text>
                </BlockStack>
              </InlineStack>
            </Card>
          </Layout.Section>
          <Layout.Section>
            <Card>
              <BlockStack gap="200">
                <Text as="h2" variant="headingMd">
                  Profile
                </Text>
                <Text as="p">Username: {user.username}</Text>
                <Text as="p">First name: {user.firstName || "Not set"}</Text>
                <Text as="p">Last name: {user.lastName || "Not set"}</Text>
                <Text as="p">
                  Portfolio URL: <a href={user.portfolioUrl}>{user.portfolioUrl}</a>
                </Text>
              </BlockStack>
            </Card>
          </Layout.Section>
        </Layout>
      </Page>
    </AppFrame>
  );
}

export const meta: MetaFunction = () => [{ title: "Account · Viewfinder" }];
