import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { GOLDEN_VALLEY } from "~/services/admin/insights/test-facts";
import { startOpenAiStandIn, type OpenAiStandIn } from "../stand-ins/openai";
import { cookieFrom, startServer, type RunningServer } from "./server-process";

// The built app (`npm run build` first) configured with the OpenAI stand-in on loopback.

const PASSWORD = "insights-password-1";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-ai-insights-"));
let server: RunningServer;
let standIn: OpenAiStandIn;
let admin = "";

const modelAnswer = {
  insights: ["Stand-in insight: one warm banner."],
  recommendations: [
    {
      userType: "Stand-in visitors",
      bannerId: GOLDEN_VALLEY.id,
      reason: "Because.",
      confidence: 0.87,
    },
  ],
  suggestedRotation: { schedule: "Stand-in schedule", reasoning: "Stand-in reasoning" },
  analysis: [
    {
      bannerId: GOLDEN_VALLEY.id,
      visualStyle: "Stand-in style",
      mood: "Stand-in mood",
      photographyType: "Landscape",
      appealRating: 9,
      colorPalette: ["#c98a3a"],
      targetAudience: "Stand-in audience",
    },
  ],
};

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  const database = await openDatabase({ dataDir });
  await database.users.create({
    email: "curator@example.test",
    passwordHash: await hashPassword(PASSWORD),
    username: "curator",
    role: "admin",
  });
  await database.heroImages.create({ ...GOLDEN_VALLEY, url: "/media/hero/golden/w1280.jpg" });
  await database.close();
  server = await startServer({
    DATA_DIR: dataDir,
    RATE_LIMITS: "false",
    OPENAI_API_KEY: standIn.apiKey,
    OPENAI_BASE_URL: standIn.url,
    OPENAI_MODEL: "stand-in-insights",
  });
  const signIn = await fetch(`${server.url}/login`, {
    method: "POST",
    body: new URLSearchParams({
      name__confirm: "",
      email: "curator@example.test",
      password: PASSWORD,
    }),
    redirect: "manual",
  });
  admin = cookieFrom(signIn);
}, 60_000);

beforeEach(() => {
  standIn.configure({
    reply: (body) =>
      String(body.messages[0]?.content).includes("suggest themes")
        ? { suggestions: ["Stand-in Theme: an idea from the model."] }
        : modelAnswer,
  });
  standIn.requests.length = 0;
});

afterAll(async () => {
  await server?.stop();
  await standIn?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const api = (p: string) => fetch(`${server.url}${p}`, { headers: { Cookie: admin } });
const post = (intent: string) =>
  fetch(`${server.url}/admin/dashboard/ai-insights`, {
    method: "POST",
    headers: { Cookie: admin },
    body: new URLSearchParams({ intent }),
  });

describe("AI Insights with an AI provider configured", () => {
  it("GET /api/admin/ai-recommendations answers from the model", async () => {
    const response = await api("/api/admin/ai-recommendations");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = await response.json();
    expect(body).toMatchObject({
      source: "openai",
      recommendations: [
        { userType: "Stand-in visitors", confidence: 0.87, bannerName: "Golden Valley" },
      ],
      analysis: [{ bannerId: GOLDEN_VALLEY.id, appealRating: 9 }],
    });
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0].body.model).toBe("stand-in-insights");
  });

  it("GET /api/admin/ai-theme-suggestions answers from the model", async () => {
    const body = await (await api("/api/admin/ai-theme-suggestions")).json();
    expect(body).toMatchObject({
      source: "openai",
      suggestions: ["Stand-in Theme: an idea from the model."],
    });
  });

  it("the tab names the model, and a plain post renders the analysis with its toast", async () => {
    const page = await (await api("/admin/dashboard/ai-insights")).text();
    expect(page).toContain("model stand-in-insights");

    const response = await post("analyse");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Analysis Complete");
    expect(html).toContain("Stand-in visitors → Golden Valley");
    expect(html).toContain("87% confidence");
    expect(html).toContain("Stand-in schedule");
    expect(html).toContain("9/10");
    expect(html).not.toContain("This is a heuristic");

    const themes = await (await post("themes")).text();
    expect(themes).toContain("Theme Ideas Generated");
    expect(themes).toContain("Stand-in Theme: an idea from the model.");
  });

  it("when the provider fails the tab says so and shows the heuristic", async () => {
    standIn.configure({ status: 503 });
    const html = await (await post("analyse")).text();
    expect(html).toContain("Analysis Failed");
    expect(html).toContain("The AI provider did not answer");
    expect(html).toContain("This is a heuristic, not an AI judgement");
    expect(html).toContain("Golden Valley");

    const themes = await (await post("themes")).text();
    expect(themes).toContain("Failed to Generate Ideas");
  });
});
