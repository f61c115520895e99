import { useActionData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";

interface HeroFormReply {
  intent: string;
  heroId?: string;
  lastResult: SubmissionResult<string[]>;
}

/** The server's errors for this form (and banner), when it refused what was typed. */
export function useHeroReply(intent: string, heroId?: string) {
  const reply = useActionData<HeroFormReply>();
  if (!reply || reply.intent !== intent) return undefined;
  if (heroId !== undefined && reply.heroId !== heroId) return undefined;
  return reply.lastResult;
}
