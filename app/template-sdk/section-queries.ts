import { DomUtils, parseDocument } from "htmlparser2";
import type { Element } from "domhandler";

/**
 * Test-only queries on a template's server HTML, scoped the way a screen reader user meets the
 * page: a landmark by its accessible name (aria-label, or the heading aria-labelledby points at)
 * or its data-section, then a link inside it by role and name. An assertion on the whole page
 * passes when another section (the footer's social links, say) renders the same thing;
 * docs/product.md#public-portfolio-and-templates names each section's contents.
 * Re-exported by ./testing (the one SDK module a template's test may import). htmlparser2 (a
 * declared dev dependency, also sanitize-html's parser): vitest runs in node, with no DOM.
 */

const elements = (root: Element | Element[]) =>
  DomUtils.findAll(() => true, Array.isArray(root) ? root : [root]);

/** An element's text content, whitespace collapsed. */
export const textOf = (el: Element) => DomUtils.textContent(el).replace(/\s+/g, " ").trim();

/** The name a reader hears for a link or image: its aria-label, or its text content. */
export const accessibleName = (el: Element) => el.attribs["aria-label"] ?? textOf(el);

/** The page's parsed elements: parse once, then query sections of it. */
export const parsePage = (html: string) =>
  parseDocument(html).children.filter((n): n is Element => DomUtils.isTag(n));

function only(found: Element[], what: string): Element {
  if (found.length !== 1) throw new Error(`expected one ${what}, found ${found.length}`);
  return found[0];
}

/** The landmark (section, nav, footer…) named `name`, by aria-label or aria-labelledby. */
export function regionNamed(page: Element[], name: string): Element {
  const all = elements(page);
  const byId = (id: string) => all.find((el) => el.attribs.id === id);
  const nameOf = (el: Element) => {
    const labelledBy = el.attribs["aria-labelledby"];
    const label = labelledBy ? byId(labelledBy) : undefined;
    return label ? accessibleName(label) : el.attribs["aria-label"];
  };
  return only(
    all.filter((el) => nameOf(el) === name),
    `region named "${name}"`,
  );
}

/** The section a template marks with data-section="name" (hero, gallery, about, contact, footer). */
export function sectionMarked(page: Element[], name: string): Element | undefined {
  return elements(page).find((el) => el.attribs["data-section"] === name);
}

/** The href of the one link named `name` inside `scope`. */
export function linkHref(scope: Element, name: string): string | undefined {
  const links = elements(scope).filter((el) => el.name === "a" && accessibleName(el) === name);
  return only(links, `link named "${name}"`).attribs.href;
}

/** Every element inside `scope` with this tag name. */
export const tagsIn = (scope: Element, tag: string) =>
  elements(scope).filter((el) => el.name === tag);
