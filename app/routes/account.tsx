import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/services/auth/guards.server";
import { toPublicUser } from "~/services/profile.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, {
    title: "Authentication required",
    description: "Please log in to access your account",
  });
  return { user: toPublicUser(user) };
}

export default function AccountPage() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <main className="page">
      <h1>Welcome, {user.firstName ?? user.emailPartial}</h1>
      <dl className="facts">
        <dt>Name</dt>
        <dd>{user.displayName}</dd>
        <dt>Email</dt>
        <dd>{user.emailPartial || "Email on file (private)"}</dd>
        <dt>Account type</dt>
        <dd>{user.role}</dd>
        <dt>User ID</dt>
        <dd>{user.id}</dd>
        <dt>Portfolio URL</dt>
        <dd>
          <a href={user.portfolioUrl}>{user.portfolioUrl}</a>
        </dd>
      </dl>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "Account · Viewfinder" }];
