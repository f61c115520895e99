import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { titleMeta } from "~/ui/page-title";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { heroBannersAction } from "~/services/admin/hero-banners/hero-banners-action.server";
import { listHeroImages } from "~/services/account/hero.server";
import { requireAdminPage } from "~/services/auth/guards.server";
import heroBannersStyles from "../ui/admin/hero-banners/hero-banners.css?url";
import { HeroBannersTab } from "~/ui/admin/hero-banners/hero-banners-tab";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: heroBannersStyles }];

/**
 * Hero Banners tab (docs/product.md#admin-dashboard). A page load waits for the banners (the page
 * is whole without JavaScript); loaded in place by the browser (a fetch) the list streams in behind
 * placeholders.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  const heroes = listHeroImages();
  const inPlace = request.headers.get("Sec-Fetch-Dest") === "empty";
  return { heroes: inPlace ? heroes : await heroes };
}

/** Upload, edit, delete, set default, extract colours, the default hero form: see the service. */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdminPage(request);
  return heroBannersAction(request);
}

/** Opening or closing an editor (`?edit=`, `?delete=`) needs no new list. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod?.toUpperCase() !== "POST" &&
  currentUrl.pathname === nextUrl.pathname &&
  currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

export default function HeroBannersRoute() {
  const { heroes } = useLoaderData<typeof loader>();
  return <HeroBannersTab heroes={heroes} />;
}

export const meta = titleMeta("Hero Banners", "Admin Dashboard");
