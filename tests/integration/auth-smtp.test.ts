import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as reset } from "@/app/api/auth/reset-password/route";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives. */
let server: SMTPServer;
const inbox: Received[] = [];
let waiters: Array<(mail: Received) => void> = [];

function nextMail(timeoutMs = 10_000): Promise<Received> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no email arrived")), timeoutMs);
    waiters.push((mail) => {
      clearTimeout(timer);
      resolve(mail);
    });
  });
}

/** Undoes quoted-printable (soft line breaks, =XX) well enough to read a link. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        inbox.push(mail);
        const pending = waiters;
        waiters = [];
        pending.forEach((w) => w(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_FROM = "ESG Platform <no-reply@esg.test>";
  process.env.RESET_LINK_IN_RESPONSE = "false";
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("password reset by email", () => {
  it("emails a link through SMTP_URL that resets the password", async () => {
    const { user, password: oldPassword } = await createUser({ fullName: "Kavya Iyer" });
    const arrival = nextMail();
    const res = await call(forgot, { method: "POST", body: { email: user.email } });
    expect(res.status).toBe(200);
    // The link travels only by email here.
    expect(res.body).toEqual({ message: "If the email exists, a password reset link has been sent." });

    const mail = await arrival;
    expect(mail.to).toEqual([user.email]);
    expect(mail.from).toBe("no-reply@esg.test");
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toMatch(/^Subject: Reset your ESG Platform password/m);
    expect(body).toContain("Hello Kavya Iyer,");
    const link = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(body);
    expect(link, "reset link in the email").not.toBeNull();

    const done = await call(reset, { method: "POST", body: { token: link![1], new_password: "from-the-email-1" } });
    expect(done.status).toBe(200);
    const ok = await call(login, { method: "POST", headers: { "x-forwarded-for": "10.4.0.1" }, body: { email: user.email, password: "from-the-email-1" } });
    expect(ok.status).toBe(200);
    const old = await call(login, { method: "POST", headers: { "x-forwarded-for": "10.4.0.2" }, body: { email: user.email, password: oldPassword } });
    expect(old.status).toBe(401);
  });

  it("sends nothing for an unknown email and answers the same", async () => {
    const before = inbox.length;
    const res = await call(forgot, { method: "POST", body: { email: "nobody-at-all@example.com" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "If the email exists, a password reset link has been sent." });
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.length).toBe(before);
  });
});
