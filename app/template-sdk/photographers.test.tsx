import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PhotoCredit } from "./photo-credit";
import { Photographers } from "./photographers";
import { fixturePhoto } from "./testing";
import type { PhotographerCard } from "./types";

const card = (id: string, fields: Partial<PhotographerCard> = {}): PhotographerCard => ({
  id,
  name: `Name ${id}`,
  line: null,
  avatar: null,
  initial: "N",
  photoCount: 2,
  href: `/${id}`,
  ...fields,
});

describe("Photographers (the home page's section)", () => {
  it("links each card to the portfolio with picture or initial, name, line and count", () => {
    const out = renderToString(
      <Photographers
        photographers={{
          shown: [
            card("ana", { avatar: "/avatars/ana.webp", line: "Salt" }),
            card("bo", { photoCount: 1 }),
          ],
          total: 2,
          moreHref: null,
        }}
      />,
    );
    expect(out).toContain('id="photographers"');
    expect(out).toMatch(
      /<a href="\/ana" class="vf-photographer"><img[^>]+src="\/avatars\/ana.webp"/,
    );
    expect(out).toContain("Salt");
    expect(out).toContain("2 photos");
    expect(out).toMatch(
      /<a href="\/bo"[^>]*><span class="vf-photographer__avatar" aria-hidden="true">N</,
    );
    expect(out).toContain("1 photo<");
    expect(out).not.toContain("vf-photographers__more");
  });

  it("links to all of them when only some are shown, and is absent when there are none", () => {
    const some = renderToString(
      <Photographers
        photographers={{
          shown: [card("ana")],
          total: 30,
          moreHref: "/?photographers=all#photographers",
        }}
      />,
    );
    expect(some).toContain('href="/?photographers=all#photographers">All 30 photographers</a>');
    expect(
      renderToString(<Photographers photographers={{ shown: [], total: 0, moreHref: null }} />),
    ).toBe("");
    expect(renderToString(<Photographers photographers={null} />)).toBe("");
  });
});

describe("PhotoCredit", () => {
  it("says whose the photo is, linked to their portfolio", () => {
    const photo = { ...fixturePhoto(1), photographer: "Jane Doe", photographerUsername: "jane" };
    expect(renderToString(<PhotoCredit photo={photo} />)).toContain(
      'by <a href="/jane">Jane Doe</a>',
    );
    // An owner without a portfolio address: the name alone.
    const alone = renderToString(<PhotoCredit photo={{ ...photo, photographerUsername: "" }} />);
    expect(alone).toMatch(/by (<!-- -->)?Jane Doe/);
    expect(alone).not.toContain("<a");
  });
});
