import { describe, expect, it } from "vitest";
import { aboutText, siteAbout } from "./about-texts";

const owner = { firstName: "Ana", lastName: "Lens", username: "ana", displayName: "Ana Lens" };

describe("classic's About texts", () => {
  it("writes a default bio from the names, and keeps a bio the photographer wrote", () => {
    expect(aboutText({ ...owner, aboutMe: null })).toMatch(/^Ana Lens is a photographer/);
    expect(aboutText({ ...owner, aboutMe: " Hello " })).toBe("Hello");
  });

  it("introduces the site with its name and both photo libraries", () => {
    const blurb = siteAbout("Viewfinder");
    expect(blurb.intro).toMatch(/^Viewfinder is a home for photographers/);
    expect(blurb.points.join(" ")).toMatch(/Google Photos.+iCloud Photos/);
  });
});
