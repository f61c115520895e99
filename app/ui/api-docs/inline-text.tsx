/**
 * A description from the OpenAPI document as text with its `code spans` (the one piece of
 * CommonMark the document's descriptions use) set as code rather than shown with backticks.
 */
export function InlineText({ text }: { text: string }) {
  const parts = text.split("`");
  // An unmatched backtick stays as written.
  if (parts.length % 2 === 0) return <>{text}</>;
  return <>{parts.map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part))}</>;
}
