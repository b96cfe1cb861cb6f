import { appendFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { expect } from "vitest";

export type ReceivedMail = { to: string[]; raw: string; subject: string };

/**
 * A real SMTP server on a free loopback port, keeping what it receives. `failNext(n)` makes it
 * refuse the next n messages with a temporary error (451), as a mail server under trouble does.
 */
export async function startInbox() {
  const inbox: ReceivedMail[] = [];
  let failing = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    maxClients: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (failing > 0) {
          failing--;
          const error = new Error("Mailbox busy, try again later") as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, " ") ?? "";
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, subject });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    inbox,
    url: `smtp://127.0.0.1:${port}`,
    failNext(n: number) {
      failing = n;
    },
    close: () => {
      dumpInbox(inbox);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Undoes quoted-printable (soft line breaks, =XX) well enough to read a link. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** With SMTP_INBOX_DUMP=<file>, what a test's inbox received is appended there, for a person to read the mails as sent. */
function dumpInbox(inbox: ReceivedMail[]) {
  const file = process.env.SMTP_INBOX_DUMP;
  if (!file || inbox.length === 0) return;
  const mails = inbox.map(
    (m) =>
      `To: ${m.to.join(", ")}\n${Buffer.from(
        decodeQuotedPrintable(
          m.raw
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join("\n\n"),
        ),
        "latin1",
      )
        .toString("utf8")
        .trim()}\nSubject: ${m.subject}`,
  );
  appendFileSync(file, `# inbox closed after "${expect.getState().currentTestName ?? "?"}": ${inbox.length} mails\n${mails.join("\n---\n")}\n\n`);
}
