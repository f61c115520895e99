import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/services/auth/guards.server";
import { moveInPortfolioForm } from "~/services/my-photos/collection-forms.server";
import { portfolioArrangement } from "~/services/my-photos/collection-pages.server";
import { answerForm } from "~/services/my-photos/form-answer.server";
import { toPublicUser } from "~/services/profile.server";
import { requireWriteAllowance } from "~/services/write-limit.server";
import { myPhotosNav } from "~/ui/app-nav";
import {
  collectionPageHandle,
  collectionPageHeaders,
  collectionPageLinks,
} from "~/ui/my-photos/collections/page-exports";
import { ArrangePortfolioPage } from "~/ui/my-photos/collections/arrange-portfolio-page";
import { titleMeta } from "~/ui/page-title";
import { COLLECTION_INTENTS, type CollectionFormFailure } from "~/utils/collection-forms";
import { MY_PHOTOS_SIGN_IN } from "~/utils/photo-view";

export const links = collectionPageLinks;
export const handle = collectionPageHandle;
export const headers = collectionPageHeaders;

/** docs/product.md#arranging-photos "Arrange portfolio". */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, MY_PHOTOS_SIGN_IN);
  return { user: toPublicUser(user), photos: await portfolioArrangement(user.id) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireWriteAllowance(context);
  const user = await requireUser(request, MY_PHOTOS_SIGN_IN);
  const form = await request.formData();
  if (form.get("intent") !== COLLECTION_INTENTS.move) {
    throw new Response("Unknown form", { status: 400 });
  }
  return answerForm(request, await moveInPortfolioForm(user.id, form), "/my-photos/arrange");
}

export default function ArrangePortfolio() {
  const { user, photos } = useLoaderData<typeof loader>();
  const failure = useActionData<CollectionFormFailure>();
  return <ArrangePortfolioPage data={{ nav: myPhotosNav(user), photos }} failure={failure} />;
}

export const meta = titleMeta("Arrange Portfolio");
