import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/services/auth/guards.server";
import { answerForm } from "~/services/my-photos/form-answer.server";
import { linksPageData, photographerPage } from "~/services/my-photos/share-link-pages.server";
import {
  createLinkForm,
  revokeLinkForm,
  updateLinkForm,
} from "~/services/my-photos/share-link-forms.server";
import { siteOrigin } from "~/services/site-url.server";
import { requireWriteAllowance } from "~/services/write-limit.server";
import { myPhotosNav } from "~/ui/app-nav";
import { pageWithoutDialogs } from "~/ui/my-photos/dialog-urls";
import { LINK_INTENTS } from "~/ui/my-photos/share-links/link-form-fields";
import { LinksPage, type LinksPageAnswer } from "~/ui/my-photos/share-links/links-page";
import {
  shareLinkPageHandle,
  shareLinkPageHeaders,
  shareLinkPageLinks,
} from "~/ui/my-photos/share-links/page-exports";
import { titleMeta } from "~/ui/page-title";
import { MY_PHOTOS_SIGN_IN } from "~/utils/photo-view";

export const links = shareLinkPageLinks;
export const handle = shareLinkPageHandle;
export const headers = shareLinkPageHeaders;

/** docs/product.md#share-links: a collection's links, made, edited and revoked here. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return photographerPage(request, (userId) => linksPageData(userId, params.id!));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireWriteAllowance(context);
  const user = await requireUser(request, MY_PHOTOS_SIGN_IN);
  const id = params.id!;
  const form = await request.formData();
  const back = pageWithoutDialogs(request.url);
  switch (form.get("intent")) {
    case LINK_INTENTS.create: {
      // The address is in this answer only, never in a redirect or a session (ADR 63).
      const outcome = await createLinkForm(user.id, id, form, siteOrigin(request));
      return data(outcome, { status: outcome.ok ? 201 : outcome.status });
    }
    case LINK_INTENTS.edit:
      return answerForm(request, await updateLinkForm(user.id, id, form), back);
    case LINK_INTENTS.revoke:
      return answerForm(request, await revokeLinkForm(user.id, id, form), back);
    default:
      throw new Response("Unknown form", { status: 400 });
  }
}

export default function CollectionShareLinks() {
  const { user, ...page } = useLoaderData<typeof loader>();
  const answer = useActionData<LinksPageAnswer>();
  return <LinksPage data={{ ...page, nav: myPhotosNav(user) }} answer={answer} />;
}

export const meta = titleMeta("Share links");
