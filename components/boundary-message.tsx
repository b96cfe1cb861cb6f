import { MessageCard } from "@/components/message-card";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * PageMessage for the error boundaries (app/error.tsx, app/global-error.tsx), with plain elements
 * for its actions. Every page's first load carries the boundaries' code, so they do without the
 * Button's Slot and next/link (decisions D30); a full load of '/' is the surer way home from a failure.
 */
export function BoundaryMessage({ title, description, onRetry }: { title: string; description: string; onRetry: () => void }) {
  return (
    <MessageCard title={title} description={description}>
      <button type="button" onClick={onRetry} className={buttonVariants()}>
        Try Again
      </button>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above: a full load, and no next/link */}
      <a href="/" className={buttonVariants({ variant: "outline" })}>
        Go to Home
      </a>
    </MessageCard>
  );
}
