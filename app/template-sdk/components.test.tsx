import { parseWithZod } from "@conform-to/zod";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SYSTEM_CATEGORIES } from "~/utils/photo-view";
import { Carousel } from "./carousel";
import { CategoryFilter } from "./category-filter";
import { ContactForm } from "./contact-form";
import { contactSchema } from "./contact-schema";
import { validateContact } from "./contact-validation";
import { Lightbox } from "./lightbox/lightbox";
import { closedLightbox } from "./lightbox/lightbox-state";
import { createTemplateLinks } from "./links";
import { Masonry } from "./masonry";
import { ResponsiveImage } from "./responsive-image";
import { fontStack, TemplateRoot, useTemplate } from "./template-root";
import { fixturePhoto, fixturePhotos, manifestOf } from "./testing";

const manifest = manifestOf({
  viewfinder: {
    id: "demo",
    name: "Demo",
    description: "d",
    category: "c",
    version: "1.0.0",
    author: "a",
  },
});
const html = (node: React.ReactNode, hydrated?: boolean) =>
  renderToString(
    <TemplateRoot manifest={manifest} hydrated={hydrated}>
      {node}
    </TemplateRoot>,
  );

describe("TemplateRoot (docs/product.md#states-and-transitions)", () => {
  it("wraps the page in template-{id} with the colours and fonts as variables", () => {
    const out = html(<p>hi</p>);
    expect(out).toContain('class="vf-template template-demo"');
    expect(out).toContain("--vf-primary:#000000");
    expect(out).toContain("--vf-text-light:#666666");
    expect(out).toContain("--vf-font-family:&quot;Montserrat&quot;");
    expect(out).toContain("--vf-heading-weight:300");
  });

  it("puts Montserrat's size-adjusted fallback right after it, and none for other families", () => {
    expect(fontStack("Montserrat")).toBe(
      '"Montserrat", "Montserrat Fallback", "Helvetica Neue", Arial, sans-serif',
    );
    expect(fontStack("Lora")).toBe('"Lora", "Helvetica Neue", Arial, sans-serif');
  });

  it("useTemplate outside a provider fails with the spec's message", () => {
    function Probe() {
      useTemplate();
      return null;
    }
    expect(() => renderToString(<Probe />)).toThrow(
      "useTemplate must be used within a TemplateProvider",
    );
  });
});

describe("ResponsiveImage (docs/product.md#image-pipeline)", () => {
  it("offers AVIF, WebP and JPEG sources with sizes, dimensions and lazy loading", () => {
    const out = renderToString(<ResponsiveImage photo={fixturePhoto(1)} sizes="50vw" />);
    expect(out).toMatch(
      /<picture[^>]*><source type="image\/avif" srcSet="[^"]+640w, [^"]+1280w" sizes="50vw"\/>/,
    );
    expect(out).toContain('<source type="image/webp"');
    expect(out).toMatch(/<img [^>]*srcSet="[^"]+\.jpg 640w/);
    expect(out).toContain('width="1280" height="853" alt="Alt text 1"');
    expect(out).toContain('loading="lazy"');
    expect(out).not.toContain("fetchpriority");
    expect(out).toContain("background-color:#445566");
    expect(out).toContain("background-image:url(&quot;data:image/webp;base64,");
  });

  it("loads a priority image eagerly with a high fetch priority, and falls back to the title", () => {
    const out = renderToString(
      <ResponsiveImage photo={fixturePhoto(1, { aiAltText: null })} sizes="100vw" priority />,
    );
    expect(out).toContain('loading="eager"');
    expect(out).toContain('fetchpriority="high"');
    expect(out).toContain('alt="Photo 1"');
  });
});

describe("Masonry", () => {
  it("sets the column count per breakpoint and a per-item entry delay index", () => {
    const out = renderToString(
      <Masonry
        items={["a", "b"]}
        columns={{ base: 2, md: 3, lg: 5 }}
        getKey={(x) => x}
        renderItem={(x) => x}
      />,
    );
    expect(out).toContain("--vf-cols:2;--vf-cols-md:3;--vf-cols-lg:5");
    expect(out).toContain('style="--vf-index:1"');
  });
});

