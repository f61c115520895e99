import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { titleMeta } from "~/ui/page-title";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { BlockStack, Card, Text } from "@shopify/polaris";
import { requireAdminPage } from "~/services/auth/guards.server";
import { categoryOptions } from "~/services/categories.server";
import { bulkUploadAnswer } from "~/services/photos/bulk-upload.server";
import { BulkUpload } from "~/ui/bulk-upload/bulk-upload";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdminPage(request);
  return { categories: await categoryOptions(user.id) };
}

/** Without JavaScript: every chosen file through the pipeline in turn, reported one by one. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAdminPage(request);
  return bulkUploadAnswer(user.id, request);
}

/** The dashboard's Bulk Upload (the spec's stub made real): into the admin's own photos. */
export default function BulkUploadTab() {
  const { categories } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <BlockStack gap="400">
      <Text as="h2" variant="headingLg">
        Bulk Upload
      </Text>
      <Text as="p" tone="subdued">
        The photos go into your own <Link to="/my-photos">My Photos</Link>, private until you make
        them public.
      </Text>
      <Card>
        <BulkUpload categories={categories} outcome={outcome} />
      </Card>
    </BlockStack>
  );
}

export const meta = titleMeta("Bulk Upload", "Admin Dashboard");
