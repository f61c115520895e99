import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/services/auth/guards.server";
import { CollectionNotFoundError } from "~/services/collections/errors.server";
import {
  moveInCollectionForm,
  removeFromCollectionForm,
  updateCollectionForm,
} from "~/services/my-photos/collection-forms.server";
import { collectionWithPhotos } from "~/services/my-photos/collection-pages.server";
import { answerForm } from "~/services/my-photos/form-answer.server";
import { toPublicUser } from "~/services/profile.server";
import { requireWriteAllowance } from "~/services/write-limit.server";
import { myPhotosNav } from "~/ui/app-nav";
import {
  collectionPageHandle,
  collectionPageHeaders,
  collectionPageLinks,
} from "~/ui/my-photos/collections/page-exports";
import { CollectionPage } from "~/ui/my-photos/collections/collection-page";
import { pageWithoutDialogs } from "~/ui/my-photos/dialog-urls";
import { titleMeta } from "~/ui/page-title";
import { COLLECTION_INTENTS, type CollectionFormFailure } from "~/utils/collection-forms";
import { MY_PHOTOS_SIGN_IN } from "~/utils/photo-view";

export const links = collectionPageLinks;
export const handle = collectionPageHandle;
export const headers = collectionPageHeaders;

/** Someone else's collection, or a missing one, is the same 404 (docs/product.md#collections). */
async function ownCollectionOr404(userId: string, id: string) {
  try {
    return await collectionWithPhotos(userId, id);
  } catch (error) {
    if (error instanceof CollectionNotFoundError) {
      throw new Response("Collection not found", { status: 404 });
    }
    throw error;
  }
}

/** docs/product.md#my-photos "A collection": edit, arrange, remove photos. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, MY_PHOTOS_SIGN_IN);
  const { collection, photos } = await ownCollectionOr404(user.id, params.id!);
  return {
    user: toPublicUser(user),
    collection,
    photos,
    publicUrl: `/${user.username}/collections/${collection.slug}`,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireWriteAllowance(context);
  const user = await requireUser(request, MY_PHOTOS_SIGN_IN);
  const id = params.id!;
  const form = await request.formData();
  const back = pageWithoutDialogs(request.url);
  switch (form.get("intent")) {
    case COLLECTION_INTENTS.edit:
      return answerForm(request, await updateCollectionForm(user.id, id, form), back);
    case COLLECTION_INTENTS.remove:
      return answerForm(request, await removeFromCollectionForm(user.id, id, form), back);
    case COLLECTION_INTENTS.move:
      return answerForm(request, await moveInCollectionForm(user.id, id, form), back);
    default:
      throw new Response("Unknown form", { status: 400 });
  }
}

export default function MyCollection() {
  const { user, ...data } = useLoaderData<typeof loader>();
  const failure = useActionData<CollectionFormFailure>();
  return <CollectionPage data={{ ...data, nav: myPhotosNav(user) }} failure={failure} />;
}

export const meta = titleMeta("Collection");
