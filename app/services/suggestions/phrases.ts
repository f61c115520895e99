export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** ["a"] → "a"; ["a", "b"] → "a and b"; ["a", "b", "c"] → "a, b and c". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The article for a word as written; good enough for camera names ("an Olympus", "a Canon"). */
export const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");
