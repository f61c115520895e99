import { renderToString } from "react-dom/server";
import { beforeAll } from "vitest";
import { SYSTEM_CATEGORIES, type PhotoView } from "~/utils/photo-view";
import { collectionPageOf } from "./collection-host";
import { createTemplateLinks } from "./links";
import { parseManifest, type TemplateManifest } from "./manifest";
import { serverCodeReady } from "./on-demand/code-loading";
import { sectionsOnDemand } from "./on-demand/template-sections";
import { registeredTemplates } from "./registry.server";
import { TemplateRoot } from "./template-root";
import type {
  CollectionPageProps,
  PortfolioOwner,
  PublicCollectionView,
  TemplateDefinition,
  TemplateProps,
} from "./types";

export * from "./section-queries";

/**
 * Fixtures for template tests (the only other SDK module a template's *.test.tsx may import).
 * Not part of the barrel, so none of this reaches a page bundle.
 */

export function fixturePhoto(n: number, overrides: Partial<PhotoView> = {}): PhotoView {
  const url = (format: string, width: number) => `/media/photo/u1/p${n}/w${width}.${format}`;
  const srcset = (format: string) => `${url(format, 640)} 640w, ${url(format, 1280)} 1280w`;
  return {
    id: `p${n}`,
    title: `Photo ${n}`,
    description: `<p>About photo <strong>${n}</strong></p>`,
    category: "landscape",
    tags: [],
    featured: false,
    isPublic: true,
    aiAltText: `Alt text ${n}`,
    aiTags: [],
    imageType: "photo",
    imageUrl: url("jpg", 1280),
    width: 1280,
    height: 853,
    placeholder: "data:image/webp;base64,UklGRhIAAABXRUJQ",
    dominantColor: "#445566",
    sources: { avif: srcset("avif"), webp: srcset("webp"), jpeg: srcset("jpg") },
    photographer: "Ana Lens",
    photographerUsername: "ana",
    exif: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    userId: "u1",
    ...overrides,
  };
}

/** `count` photos; the first `featured` of them featured (the host orders featured first). */
export function fixturePhotos(count: number, featured = 0): PhotoView[] {
  return Array.from({ length: count }, (_, i) => fixturePhoto(i + 1, { featured: i < featured }));
}

export const fixtureOwner: PortfolioOwner = {
  id: "u1",
  username: "ana",
  displayName: "Ana Lens",
  firstName: "Ana",
  lastName: "Lens",
  tagline: "Light on the coast",
  aboutMe: "I photograph the Atlantic coast in every season.",
  profileImage: "/media/avatar/u1/w256.jpg",
  instagram: "@ana.lens",
  twitter: "twitter.com/analens",
  website: "ana.example",
};

export function fixtureProps(overrides: Partial<TemplateProps> = {}): TemplateProps {
  return {
    view: "portfolio",
    owner: fixtureOwner,
    photos: fixturePhotos(8, 3),
    categories: [...SYSTEM_CATEGORIES],
    selectedCategory: "all",
    hero: { url: "/media/hero/coast.jpg", title: "Ana Lens", tagline: "Light on the coast" },
    siteName: "Viewfinder",
    basePath: "/ana",
    links: createTemplateLinks("/ana"),
    contact: { action: "/ana?index", status: "idle" },
    settings: {},
    ...overrides,
  };
}

/** A template's manifest from its package.json, validated and with defaults, or a thrown list. */
export function manifestOf(pkg: { viewfinder?: unknown }, file = "package.json"): TemplateManifest {
  const result = parseManifest(file, pkg.viewfinder);
  if (!result.ok) throw new Error(result.errors.join("\n"));
  return result.manifest;
}

// Every template's sections on demand, loaded before any test as the server does as it starts
// (host.tsx): a render waits for none.
beforeAll(() => {
  for (const { definition } of registeredTemplates()) {
    sectionsOnDemand(definition);
    collectionPageOf(definition);
  }
  return serverCodeReady();
});

/** Server HTML of a template inside TemplateRoot; `hydrated` renders the JavaScript layout. */
export function renderTemplate(
  definition: TemplateDefinition,
  manifest: TemplateManifest,
  props: TemplateProps,
  options: { hydrated?: boolean } = {},
): string {
  return renderToString(
    <TemplateRoot manifest={manifest} hydrated={options.hydrated}>
      <definition.Portfolio {...props} sections={sectionsOnDemand(definition)} />
    </TemplateRoot>,
  );
}

/** SDK 1.1: a public collection of `photoCount` photos, its cover the first fixture photo. */
export function fixtureCollection(
  n: number,
  overrides: Partial<PublicCollectionView> = {},
): PublicCollectionView {
  return {
    id: `c${n}`,
    slug: `collection-${n}`,
    title: `Collection ${n}`,
    description: `<p>About collection <em>${n}</em></p>`,
    coverPhoto: fixturePhoto(n),
    photoCount: 3,
    href: `/ana/collections/collection-${n}`,
    ...overrides,
  };
}

/** What the host gives a collection page: a collection of `photos`, links stepping through it. */
export function fixtureCollectionProps(
  overrides: Partial<CollectionPageProps> = {},
): CollectionPageProps {
  const photos = overrides.photos ?? fixturePhotos(3);
  const slug = overrides.collection?.slug ?? "collection-1";
  const links = createTemplateLinks("/ana");
  return {
    owner: fixtureOwner,
    collection: fixtureCollection(1, { photoCount: photos.length }),
    photos,
    links: { ...links, photo: (id) => `${links.photo(id)}?collection=${slug}` },
    basePath: "/ana",
    siteName: "Viewfinder",
    settings: {},
    ...overrides,
  };
}

/** SDK 1.1: server HTML of a template's collection page (its own, else the SDK's). */
export function renderCollectionPage(
  definition: TemplateDefinition,
  manifest: TemplateManifest,
  props: CollectionPageProps,
  options: { hydrated?: boolean } = {},
): string {
  const Page = collectionPageOf(definition);
  return renderToString(
    <TemplateRoot manifest={manifest} hydrated={options.hydrated}>
      <Page {...props} />
    </TemplateRoot>,
  );
}
