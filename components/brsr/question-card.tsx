import Link from "next/link";
import { ExternalLink } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { CardFrame } from "./card-frame";
import { FieldItem } from "./field-item";
import { QuestionProgress } from "./question-progress";
import { TableItem } from "./table-item";
import { RowTableItem } from "./row-table-item";
import type { QuestionView } from "./types";

/**
 * One SEBI question: its number, title and indicator, then its tables and fields. Without hooks:
 * the page renders the opened tab's cards on the server (components/brsr/server-questions.tsx),
 * its inputs, progress and row tables being the client parts; a tab opened in the browser is
 * rendered there by the same code (components/brsr/question-window.tsx).
 */
export function QuestionCard({ question, frame }: { question: QuestionView; frame: CardFrame }) {
  return (
    // No content-visibility: cards above a linked cell (#cell-…) would hold a guessed height until
    // shown, and the cell scrolled to would move away as they render.
    <Card id={`question-${question.id}`} data-testid={`question-${question.id}`} className="min-w-0 scroll-mt-28 gap-4">
      <CardHeader className="gap-2 px-4 sm:px-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle className="min-w-0 flex-1 leading-snug break-words">
            {question.number ? `${question.number}. ` : ""}
            {question.title}
          </CardTitle>
          <div className="flex shrink-0 items-center gap-2">
            {question.indicator ? (
              <Badge variant={question.indicator === "essential" ? "secondary" : "outline"} data-testid={`indicator-${question.id}`}>
                {question.indicator === "essential" ? "Essential" : "Leadership"}
              </Badge>
            ) : null}
            <QuestionProgress questionId={question.id} progress={frame.byKey ? undefined : question.progress} />
          </div>
        </div>
      </CardHeader>
      <CardContent className="min-w-0 space-y-5 px-4 sm:px-6">
        {question.from_profile ? (
          <p className="text-muted-foreground text-sm" data-testid={`from-profile-${question.id}`}>
            Answered in the Entity Profile.{" "}
            <Link href={`/profile/${frame.companyId}`} className="text-primary inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline">
              Open Entity Profile <ExternalLink className="size-3" aria-hidden />
            </Link>
          </p>
        ) : question.items.length ? (
          question.items.map((item) =>
            item.kind === "table" ? (
              <TableItem key={item.id} item={item} frame={frame} />
            ) : item.kind === "rows" ? (
              // A row table's rows are the company's: a server-rendered card names it, the browser reads it.
              <RowTableItem key={item.id} item={frame.byKey ? item.id : item} />
            ) : (
              <FieldItem key={item.id} item={item} frame={frame} />
            ),
          )
        ) : (
          <p className="text-muted-foreground text-sm">Nothing to enter for this question.</p>
        )}
      </CardContent>
    </Card>
  );
}
