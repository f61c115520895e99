import { describe, expect, it } from "vitest";
import { SYSTEM_CATEGORIES } from "~/utils/photo-view";
import { createTemplateLinks, sectionHref } from "./links";
import { socialLinks } from "./social-links";
import { altText, copyrightLine, footerName, galleryHeading, heroText } from "./text";

const owner = { firstName: "Ana", lastName: "Lens", username: "ana", tagline: null };

describe("template texts (docs/product.md#gallery-page)", () => {
  it("titles the hero with the full name, else the username, else the brand, in capitals", () => {
    expect(heroText(owner, "viewfinder.photo")).toEqual({
      title: "Ana Lens",
      tagline: "YOUR STORY, THROUGH THE LENS",
    });
    expect(heroText({ ...owner, firstName: null, tagline: "Mine" }, "x")).toEqual({
      title: "ANA",
      tagline: "Mine",
    });
    expect(heroText(null, "viewfinder.photo").title).toBe("VIEWFINDER.PHOTO");
  });

  it("heads the gallery 'Featured Work' in all, else the capitalised category", () => {
    expect(galleryHeading("all", [...SYSTEM_CATEGORIES])).toBe("Featured Work");
    expect(galleryHeading("black-and-white", [...SYSTEM_CATEGORIES])).toBe("Black & White");
    expect(galleryHeading("rooftops", [])).toBe("Rooftops");
  });

  it("names the footer and writes the copyright with the current year", () => {
    expect(footerName(owner, "Viewfinder")).toBe("Ana Lens");
    expect(footerName({ ...owner, lastName: null }, "Viewfinder")).toBe("ANA");
    expect(footerName(null, "Viewfinder")).toBe("Viewfinder");
    expect(copyrightLine("Viewfinder", new Date("2031-05-01"))).toBe(
      "© 2031 Viewfinder. All rights reserved.",
    );
  });

  it("prefers generated alt text", () => {
    expect(altText({ aiAltText: "Waves at dusk", title: "Coast" })).toBe("Waves at dusk");
    expect(altText({ aiAltText: null, title: "Coast" })).toBe("Coast");
  });
});

describe("social links (docs/product.md#about-contact-and-footer: a link, a handle or a host)", () => {
  it("normalises each form to an https URL and drops anything else", () => {
    const links = socialLinks({
      instagram: "@ana.lens",
      twitter: "twitter.com/analens",
      website: "ana.example",
    });
    expect(links.map((l) => l.href)).toEqual([
      "https://instagram.com/ana.lens",
      "https://twitter.com/analens",
      "https://ana.example/",
    ]);
    expect(
      socialLinks({
        instagram: "https://www.instagram.com/ana/",
        twitter: "ana",
        website: "http://ana.example/x",
      }).map((l) => l.href),
    ).toEqual([
      "https://www.instagram.com/ana/",
      "https://twitter.com/ana",
      "http://ana.example/x",
    ]);
    expect(
      socialLinks({ instagram: "javascript:alert(1)", twitter: "a b", website: "nodot" }),
    ).toEqual([]);
  });
});

describe("template links", () => {
  it("uses ?featured= for categories (none for all) and /photos/{id} permalinks", () => {
    const portfolio = createTemplateLinks("/ana");
    expect(portfolio.category("all")).toBe("/ana");
    expect(portfolio.category("street")).toBe("/ana?featured=street");
    expect(portfolio.photo("p 1")).toBe("/ana/photos/p%201");
    const home = createTemplateLinks("/");
    expect(home.category("all")).toBe("/");
    expect(home.category("macro")).toBe("/?featured=macro");
    expect(home.photo("p1")).toBe("/photos/p1");
    expect(sectionHref("/", "gallery")).toBe("#gallery");
    expect(sectionHref("/ana", "gallery")).toBe("/ana#gallery");
  });
});
