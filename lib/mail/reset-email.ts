import "server-only";
import { sendMail } from "./index";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function resetEmail({ to, name, link }: { to: string; name: string; link: string }) {
  const greeting = `Hello ${name || "there"},`;
  const text = [
    greeting,
    "",
    "We received a request to reset the password of your ESG Platform account.",
    "Open this link within one hour to choose a new password:",
    "",
    link,
    "",
    "If you did not ask for this, you can ignore this email; your password stays as it is.",
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your ESG Platform account.
Open this link within one hour to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Reset your password</a></p>
<p style="color:#666">If you did not ask for this, you can ignore this email; your password stays as it is.</p>`;
  return { to, subject: "Reset your ESG Platform password", text, html };
}

/**
 * Emails the link, or writes it to the server log for the operator when no SMTP server is
 * configured (decisions D7). Never throws: the caller's answer must not reveal delivery problems.
 */
export async function deliverResetLink(args: { to: string; name: string; link: string }): Promise<void> {
  try {
    const sent = await sendMail(resetEmail(args));
    if (!sent) console.log(`[mail] SMTP_URL is not set; password reset link for ${args.to}: ${args.link}`);
  } catch (error) {
    console.error(`[mail] could not send the password reset email to ${args.to}:`, error);
  }
}
