import { Card, CardContent, CardHeader, CardTitle, CardDescription } from "@/components/ui/card";

/** A page that has only something to say (not found, failed): a centred card, its actions below. */
export function MessageCard({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4">
      <Card className="w-full text-center">
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap justify-center gap-2">{children}</CardContent>
      </Card>
    </div>
  );
}
