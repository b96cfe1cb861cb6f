import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/**
 * PageMessage for the error boundaries (app/error.tsx, app/global-error.tsx): the same card, with
 * plain elements for its actions. Every page's first load carries the boundaries' code, so they do
 * without the Button's Slot and next/link (issue 20); a full load of '/' is the surer way home
 * from a failure anyway.
 */
export function BoundaryMessage({ title, description, onRetry }: { title: string; description: string; onRetry: () => void }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4">
      <Card className="w-full text-center">
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap justify-center gap-2">
          <button type="button" onClick={onRetry} className={buttonVariants()}>
            Try Again
          </button>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above: a full load, and no next/link */}
          <a href="/" className={cn(buttonVariants({ variant: "outline" }))}>
            Go to Home
          </a>
        </CardContent>
      </Card>
    </div>
  );
}
