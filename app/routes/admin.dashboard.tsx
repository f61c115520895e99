import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getCurrentUser } from "~/services/auth/guards.server";
import { adminOverview } from "~/services/admin.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  // Spec §2: everyone but an admin sees 'Access Denied' (and learns nothing else).
  if (!user || user.role !== "admin") {
    return data(
      { denied: true as const, signedIn: Boolean(user), overview: null },
      { status: 403 },
    );
  }
  return { denied: false as const, signedIn: true, overview: await adminOverview() };
}

export default function AdminDashboard() {
  const result = useLoaderData<typeof loader>();
  if (result.denied) {
    return (
      <main className="page page--centered">
        <h1>Access Denied</h1>
        <p>You need administrator privileges to access this page.</p>
        {result.signedIn ? <Link to="/">Return Home</Link> : <Link to="/login">Sign In</Link>}
      </main>
    );
  }
  const { overview } = result;
  return (
    <main className="page">
      <h1>Admin Dashboard</h1>
      <section className="tiles" aria-label="Overview">
        <div className="tile">
          <p className="tile__label">Total users</p>
          <p className="tile__value">{overview?.totalUsers}</p>
        </div>
        <div className="tile">
          <p className="tile__label">Admin users</p>
          <p className="tile__value">{overview?.adminUsers}</p>
        </div>
        <div className="tile">
          <p className="tile__label">Platform status</p>
          <p className="tile__value">Active</p>
        </div>
      </section>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "Admin Dashboard · Viewfinder" }];
