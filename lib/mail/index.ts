import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "@/lib/env";

type MailMessage = { to: string; subject: string; text: string; html?: string };

let cached: { url: string; transport: Transporter } | undefined;

function transport(url: string): Transporter {
  if (cached?.url !== url) cached = { url, transport: nodemailer.createTransport(url) };
  return cached.transport;
}

/** Sends through SMTP_URL; returns false (and sends nothing) when no SMTP server is configured. */
export async function sendMail(message: MailMessage): Promise<boolean> {
  const env = getEnv();
  if (!env.SMTP_URL) return false;
  await transport(env.SMTP_URL).sendMail({ from: env.MAIL_FROM, ...message });
  return true;
}
