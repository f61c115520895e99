import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { titleMeta } from "~/ui/page-title";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import {
  analyseBanners,
  insightsProvider,
  suggestThemes,
} from "~/services/admin/insights/index.server";
import { requireAdminPage } from "~/services/auth/guards.server";
import { AiInsightsTab } from "~/ui/admin/ai-insights/ai-insights-tab";
import insightsStyles from "../ui/admin/ai-insights/ai-insights.css?url";
import {
  ANALYSE_INTENT,
  THEMES_INTENT,
  type InsightsActionData,
} from "~/ui/admin/ai-insights/insights-forms";
import { logger } from "~/server/log/logger.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: insightsStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  return { provider: insightsProvider() };
}

const insightsForm = z.object({ intent: z.enum([ANALYSE_INTENT, THEMES_INTENT]) });

async function answer(intent: z.infer<typeof insightsForm>["intent"], signal: AbortSignal) {
  if (intent === ANALYSE_INTENT) {
    const result = await analyseBanners({ signal });
    const banners = `${result.analysis.length} banner${result.analysis.length === 1 ? "" : "s"}`;
    return {
      intent,
      ok: !result.providerError,
      result,
      toast: result.providerError
        ? { title: "Analysis Failed", description: result.providerError, variant: "destructive" }
        : { title: "Analysis Complete", description: `${banners} analysed.` },
    } satisfies InsightsActionData;
  }
  const result = await suggestThemes({ signal });
  return {
    intent,
    ok: !result.providerError,
    result,
    toast: result.providerError
      ? {
          title: "Failed to Generate Ideas",
          description: result.providerError,
          variant: "destructive",
        }
      : { title: "Theme Ideas Generated", description: `${result.suggestions.length} ideas.` },
  } satisfies InsightsActionData;
}

/**
 * Analyse / Generate theme ideas: the result is answered as action data (nothing is stored), so
 * the same post renders it with a fetcher or as a plain form without JavaScript.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdminPage(request);
  const parsed = insightsForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data({ message: "Unknown form" }, { status: 400 });
  const { intent } = parsed.data;
  try {
    return data<InsightsActionData>(await answer(intent, request.signal));
  } catch (error) {
    logger.error({ err: error }, "AI insights failed");
    const title = intent === ANALYSE_INTENT ? "Analysis Failed" : "Failed to Generate Ideas";
    return data<InsightsActionData>(
      {
        intent,
        ok: false,
        result: null,
        toast: {
          title,
          description: "Something went wrong. Please try again.",
          variant: "destructive",
        },
      },
      { status: 500 },
    );
  }
}

export default function AiInsightsRoute() {
  const { provider } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <AiInsightsTab provider={provider} actionData={actionData as InsightsActionData} />;
}

export const meta = titleMeta("AI Insights", "Admin Dashboard");
