import { describe, expect, it } from "vitest";
import { InvalidDocumentError } from "./invalid-document-error";
import { engines, tick, useTestDatabase } from "./test-databases";

describe.each(engines)("hero images repository (%s)", (engine) => {
  const t = useTestDatabase(engine);
  const create = (name: string, extra = {}) =>
    t.db.heroImages.create({ name, url: `https://cdn.example/${name}.jpg`, ...extra });
  const defaults = async () =>
    (await t.db.heroImages.list()).filter((image) => image.isDefault).map((image) => image.name);

  it("creates, finds, lists oldest first and deletes", async () => {
    const a = await create("a", { title: "Alps" });
    await tick();
    const b = await create("b");

    expect(a).toMatchObject({ name: "a", title: "Alps", isDefault: false, colors: [], colorAnalysisComplete: false });
    expect(await t.db.heroImages.findById(a.id)).toEqual(a);
    expect((await t.db.heroImages.list()).map((image) => image.id)).toEqual([a.id, b.id]);
    expect(await t.db.heroImages.delete(a.id)).toBe(true);
    expect(await t.db.heroImages.findById(a.id)).toBeNull();
  });

  it("keeps exactly one default", async () => {
    const a = await create("a", { isDefault: true });
    const b = await create("b");
    const c = await create("c", { isDefault: true });

    expect(await defaults()).toEqual(["c"]);
    expect((await t.db.heroImages.setDefault(b.id))?.isDefault).toBe(true);
    expect(await defaults()).toEqual(["b"]);
    expect((await t.db.heroImages.findDefault())?.id).toBe(b.id);

    await t.db.heroImages.update(a.id, { isDefault: true });
    expect(await defaults()).toEqual(["a"]);

    // An unknown id changes nothing.
    expect(await t.db.heroImages.setDefault("missing")).toBeNull();
    expect(await defaults()).toEqual(["a"]);
    expect(c.isDefault).toBe(true);
  });

  it("stores the colour analysis", async () => {
    const image = await create("warm");
    const analysed = await t.db.heroImages.update(image.id, {
      dominantColor: "#aa5500",
      mood: "warm",
      brightness: "bright",
      colors: [
        { hex: "#aa5500", percentage: 60 },
        { hex: "#ffffff", percentage: 40 },
      ],
      colorAnalysisComplete: true,
    });

    expect(await t.db.heroImages.findById(image.id)).toEqual(analysed);
    expect(analysed).toMatchObject({ mood: "warm", colorAnalysisComplete: true });
    expect(analysed!.colors).toEqual([
      { hex: "#aa5500", percentage: 60 },
      { hex: "#ffffff", percentage: 40 },
    ]);
  });

  it("stores the pipeline's derivatives; a record from before them reads as having none", async () => {
    const derivatives = [
      { key: "hero/h1/w320-0a0a0a0a.avif", width: 320, height: 213, format: "avif", size: 900 },
      { key: "hero/h1/w320-0b0b0b0b.jpg", width: 320, height: 213, format: "jpeg", size: 1500 },
    ];
    const image = await create("sized", {
      derivatives,
      width: 320,
      height: 213,
      placeholder: "data:image/webp;base64,AAAA",
      fileName: "dunes.jpg",
    });
    expect(await t.db.heroImages.findById(image.id)).toMatchObject({
      derivatives,
      width: 320,
      height: 213,
      fileName: "dunes.jpg",
    });

    // As stored before derivatives existed: the field is absent, not an empty list.
    await t.db.heroImages.update(image.id, { derivatives: null });
    expect((await t.db.heroImages.findById(image.id))?.derivatives).toEqual([]);
    expect((await t.db.heroImages.list())[0]?.derivatives).toEqual([]);
  });

  it("refuses values outside the schema", async () => {
    const image = await create("x");
    await expect(t.db.heroImages.update(image.id, { mood: "gloomy" as "warm" })).rejects.toBeInstanceOf(
      InvalidDocumentError,
    );
    await expect(
      t.db.heroImages.create({ name: "no-url" } as never),
    ).rejects.toBeInstanceOf(InvalidDocumentError);
    expect(await t.db.heroImages.findById(image.id)).toEqual(image);
  });
});
