import Link from "next/link";
import { MessageCard } from "@/components/message-card";
import { Button } from "@/components/ui/button";

/** A page that has only something to say (not found, failed): a centred card with a way on. */
export function PageMessage({ title, description, children }: { title: string; description: string; children?: React.ReactNode }) {
  return (
    <MessageCard title={title} description={description}>
      {children}
      <Button asChild variant={children ? "outline" : "default"}>
        <Link href="/">Go to Home</Link>
      </Button>
    </MessageCard>
  );
}
