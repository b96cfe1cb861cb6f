import "server-only";
import { sendMail } from "@/lib/mail";
import { ROLE_LABELS, type CompanyRole } from "./roles";
import { formatDate, formatDateTime } from "@/lib/format";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export type InvitationMail = {
  to: string;
  companyName: string;
  role: CompanyRole;
  inviterName: string;
  link: string;
  expiresAt: Date;
  accessUntil: Date | null;
};

export function invitationEmail({ to, companyName, role, inviterName, link, expiresAt, accessUntil }: InvitationMail) {
  const roleLine = `${inviterName || "A colleague"} has invited you to ${companyName} on the ESG Platform as ${ROLE_LABELS[role]}.`;
  const until = accessUntil ? `Your access lasts until ${formatDate(accessUntil)}.` : null;
  const expiry = `The invitation is valid until ${formatDateTime(expiresAt)} and can be used once.`;
  const account = `Log in (or sign up) with this email address, ${to}, to accept.`;
  const text = ["Hello,", "", roleLine, ...(until ? [until] : []), "", "Open this link to accept:", "", link, "", account, expiry].join("\n");
  const html = `<p>Hello,</p>
<p>${escapeHtml(roleLine)}${until ? ` ${escapeHtml(until)}` : ""}</p>
<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>
<p>${escapeHtml(account)}</p>
<p style="color:#666">${escapeHtml(expiry)}</p>`;
  return { to, subject: `You are invited to ${companyName} on the ESG Platform`, text, html };
}

/**
 * Emails the invitation, or writes its link to the server log when no SMTP server is configured
 * (as the password reset does, decisions D7). Never throws: the owner has the link on screen anyway.
 */
export async function deliverInvitation(mail: InvitationMail): Promise<void> {
  try {
    const sent = await sendMail(invitationEmail(mail));
    if (!sent) console.log(`[mail] SMTP_URL is not set; invitation link for ${mail.to} to ${mail.companyName}: ${mail.link}`);
  } catch (error) {
    console.error(`[mail] could not send the invitation email to ${mail.to}:`, error);
  }
}
