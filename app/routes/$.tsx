import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
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

export const meta: MetaFunction = () => [{ title: "Page not found · Viewfinder" }];
