import type { LoaderFunctionArgs } from "@remix-run/node";
import { titleMeta } from "~/ui/page-title";
import { NotFound } from "~/ui/not-found";

export function loader(_: LoaderFunctionArgs) {
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}

export const meta = titleMeta("Page not found");