describe("Carousel (docs/product.md#gallery-page; docs/product.md#progressive-enhancement)", () => {
  const photos = fixturePhotos(7, 7);
  const props = { photos, photoHref: (p: { id: string }) => `/ana/photos/${p.id}` };

  it("is a list of links without JavaScript, its dots links to the first 5 slides", () => {
    const out = html(<Carousel {...props} />);
    expect(out).toContain('<section class="vf-carousel vf-carousel--list"');
    expect(out.match(/href="\/ana\/photos\/p\d"/g)).toHaveLength(7);
    expect(out).not.toContain("Next photo");
    expect(out.match(/<a href="#vf-slide-p\d" class="vf-dot( is-active)?"/g)).toHaveLength(5);
    expect(out).toContain('<li id="vf-slide-p1"');
    expect(html(<Carousel {...props} showDots={false} />)).not.toContain("vf-dot");
  });

  it("fetches its first slide first, unless told it sits below the first screen", () => {
    expect(html(<Carousel {...props} />).match(/fetchpriority="high"/g)).toHaveLength(1);
    expect(html(<Carousel {...props} />, true).match(/fetchpriority="high"/g)).toHaveLength(1);
    const below = html(<Carousel {...props} priority={false} />);
    expect(below).not.toContain('fetchpriority="high"');
    expect(below.match(/loading="lazy"/g)).toHaveLength(7);
  });

  it("is a 16:9 slide with arrows and at most 5 dots with JavaScript", () => {
    const out = html(<Carousel {...props} />, true);
    expect(out).toContain('aria-roledescription="carousel"');
    expect(out).toContain('aria-label="Previous photo"');
    expect(out).toContain('aria-label="Next photo"');
    expect(out.match(/class="vf-dot( is-active)?"/g)).toHaveLength(5);
    expect(html(<Carousel {...props} showDots={false} />, true)).not.toContain("vf-dot");
  });
});

describe("CategoryFilter (docs/product.md#gallery-page)", () => {
  it("is a row of ?featured= links that work without JavaScript", () => {
    const out = html(
      <CategoryFilter
        categories={[...SYSTEM_CATEGORIES]}
        selected="street"
        links={createTemplateLinks("/ana")}
        anchor="gallery"
      />,
    );
    expect(out).toContain('href="/ana#gallery"');
    expect(out).toMatch(
      /href="\/ana\?featured=street#gallery" class="vf-category is-active" aria-current="page"/,
    );
    expect(out).toContain(">Black &amp; White</a>");
    expect(out).not.toContain("Scroll categories");
  });
});

