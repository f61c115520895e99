import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fixture } from "~/images/__fixtures__/load-fixture";
import { analyseImage, ImageRejectedError } from "~/images/image-pipeline.server";
import { logger } from "~/server/log/logger.server";
import {
  DEFAULT_REPLY,
  startOpenAiStandIn,
  type OpenAiStandIn,
} from "../../../tests/stand-ins/openai";
import { AiTimeoutError } from "./ai-timeout-error";
import { offlineSuggestions } from "./offline-analyser.server";
import type { OpenAiSettings } from "./openai-provider.server";
import { suggestWith } from "./suggest.server";
import { AI_TIMEOUT_MESSAGE } from "./types";

let standIn: OpenAiStandIn;
let settings: OpenAiSettings;
const canon = fixture("canon-gps.jpg");

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  settings = { apiKey: standIn.apiKey, baseURL: standIn.url, model: "vision-test-model" };
});
afterAll(() => standIn.close());
afterEach(() => {
  standIn.configure({});
  standIn.requests.length = 0;
  vi.restoreAllMocks();
});

const offlineFor = async (image: Buffer) => offlineSuggestions(await analyseImage(image));
const quietWarnings = () => vi.spyOn(logger, "warn").mockImplementation(() => undefined);

describe("OpenAI suggestions against the stand-in", () => {
  it("sends the model, the key and a small JPEG without EXIF, and returns the model's answer", async () => {
    const large = await sharp(canon).resize(2400).withExifMerge({}).jpeg().toBuffer();
    expect((await sharp(large).metadata()).exif).toBeDefined();
    const result = await suggestWith(large, settings);

    expect(result).toEqual({ provider: "openai", suggestions: DEFAULT_REPLY });
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request.authorization).toBe(`Bearer ${standIn.apiKey}`);
    expect(request.body.model).toBe("vision-test-model");
    expect(request.body.response_format).toEqual({ type: "json_object" });

    const [url] = standIn.imageUrls(request);
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
    const sent = await sharp(Buffer.from(url.split(",")[1], "base64")).metadata();
    expect(sent.format).toBe("jpeg");
    expect(Math.max(sent.width, sent.height)).toBe(1024);
    expect(sent.exif).toBeUndefined();

    const prompt = JSON.stringify(request.body.messages);
    expect(prompt).toContain("Canon EOS 350D DIGITAL");
    expect(prompt).not.toMatch(/48\.85|2\.294/);
  });

  it("coerces the category to a system one, and falls back to the offline guess", async () => {
    standIn.configure({ reply: () => ({ ...DEFAULT_REPLY, category: "Black and White" }) });
    expect((await suggestWith(canon, settings)).suggestions.category).toBe("black-and-white");

    standIn.configure({ reply: () => ({ ...DEFAULT_REPLY, category: "all" }) });
    const fallback = (await offlineFor(canon)).category;
    expect((await suggestWith(canon, settings)).suggestions.category).toBe(fallback);
  });

  it("cleans up what the model writes: markup, long texts, tag lists as strings", async () => {
    standIn.configure({
      reply: () =>
        "```json\n" +
        JSON.stringify({
          ...DEFAULT_REPLY,
          title: `"${"Very long title ".repeat(10)}"`,
          description: "<p>Morning <b>mist</b></p>",
          tags: "Mist, Morning, mist",
        }) +
        "\n```",
    });
    const { suggestions, provider } = await suggestWith(canon, settings);
    expect(provider).toBe("openai");
    expect(suggestions.title.length).toBeLessThanOrEqual(80);
    expect(suggestions.title).not.toMatch(/["\s]$/);
    expect(suggestions.description).toBe("Morning mist");
    expect(suggestions.tags).toEqual(["mist", "morning"]);
  });

  it.each([
    ["an answer that is not JSON", { reply: () => "Here is a lovely photo!" }],
    ["an answer without alt text", { reply: () => ({ ...DEFAULT_REPLY, alt: undefined }) }],
    ["a server error", { status: 500 }],
  ])("falls back to the offline analyser on %s", async (_, behaviour) => {
    const warn = quietWarnings();
    standIn.configure(behaviour);
    const result = await suggestWith(canon, settings);
    expect(result).toEqual({ provider: "offline", suggestions: await offlineFor(canon) });
    expect(warn).toHaveBeenCalledOnce();
    // No retries: the offline answer is ready and the time budget is short.
    expect(standIn.requests).toHaveLength(1);
  });

  it("falls back when the key is refused", async () => {
    const warn = quietWarnings();
    const result = await suggestWith(canon, { ...settings, apiKey: "sk-wrong" });
    expect(result.provider).toBe("offline");
    expect(String(warn.mock.calls[0][0])).toContain("401");
    expect(String(warn.mock.calls[0][0])).not.toContain("sk-wrong");
  });

  it("throws AiTimeoutError when the provider is too slow", async () => {
    standIn.configure({ delayMs: 3000 });
    const started = Date.now();
    const attempt = suggestWith(canon, settings, { timeoutMs: 400 });
    await expect(attempt).rejects.toBeInstanceOf(AiTimeoutError);
    await expect(attempt).rejects.toThrow(AI_TIMEOUT_MESSAGE);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("treats the caller's timeout as a timeout, and the caller's abort as theirs", async () => {
    standIn.configure({ delayMs: 3000 });
    await expect(
      suggestWith(canon, settings, { signal: AbortSignal.timeout(300) }),
    ).rejects.toBeInstanceOf(AiTimeoutError);

    const controller = new AbortController();
    const attempt = suggestWith(canon, settings, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("dialog closed")), 200);
    await expect(attempt).rejects.toThrow("dialog closed");
  });
});

describe("without a provider", () => {
  it("answers offline and calls nobody", async () => {
    const result = await suggestWith(canon, null);
    expect(result).toEqual({ provider: "offline", suggestions: await offlineFor(canon) });
    expect(standIn.requests).toHaveLength(0);
  });

  it("refuses what the upload pipeline refuses, before calling the provider", async () => {
    const attempt = suggestWith(Buffer.from("just some notes"), settings);
    await expect(attempt).rejects.toBeInstanceOf(ImageRejectedError);
    await expect(attempt).rejects.toThrow(/^Invalid file type: Please upload a JPG/);
    expect(standIn.requests).toHaveLength(0);
  });
});
