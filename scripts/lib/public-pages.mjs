// The public pages the front-end benchmarks measure (docs/performance.md): home, a portfolio per
// template, and both photo pages, on the production build with the demo photographers (classic,
// epic, monochrome) plus one monochrome-white photographer seeded here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT, signUpPhotographer } from "./bench-server.mjs";

/** The demo content has no monochrome-white portfolio: sign one up with three demo photos. */
export async function seedMonochromeWhite(base) {
  const { post, upload } = await signUpPhotographer(base, {
    email: "lighthouse@example.test",
    password: "lighthouse-pass-1",
    profile: { firstName: "Mara", lastName: "Lind", username: "mara-lind", tagline: "Quiet light" },
  });
  const files = ["dune-grass.jpg", "raindrops.jpg", "weathered-boards.jpg"];
  for (const [i, file] of files.entries()) {
    const id = await upload(readFileSync(path.join(ROOT, "demo-content", file)), file, {
      title: file.replace(/\.jpg$/, "").replace(/-/g, " "),
      category: "nature",
    });
    await post(`/api/user/photos/${id}/public`, { isPublic: true });
    if (i === 0) await post(`/api/user/photos/${id}/featured`, { featured: true });
  }
  await post("/api/user/template", { templateId: "monochrome-white" });
}

/**
 * [name, path] of every public page kind; `withPermalink` adds `/photos/{id}` (the photo page
 * outside a portfolio) to the photo page within one.
 */
export async function publicPages(base, { withPermalink = false } = {}) {
  const body = await (await fetch(`${base}/api/portfolio/elena-marsh/photos`)).json();
  const photos = Array.isArray(body) ? body : body.photos;
  return [
    ["home", "/"],
    ["classic portfolio", "/elena-marsh"],
    ["epic portfolio", "/tomas-reyes"],
    ["monochrome portfolio", "/noor-haddad"],
    ["monochrome-white portfolio", "/mara-lind"],
    ["photo page", `/elena-marsh/photos/${photos[0].id}`],
    ...(withPermalink ? [["photo permalink", `/photos/${photos[0].id}`]] : []),
  ];
}
