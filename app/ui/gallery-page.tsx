import { useActionData, useNavigate, useNavigation } from "@remix-run/react";
import { createTemplateLinks } from "~/template-sdk";
import { PortfolioTemplate, resolveSettings } from "~/template-sdk/host";
import type { TemplateManifest } from "~/template-sdk/manifest";
import type { ContactStatus, PublicCollectionView, TemplateProps } from "~/template-sdk/types";
import type { GalleryPageData } from "~/services/gallery/page-data.server";
import type { SubmissionResult } from "@conform-to/react";
import { useContactSubmit } from "./use-contact-submit";
import { usePagedPhotos } from "./use-paged-photos";

interface ContactReply {
  lastResult: SubmissionResult<string[]>;
  status: ContactStatus;
}

/**
 * Renders the home gallery or a portfolio through its template (docs/product.md#template-plugins):
 * loader data become TemplateProps; the contact form posts to this very route without JavaScript
 * (the page shows the outcome) and to POST /api/contact with it (a toast shows it); the category
 * filter navigates in place.
 */
export function GalleryPage({
  page,
  template,
  view,
  collections,
}: {
  page: GalleryPageData;
  /** A portfolio's public collections (SDK 1.1); unset on home. */
  collections?: PublicCollectionView[];
  /** The page's template (page.templateId), resolved by the loader. */
  template: TemplateManifest;
  view: "home" | "portfolio";
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const posted = useActionData<ContactReply>();
  const contact = useContactSubmit(view === "portfolio" ? (page.owner?.id ?? null) : null);
  const action = page.basePath === "/" ? "/?index" : page.basePath;
  const status: ContactStatus = contact.sending ? "submitting" : (posted?.status ?? "idle");
  const loading = navigation.state === "loading" && navigation.location.pathname === page.basePath;
  const links = createTemplateLinks(page.basePath);
  const { photos, paging } = usePagedPhotos(page, links, navigate);

  const props: TemplateProps = {
    view,
    owner: page.owner,
    photos,
    paging,
    categories: page.categories,
    selectedCategory: page.selectedCategory,
    hero: page.hero,
    loading,
    photosError: page.photosError,
    siteName: page.siteName,
    basePath: page.basePath,
    links,
    contact: {
      action,
      lastResult: posted?.lastResult ?? null,
      status,
      submit: (form) => void contact.submit(form),
    },
    settings: resolveSettings(template),
    navigate: (href) => navigate(href, { preventScrollReset: true }),
    photographers: page.photographers,
    collections,
  };
  return <PortfolioTemplate manifest={template} props={props} />;
}
