import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TemplatePage } from "~/template-sdk/host";
import { registeredTemplates } from "~/template-sdk/registry.server";
import {
  fixtureCollection,
  fixtureCollectionProps,
  fixturePhoto,
  fixturePhotos,
  fixtureProps,
  renderCollectionPage,
  parsePage,
  sectionMarked,
  tagsIn,
  textOf,
} from "~/template-sdk/testing";
import {
  createTemplateLinks,
  type PhotoView,
  type RegisteredTemplate,
  type TemplateProps,
} from "~/template-sdk";

/**
 * docs/product.md#template-plugins: every discovered template (shipped or scaffolded) rendered on
 * the server with fixture data, as a visitor without JavaScript gets it and as the page looks once
 * hydrated.
 */
const render = (
  template: RegisteredTemplate,
  props: Partial<TemplateProps> = {},
  hydrated = false,
) =>
  renderToString(
    <TemplatePage template={template} props={fixtureProps(props)} hydrated={hydrated} />,
  );

const section = (html: string, name: string) => html.includes(`data-section="${name}"`);

describe.each(registeredTemplates().map((t) => [t.manifest.id, t] as const))(
  "template %s",
  (id, template) => {
    it("wraps the page in template-{id} with its colours and fonts as variables (docs/product.md#states-and-transitions)", () => {
      const html = render(template);
      const { colorScheme, typography } = template.manifest;
      expect(html).toContain(`class="vf-template template-${id}"`);
      expect(html).toContain(`--vf-background:${colorScheme.background}`);
      expect(html).toContain(`--vf-text:${colorScheme.text}`);
      expect(html).toContain(`--vf-body-weight:${typography.bodyWeight}`);
      expect(html).toMatch(/<main[ >]/);
      expect(html).toMatch(/<h1[ >]/);
    });

    it.each([
      ["with featured photos", 3],
      ["without featured photos", 0],
    ])(
      "renders %s: alt texts, and links to each photo's page so it works without JavaScript",
      (_label, featured) => {
        const photos = fixturePhotos(9, featured);
        for (const hydrated of [false, true]) {
          const html = render(template, { photos }, hydrated);
          for (const photo of photos) {
            expect(html).toContain(`alt="${photo.aiAltText}"`);
            expect(html).toContain(`href="/ana/photos/${photo.id}"`);
          }
          expect(html).not.toContain('role="dialog"');
        }
      },
    );

    it("uses the title as alt text when there is no generated one", () => {
      const photos = fixturePhotos(2).map((p) => ({ ...p, aiAltText: null }));
      expect(render(template, { photos })).toContain('alt="Photo 2"');
    });

    it("says 'No photos to display.' for an empty portfolio, and shows a load failure", () => {
      expect(render(template, { photos: [] })).toContain("No photos to display.");
      const failed = render(template, {
        photos: [],
        photosError: "Unable to load photos. Please try again later.",
      });
      expect(failed).toContain("Unable to load photos. Please try again later.");
    });

    it("shows the loading skeleton while the host fetches photos in place", () => {
      const html = render(template, { loading: true });
      expect(html).toContain('aria-label="Loading photos"');
      expect(html.match(/class="vf-skeleton__tile"/g)).toHaveLength(6);
    });

    it("filters by category with ?featured= links", () => {
      const html = render(template, { selectedCategory: "street" });
      // The chosen category's own link is the current one, and it is labelled with its name.
      const links = parsePage(html).flatMap((element) => tagsIn(element, "a"));
      const current = links.filter((link) => link.attribs["aria-current"] === "page");
      expect(current.map((link) => [link.attribs.href, textOf(link)])).toContainEqual([
        expect.stringMatching(/^\/ana\?featured=street(#gallery)?$/),
        "Street",
      ]);
    });

    it("shows a hero only when the template uses one (docs/product.md#public-portfolio-and-templates: none for monochrome templates)", () => {
      expect(section(render(template), "hero")).toBe(template.manifest.usesHero);
      if (id.startsWith("monochrome")) expect(template.manifest.usesHero).toBe(false);
      if (id === "classic" || id === "epic") expect(template.manifest.usesHero).toBe(true);
    });

    it("has an About section only in classic, and a footer everywhere but monochrome", () => {
      const html = render(template);
      expect(section(html, "about")).toBe(id === "classic");
      expect(section(html, "footer")).toBe(id !== "monochrome");
      // Scoped: the copyright line is the footer's, not any text elsewhere on the page.
      const footer = sectionMarked(parsePage(html), "footer");
      if (footer) expect(textOf(footer)).toContain(`© ${new Date().getFullYear()} Viewfinder`);
    });

    it("offers the contact form where it has extra sections, and none when the host gives none", () => {
      const html = render(template);
      expect(section(html, "contact")).toBe(id !== "monochrome");
      const contact = sectionMarked(parsePage(html), "contact");
      if (contact) {
        const forms = tagsIn(contact, "form").map((form) => form.attribs.action);
        expect(forms).toEqual(["/ana?index"]);
      }
      expect(section(render(template, { contact: null }), "contact")).toBe(false);
    });

    it("renders for a signed-out visitor on home (no owner)", () => {
      const links = createTemplateLinks("/");
      const html = render(template, {
        view: "home",
        owner: null,
        hero: null,
        basePath: "/",
        links,
      });
      expect(html).toContain('href="/photos/p1"');
      expect(html).toContain("Viewfinder");
    });
  },
);

/** A large portfolio's first page (or a later one at `offset`): 48 of 2,000 photos loaded. */
const paged = (offset = 0, moreHref: string | null = "/ana?cursor=abc#gallery") => ({
  photos: fixturePhotos(48, offset ? 0 : 3),
  paging: { total: 2000, offset, moreHref },
});

describe.each(registeredTemplates().map((t) => [t.manifest.id, t] as const))(
  "template %s, a large portfolio in pages",
  (_id, template) => {
    it("ends the gallery with a 'More photos' link to the next page, which works without JavaScript", () => {
      for (const hydrated of [false, true]) {
        const html = render(template, paged(), hydrated);
        expect(html).toMatch(
          /<a href="\/ana\?cursor=abc#gallery" class="vf-more__link"[^>]*>More photos<\/a>/,
        );
      }
    });

    it("shows no link once every photo is shown, nor for a portfolio of one page", () => {
      expect(render(template, paged(1952, null))).not.toContain("More photos");
      expect(render(template)).not.toContain("More photos");
    });

    it("shows a later page as a continuation: every photo in the grid, no carousel", () => {
      const { photos } = paged(48);
      const html = render(template, paged(48));
      expect(html).not.toContain('aria-roledescription="carousel"');
      for (const photo of photos) expect(html).toContain(`href="/ana/photos/${photo.id}"`);
    });
  },
);

/**
 * SDK 1.1 (docs/templates.md#collections, docs/product.md#collection-page): every template lists
 * a portfolio's public collections and renders a collection's page, with and without JavaScript.
 */
describe.each(registeredTemplates().map((t) => [t.manifest.id, t] as const))(
  "template %s: collections",
  (_id, template) => {
    const collections = [
      fixtureCollection(1, { title: "Winter Coast", photoCount: 3 }),
      fixtureCollection(2, { title: "Harbour Lights", photoCount: 1, coverPhoto: null }),
    ];

    it.each([false, true])(
      "lists the public collections with cover, title, count and link (hydrated: %s)",
      (hydrated) => {
        const html = render(template, { collections }, hydrated);
        const section = sectionMarked(parsePage(html), "collections");
        expect(section).toBeDefined();
        const cards = tagsIn(section!, "a");
        expect(cards.map((a) => a.attribs.href)).toEqual([
          "/ana/collections/collection-1",
          "/ana/collections/collection-2",
        ]);
        expect(textOf(cards[0]!)).toContain("Winter Coast");
        expect(textOf(cards[0]!)).toContain("3 photos");
        expect(textOf(cards[1]!)).toContain("1 photo");
        // The cover is the first card's picture (decorative: the title names the link).
        expect(tagsIn(cards[0]!, "img")).toHaveLength(1);
        expect(tagsIn(cards[1]!, "img")).toHaveLength(0);
      },
    );

    it("shows nothing at all of collections when there are none: the page is as before", () => {
      const before = render(template);
      expect(render(template, { collections: [] })).toBe(before);
      expect(before).not.toContain("collections");
    });

    it.each([false, true])(
      "renders a collection's page: its title, description and photos in the collection's order, each linking to its photo page in the collection (hydrated: %s)",
      (hydrated) => {
        const photos = [fixturePhoto(3), fixturePhoto(1), fixturePhoto(2)];
        const html = renderCollectionPage(
          template.definition,
          template.manifest,
          fixtureCollectionProps({ photos }),
          { hydrated },
        );
        expect(html).toContain(`class="vf-template template-${template.manifest.id}"`);
        expect(html).toMatch(/<main[ >]/);
        expect(html.match(/<h1[ >]/g)).toHaveLength(1);
        expect(html).toContain("Collection 1");
        expect(html).toContain("About collection <em>1</em>");
        expect(html).toContain("3 photos");
        expect(html).toContain('href="/ana"');
        const links = [...html.matchAll(/href="\/ana\/photos\/(p\d)\?collection=collection-1"/g)];
        expect(links.map(([, id]) => id)).toEqual(["p3", "p1", "p2"]);
        for (const photo of photos) expect(html).toContain(`alt="${photo.aiAltText}"`);
        expect(html).not.toContain('role="dialog"');
      },
    );

    it("SDK 1.2: renders the host's photoActions beside each photo's link, never inside it", () => {
      const photos = [fixturePhoto(3), fixturePhoto(1)];
      const photoActions = (photo: PhotoView) => (
        <button type="button" aria-pressed="false">{`Favourite: ${photo.title}`}</button>
      );
      for (const hydrated of [false, true]) {
        const html = renderCollectionPage(
          template.definition,
          template.manifest,
          fixtureCollectionProps({ photos, photoActions }),
          { hydrated },
        );
        const page = parsePage(html);
        const buttons = page.flatMap((element) => tagsIn(element, "button"));
        const hearts = buttons.map(textOf).filter((text) => text.startsWith("Favourite: "));
        expect(hearts).toEqual(photos.map((photo) => `Favourite: ${photo.title}`));
        const links = page.flatMap((element) => tagsIn(element, "a"));
        for (const link of links) expect(tagsIn(link, "button")).toEqual([]);
        // Each photo's link is still there, as without JavaScript.
        for (const photo of photos) {
          expect(html).toContain(`href="/ana/photos/${photo.id}?collection=collection-1"`);
        }
      }
    });

    it("renders a public collection page (no photoActions) exactly as before SDK 1.2", () => {
      const props = fixtureCollectionProps();
      const html = renderCollectionPage(template.definition, template.manifest, props);
      expect(html).not.toContain("vf-photo-actions");
      expect(html).not.toContain("vf-photo-item");
      expect(
        renderCollectionPage(template.definition, template.manifest, {
          ...props,
          photoActions: undefined,
        }),
      ).toBe(html);
    });

    it("says 'No photos to display.' on the page of a collection with no published photo", () => {
      const html = renderCollectionPage(
        template.definition,
        template.manifest,
        fixtureCollectionProps({ photos: [] }),
      );
      expect(html).toContain("No photos to display.");
    });
  },
);
