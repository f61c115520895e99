import { getOwnCollection } from "~/services/collections/own-collections.server";
import { selectionsCsv } from "./selections.server";

/** The CSV download of a collection's selections, named after the collection (ADR 66). */
export async function selectionsCsvResponse(userId: string, collectionId: string) {
  const { slug } = await getOwnCollection(userId, collectionId);
  const body = await selectionsCsv(userId, collectionId);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="selections-${slug}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
