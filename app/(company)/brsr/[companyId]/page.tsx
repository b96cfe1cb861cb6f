import { HydrationBoundary } from "@tanstack/react-query";
import { companyScreenMetadata } from "../../company-metadata";
import { BrsrScreen } from "@/components/brsr/brsr-screen";
import { serverCards } from "@/components/brsr/server-questions";
import { isQuestionnaireTab, tabOfQuestion } from "@/lib/brsr/tabs";
import { questionnaireSeed } from "./seed";

export const generateMetadata = companyScreenMetadata("BRSR Questionnaire");

const one = (value: string | string[] | undefined) => (typeof value === "string" && value.trim() ? value.trim() : null);

export default async function BrsrPage({
  params,
  searchParams,
}: {
  params: Promise<{ companyId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ companyId }, query] = await Promise.all([params, searchParams]);
  // ?fy=2024-25 opens that financial year (else the server's choice); ?section=P6 that section.
  const initialFy = one(query.fy);
  const initialSection = one(query.section);
  // The opened tab comes with the page, read from lib/ (./seed.ts), its cards rendered here; the
  // value-chain section reads its own module in the browser, so it is left to load as before.
  const section = initialSection === null ? "A" : isQuestionnaireTab(initialSection) ? initialSection : null;
  const seed = section ? await questionnaireSeed(companyId, initialFy, section) : null;
  const questions = seed && section ? seed.questionnaire.sections.flatMap((s) => s.questions).filter((q) => tabOfQuestion(q) === section) : [];
  const serverTab =
    seed && section
      ? {
          fy: seed.questionnaire.fy.id,
          section,
          ...serverCards(questions, { years: seed.questionnaire.years, companyId }),
        }
      : null;
  const screen = <BrsrScreen companyId={companyId} initialFy={initialFy} initialSection={initialSection} serverTab={serverTab} />;
  return seed ? <HydrationBoundary state={seed.state}>{screen}</HydrationBoundary> : screen;
}