describe("ContactForm (docs/product.md#about-contact-and-footer, docs/product.md#validation-rules)", () => {
  const config = { action: "/ana?index" };

  it("posts name, email, subject, message and an empty hidden honeypot to the action", () => {
    const out = renderToString(<ContactForm config={config} />);
    expect(out).toContain('method="post" action="/ana?index"');
    for (const name of ["name", "email", "subject", "message"])
      expect(out).toContain(`name="${name}"`);
    expect(out).toMatch(/<div class="vf-visually-hidden" aria-hidden="true">.*name="honeypot"/);
    expect(out).toContain(">Send Message</button>");
  });

  it("shows 'Sending...' in flight and the server's field errors", () => {
    expect(renderToString(<ContactForm config={{ ...config, status: "submitting" }} />)).toContain(
      ">Sending...</button>",
    );
    const form = new FormData();
    form.set("name", "A");
    form.set("email", "nope");
    form.set("subject", "Hi there");
    form.set("message", "Short");
    const lastResult = parseWithZod(form, { schema: contactSchema }).reply();
    const out = renderToString(<ContactForm config={{ ...config, lastResult }} />);
    expect(out).toContain("Name must be at least 2 characters.");
    expect(out).toContain("Please enter a valid email address.");
    expect(out).toContain("Message must be at least 10 characters.");
    expect(out).toContain('aria-invalid="true"');
  });

  it("checks in the browser with the server's schema: the spec's messages, nothing when valid", () => {
    const form = new FormData();
    Object.entries({ name: "A", email: "nope", subject: "Hi", message: "Hello there!" }).forEach(
      ([k, v]) => form.set(k, v),
    );
    expect(validateContact(form)).toEqual({
      name: ["Name must be at least 2 characters."],
      email: ["Please enter a valid email address."],
    });
    form.set("name", "Ann");
    form.set("email", "ann@example.test");
    expect(validateContact(form)).toEqual({});
  });

  it("keeps the values a refused post sent back (no JavaScript)", () => {
    const form = new FormData();
    Object.entries({
      name: "Ann",
      email: "nope",
      subject: "Prints",
      message: "Hello there!",
    }).forEach(([k, v]) => form.set(k, v));
    const lastResult = parseWithZod(form, { schema: contactSchema }).reply();
    const out = renderToString(<ContactForm config={{ ...config, lastResult }} />);
    expect(out).toMatch(/<input id="contact-form-name" name="name"[^>]* value="Ann"/);
    expect(out).toMatch(
      /id="contact-form-email" name="email" aria-invalid="true" aria-describedby="contact-form-email-error"[^>]* value="nope"/,
    );
    expect(out).toContain('<p class="vf-field__error" id="contact-form-email-error">');
  });

  it("fails a filled honeypot with 'Bot detection failed'", () => {
    const form = new FormData();
    Object.entries({
      name: "Ann",
      email: "a@b.co",
      subject: "Hi",
      message: "Hello there!",
      honeypot: "x",
    }).forEach(([k, v]) => form.set(k, v));
    const result = parseWithZod(form, { schema: contactSchema });
    expect(result.status).toBe("error");
    expect(result.reply().error).toEqual({ honeypot: ["Bot detection failed"] });
  });
});

describe("Lightbox (docs/product.md#lightbox)", () => {
  const photos = fixturePhotos(3);
  const controller = (state = closedLightbox, total = 3, offset = 0) => ({
    state,
    dispatch: () => {},
    open: () => {},
    openPhoto: () => {},
    close: () => {},
    total,
    offset,
  });

  it("renders nothing while closed (without JavaScript it never opens)", () => {
    expect(renderToString(<Lightbox photos={photos} controller={controller()} />)).toBe("");
  });

  it("shows the counter, controls, info with the description HTML, dots and both hints when open", () => {
    const out = renderToString(
      <Lightbox
        photos={photos}
        controller={controller({ open: true, index: 1, showInfo: true, loaded: false })}
      />,
    );
    expect(out).toContain('role="dialog" aria-modal="true"');
    expect(out).toContain(">2 / 3</span>");
    expect(out).toContain('aria-label="Close"');
    expect(out).toContain('aria-label="Photo information"');
    expect(out).toContain("<p>About photo <strong>2</strong></p>");
    expect(out).toContain('aria-label="Next photo"');
    expect(out).toContain("Press ESC to close • ← → to navigate • I for info");
    expect(out).toContain("Swipe or tap arrows • Tap dots to jump • I for info");
    expect(out).toContain('class="vf-image vf-lightbox__image"');
  });

  it("counts a paged gallery's whole set: the place in it, and its total", () => {
    const open = { open: true, index: 1, showInfo: false, loaded: false };
    const out = renderToString(
      <Lightbox photos={photos} controller={controller(open, 2000, 48)} />,
    );
    expect(out).toContain(">50 / 2000</span>");
    expect(out).toContain('aria-label="Show photo 50 of 2000"');
  });

  it("SDK 1.2: shows the host's photoActions for the photo on show only, and none without them", () => {
    const open = { open: true, index: 1, showInfo: false, loaded: false };
    const out = renderToString(
      <Lightbox
        photos={photos}
        controller={controller(open)}
        photoActions={(photo) => <button type="button">{`Heart ${photo.id}`}</button>}
      />,
    );
    expect(out).toContain(`Heart ${photos[1]!.id}`);
    expect(out).not.toContain(`Heart ${photos[0]!.id}`);
    expect(out).toContain('class="vf-lightbox__actions"');
    const plain = renderToString(<Lightbox photos={photos} controller={controller(open)} />);
    expect(plain).not.toContain("vf-lightbox__actions");
  });
});
