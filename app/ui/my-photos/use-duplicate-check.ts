import { useCallback, useRef, useState } from "react";
import { askDuplicates } from "~/ui/bulk-upload/ask-duplicates";
import { fileSha256 } from "~/ui/bulk-upload/file-sha256";
import type { DuplicateMatch } from "~/utils/duplicate-photos";

/**
 * The one-photo dialog's duplicate check (ADR 44): the chosen file's SHA-256, and the photo the
 * photographer already has with it. `accept` sends it anyway; a newer choice wins over one still
 * being checked.
 */
export function useDuplicateCheck() {
  const [match, setMatch] = useState<DuplicateMatch | null>(null);
  const [sha256, setSha256] = useState<string | undefined>(undefined);
  const generation = useRef(0);

  const clear = useCallback(() => {
    generation.current++;
    setMatch(null);
    setSha256(undefined);
  }, []);

  const check = useCallback(async (file: File) => {
    const mine = ++generation.current;
    const hash = await fileSha256(file);
    if (mine !== generation.current || !hash) return;
    setSha256(hash);
    const known = await askDuplicates([hash]);
    if (mine === generation.current) setMatch(known.get(hash) ?? null);
  }, []);

  const accept = useCallback(() => setMatch(null), []);

  return { match, sha256, check, clear, accept };
}
