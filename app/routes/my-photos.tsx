import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Card, EmptyState, Page } from "@shopify/polaris";
import { requireUser } from "~/services/auth/guards.server";
import { toPublicUser } from "~/services/profile.server";
import { AppFrame, appFrameHandle, polarisLinks } from "~/ui/app-frame";
import { myPhotosNav } from "~/ui/app-nav";

export const links = polarisLinks;
export const handle = appFrameHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, {
    title: "Authentication Required",
    description: "Please log in to manage your photos.",
  });
  return { user: toPublicUser(user) };
}

export default function MyPhotosPage() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <AppFrame nav={myPhotosNav(user)}>
      <Page title="My Photos">
        <Card>
          <EmptyState heading="No photos yet" image="">
            <p>Signed in as {user.displayName}.</p>
          </EmptyState>
        </Card>
      </Page>
    </AppFrame>
  );
}

export const meta: MetaFunction = () => [{ title: "My Photos · Viewfinder" }];
