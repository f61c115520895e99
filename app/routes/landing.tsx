import { siteNameIn } from "~/ui/page-title";
import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/root";

const FEATURES = [
  {
    title: "Portfolio management",
    text: "Upload, organise and publish your photographs with categories, featured work and privacy controls.",
  },
  {
    title: "Multi-photographer support",
    text: "Every photographer gets a public portfolio at their own address, in the template they choose.",
  },
  {
    title: "Secure authentication",
    text: "Accounts protected by hashed passwords, signed sessions and optional single sign-on.",
  },
  {
    title: "Object storage",
    text: "Originals stay private; optimised copies are served fast from local disk or any S3-compatible store.",
  },
];

export default function Landing() {
  const root = useRouteLoaderData<RootLoader>("root");
  return (
    <main className="page landing">
      <section className="landing__hero">
        <h1>{root?.siteName ?? "Viewfinder"}</h1>
        <p className="landing__lead">
          {root?.siteDescription ?? "Your story, through the lens. A home for your photography."}
        </p>
        <div className="landing__actions">
          <a className="button" href="/api/login">
            Sign In
          </a>
          {root?.signUpOffered === false ? null : (
            <a className="button button--secondary" href="/signup">
              Create a free account
            </a>
          )}
        </div>
      </section>
      <ul className="landing__features">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="card">
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
      <p className="landing__actions">
        <a className="button" href="/api/login">
          Sign In to get started
        </a>
      </p>
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  { title: `${siteNameIn(matches)} · Portfolios for photographers` },
];
