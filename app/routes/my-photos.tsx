import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/services/auth/guards.server";
import { toPublicUser } from "~/services/profile.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, {
    title: "Authentication Required",
    description: "Please log in to manage your photos.",
  });
  return { user: toPublicUser(user) };
}

export default function MyPhotosPage() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <main className="page">
      <h1>My Photos</h1>
      <p>Signed in as {user.displayName}.</p>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "My Photos · Viewfinder" }];
