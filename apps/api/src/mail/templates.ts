// The shop's account mails: plain text and HTML, branded, with the 6-digit code.
import { BRAND, CODE_LIFETIME_MINUTES } from '@oko/shared/constants';
import type { Mail } from './mailer';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Every mail's HTML frame: the brand's header and footer around `inner` (already escaped). */
export function brandedHtml(inner: string): string {
  return `<!doctype html>
<html lang="en"><body style="margin:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td style="background:#166534;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${BRAND}</td></tr>
<tr><td style="padding:24px">
${inner}
</td></tr>
<tr><td style="padding:16px 24px;color:#78716c;font-size:12px">${BRAND}: organically grown farm produce</td></tr>
</table></td></tr></table>
</body></html>`;
}

function codeMail(to: string, name: string, subject: string, lead: string, code: string): Mail {
  const text = [
    `Hello ${name},`,
    '',
    lead,
    '',
    `Your code: ${code}`,
    '',
    `The code expires in ${CODE_LIFETIME_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
    '',
    `${BRAND}: organically grown farm produce`,
  ].join('\n');
  const html = brandedHtml(`<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(lead)}</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;color:#166534">${code}</p>
<p>The code expires in ${CODE_LIFETIME_MINUTES} minutes. If you did not ask for it, ignore this e-mail.</p>`);
  return { to, subject, text, html };
}

export const verificationMail = (to: string, name: string, code: string) =>
  codeMail(
    to,
    name,
    `${BRAND}: your verification code is ${code}`,
    `Welcome to ${BRAND}! Enter this code to verify your e-mail address.`,
    code,
  );

export const passwordResetMail = (to: string, name: string, code: string) =>
  codeMail(
    to,
    name,
    `${BRAND}: your password reset code is ${code}`,
    'We received a request to reset your password. Enter this code to choose a new one.',
    code,
  );

export interface StaffInvitationFacts {
  to: string;
  name: string;
  /** The owner who invited them; null when that account is gone. */
  invitedBy: string | null;
  shopName: string;
  /** The page that opens the back office: the invitation's page for a new account, /admin for an existing one. */
  url: string;
  /** How long a new account's link works, in days; none for an account that already has a password. */
  days?: number;
}

/**
 * To a person the owner added to the staff (issue 23): who invited them, to which shop, and the link. A new
 * account's link lets them choose a password and sign in; an existing account signs in as usual.
 */
export function staffInvitationMail(facts: StaffInvitationFacts): Mail {
  const who = facts.invitedBy ?? 'The shop owner';
  const lead = `${who} invited you to run ${facts.shopName}'s online shop with them: orders and stock, in the back office.`;
  const action =
    facts.days === undefined
      ? 'Sign in with your usual e-mail and password, then open Back office from the menu:'
      : 'Open this link to choose your password; you are then signed in to the back office:';
  const expiry =
    facts.days === undefined
      ? 'If you did not expect this, write to the shop owner.'
      : `The link works for ${facts.days} days and only once. If you did not expect this invitation, ignore this e-mail: nothing happens without your password.`;
  const text = [
    `Hello ${facts.name},`,
    '',
    lead,
    '',
    action,
    facts.url,
    '',
    expiry,
    '',
    `${BRAND}: organically grown farm produce`,
  ].join('\n');
  const html = brandedHtml(`<p>Hello ${escapeHtml(facts.name)},</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(action)}</p>
<p><a href="${escapeHtml(facts.url)}" style="display:inline-block;background:#166534;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${facts.days === undefined ? 'Open the back office' : 'Choose your password'}</a></p>
<p style="font-size:12px;color:#57534e">Or copy this address: ${escapeHtml(facts.url)}</p>
<p>${escapeHtml(expiry)}</p>`);
  return { to: facts.to, subject: `${who} invited you to ${facts.shopName}`, text, html };
}
