import { readFileSync } from "node:fs";
import path from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { XMLValidator } from "fast-xml-parser";
import { validateXML } from "xmllint-wasm";
import { expect } from "vitest";

/*
 * Checks a feed as a reader would take it, for the builders' unit tests and the server's
 * (tests/server/feeds.test.ts): JSON Feed 1.1 against a JSON Schema written from the
 * specification (tests/fixtures/json-feed-1.1.schema.json), Atom against RFC 4287's RELAX NG
 * schema (tests/fixtures/atom-rfc4287.rng, through libxml2's xmllint) and as a kept feed parser
 * reads it, with every entry's required elements (RFC 4287, atom:entry).
 */

const schema = JSON.parse(
  readFileSync(
    path.resolve(__dirname, "../../../tests/fixtures/json-feed-1.1.schema.json"),
    "utf8",
  ),
) as object;
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
addFormats(ajv);
const validate = ajv.compile(schema);

export function expectValidJsonFeed(document: unknown): void {
  validate(document);
  expect(validate.errors ?? []).toEqual([]);
}

const atomSchema = readFileSync(
  path.resolve(__dirname, "../../../tests/fixtures/atom-rfc4287.rng"),
  "utf8",
);

export async function parseValidAtom(xml: string) {
  const checked = await validateXML({
    xml: [{ fileName: "feed.atom", contents: xml }],
    schema: [{ fileName: "atom-rfc4287.rng", contents: atomSchema }],
    extension: "relaxng",
  });
  expect(checked.errors.map((error) => error.rawMessage)).toEqual([]);
  expect(checked.valid).toBe(true);
  expect(XMLValidator.validate(xml)).toBe(true);
  const feed = parseFeed(xml);
  expect(feed.meta.type).toBe("atom");
  // RFC 4287: a feed has one id, title and updated (atom:feed); an entry too (atom:entry).
  const [head = "", ...entries] = xml.split("<entry>");
  const count = (text: string, element: string) =>
    text.match(new RegExp(`<${element}[ >]`, "g"))?.length ?? 0;
  for (const element of ["id", "title", "updated"]) expect(count(head, element), element).toBe(1);
  for (const entry of entries) {
    for (const element of ["id", "title", "updated", "author", "content"]) {
      expect(count(entry, element), element).toBe(1);
    }
  }
  return feed;
}
