import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Card, Page } from "@shopify/polaris";
import { requireUser } from "~/services/auth/guards.server";
import { categoryOptions } from "~/services/categories.server";
import { bulkUploadAnswer } from "~/services/photos/bulk-upload.server";
import { toPublicUser } from "~/services/profile.server";
import { requireWriteAllowance } from "~/services/write-limit.server";
import { AppFrame, appFrameHandle, polarisLinks } from "~/ui/app-frame";
import { myPhotosNav } from "~/ui/app-nav";
import { BulkUpload } from "~/ui/bulk-upload/bulk-upload";
import { personalPageHeaders } from "~/ui/personal-page";
import { MY_PHOTOS_SIGN_IN } from "~/utils/photo-view";

export const links = polarisLinks;
export const handle = appFrameHandle;
export const headers = personalPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, MY_PHOTOS_SIGN_IN);
  return { user: toPublicUser(user), categories: await categoryOptions(user.id) };
}

/** Without JavaScript: every chosen file through the pipeline in turn, reported one by one. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireWriteAllowance(context);
  const user = await requireUser(request, MY_PHOTOS_SIGN_IN);
  return bulkUploadAnswer(user.id, request);
}

export default function MyPhotosBulkUpload() {
  const { user, categories } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <AppFrame nav={myPhotosNav(user)}>
      <Page title="Bulk Upload" backAction={{ content: "My Photos", url: "/my-photos" }}>
        <Card>
          <BulkUpload categories={categories} outcome={outcome} />
        </Card>
      </Page>
    </AppFrame>
  );
}

export const meta: MetaFunction = () => [{ title: "Bulk Upload · My Photos · Viewfinder" }];
