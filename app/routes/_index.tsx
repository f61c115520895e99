import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { config } from "~/config.server";
import { getCurrentUser } from "~/services/auth/guards.server";

const DEFAULT_TAGLINE = "YOUR STORY, THROUGH THE LENS";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  const { SITE_URL, SITE_NAME } = config();
  const brand = SITE_URL ? new URL(SITE_URL).host : SITE_NAME;
  // Spec §2: visitors see the brand domain in capitals; a signed-in user their own name and tagline.
  const fullName = user?.firstName && user.lastName ? `${user.firstName} ${user.lastName}` : null;
  return {
    title: (user ? (fullName ?? user.username ?? brand) : brand).toUpperCase(),
    tagline: user?.tagline || DEFAULT_TAGLINE,
    signedIn: Boolean(user),
    siteName: SITE_NAME,
  };
}

export default function Home() {
  const { title, tagline, signedIn, siteName } = useLoaderData<typeof loader>();
  return (
    <main>
      <section className="hero" aria-label="Hero">
        <div className="hero__content">
          <h1 className="hero__title">{title}</h1>
          <p className="hero__tagline">{tagline}</p>
          <a className="hero__down" href="#gallery" aria-label="Scroll to gallery">
            ↓
          </a>
        </div>
      </section>
      <section id="gallery" className="section">
        <h2>Featured Work</h2>
        <p>No photos to display.</p>
      </section>
      <section id="about" className="section">
        <h2>About</h2>
        {signedIn ? (
          <p>Tell visitors about yourself from your account page.</p>
        ) : (
          <p>{siteName} is a home for photographers to showcase their work to the world.</p>
        )}
      </section>
      <section id="contact" className="section">
        <h2>Contact</h2>
      </section>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "Viewfinder" }];
