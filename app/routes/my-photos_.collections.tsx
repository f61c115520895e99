import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/services/auth/guards.server";
import {
  createCollectionForm,
  deleteCollectionForm,
  moveCollectionForm,
} from "~/services/my-photos/collection-forms.server";
import { collectionsOverview } from "~/services/my-photos/collection-pages.server";
import { answerForm } from "~/services/my-photos/form-answer.server";
import { toPublicUser } from "~/services/profile.server";
import { requireWriteAllowance } from "~/services/write-limit.server";
import { myPhotosNav } from "~/ui/app-nav";
import {
  collectionPageHandle,
  collectionPageHeaders,
  collectionPageLinks,
} from "~/ui/my-photos/collections/page-exports";
import { CollectionsPage } from "~/ui/my-photos/collections/collections-page";
import { pageWithoutDialogs } from "~/ui/my-photos/dialog-urls";
import { titleMeta } from "~/ui/page-title";
import { COLLECTION_INTENTS, type CollectionFormFailure } from "~/utils/collection-forms";
import { MY_PHOTOS_SIGN_IN } from "~/utils/photo-view";

export const links = collectionPageLinks;
export const handle = collectionPageHandle;
export const headers = collectionPageHeaders;

/** docs/product.md#my-photos "Collections tab". */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, MY_PHOTOS_SIGN_IN);
  return { user: toPublicUser(user), collections: await collectionsOverview(user.id) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireWriteAllowance(context);
  const user = await requireUser(request, MY_PHOTOS_SIGN_IN);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === COLLECTION_INTENTS.create) {
    return answerForm(request, await createCollectionForm(user.id, form), "/my-photos/collections");
  }
  if (intent === COLLECTION_INTENTS.delete) {
    return answerForm(
      request,
      await deleteCollectionForm(user.id, form),
      pageWithoutDialogs(request.url),
    );
  }
  if (intent === COLLECTION_INTENTS.moveCollection) {
    return answerForm(request, await moveCollectionForm(user.id, form), "/my-photos/collections");
  }
  throw new Response("Unknown form", { status: 400 });
}

export default function MyCollections() {
  const { user, collections } = useLoaderData<typeof loader>();
  const failure = useActionData<CollectionFormFailure>();
  return <CollectionsPage data={{ nav: myPhotosNav(user), collections }} failure={failure} />;
}

export const meta = titleMeta("Collections");
