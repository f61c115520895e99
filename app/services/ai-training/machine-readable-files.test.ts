import { describe, expect, it } from "vitest";
import { AI_TRAINING_CRAWLERS } from "./ai-crawlers";
import { aiCrawlerGroup, tdmRepRules } from "./machine-readable-files.server";

const ana = {
  paths: ["/Ana", "/ana", "/ana-lima", "/0123abcd"],
  mediaFolders: ["/media/p/photo1"],
  policyUrl: "https://ana.example/ai",
};

describe("robots.txt's AI-crawler group", () => {
  it("closes every path of a reserved portfolio to each AI-training crawler, and only those", () => {
    const lines = aiCrawlerGroup([ana]);
    // One group: its user agents first, then the rules they all follow.
    const agents = lines.slice(1, 10);
    expect(agents).toEqual(AI_TRAINING_CRAWLERS.map((agent) => `User-agent: ${agent}`));
    expect(lines.slice(10).every((line) => line.startsWith("Disallow: "))).toBe(true);
    expect(lines).not.toContain("User-agent: *");
    expect(lines).not.toContain("User-agent: Googlebot");
    // The page, its queries and what is under it; `$` keeps /anabel open.
    expect(lines).toEqual(
      expect.arrayContaining(["Disallow: /ana$", "Disallow: /ana?", "Disallow: /ana/"]),
    );
    expect(lines).not.toContain("Disallow: /ana");
  });

  it("is left out when nobody reserves", () => {
    expect(aiCrawlerGroup([])).toEqual([]);
  });
});

describe("tdmrep.json's rules", () => {
  it("reserve each path and media folder of a reserved portfolio, with its policy", () => {
    const rules = tdmRepRules([ana, { paths: ["/bo"], mediaFolders: [] }]);
    expect(rules).toContainEqual({
      location: "/ana-lima/*",
      "tdm-reservation": 1,
      "tdm-policy": "https://ana.example/ai",
    });
    expect(rules).toContainEqual({
      location: "/media/p/photo1/*",
      "tdm-reservation": 1,
      "tdm-policy": "https://ana.example/ai",
    });
    expect(rules).toContainEqual({ location: "/bo", "tdm-reservation": 1 });
    expect(rules.map((rule) => rule.location)).toHaveLength(8 + 1 + 2);
  });
});
