import { directionOf } from '../../shared/languages.js';
import { translate } from '../i18n.js';

export type MailKind =
  | 'verify-email'
  | 'reset-password'
  | 'existing-account'
  | 'organization-registered'
  | 'organization-approved'
  | 'organization-suspended'
  | 'account-created'
  | 'invitation-teacher'
  | 'invitation-org-admin'
  | 'invitation-student'
  | 'invitation-parent'
  | 'consent-request'
  | 'consent-granted'
  | 'consent-rejected'
  | 'consent-withdrawn'
  | 'lesson-booked'
  | 'lesson-moved'
  | 'lesson-cancelled'
  | 'certificate-issued'
  | 'certificate-revoked'
  | 'data-export-ready'
  | 'deletion-confirm'
  | 'deletion-parent-confirm'
  | 'deletion-completed'
  | 'deletion-declined';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Renders an e-mail of `kind` in `lng`. Every kind has `email.<kind>.subject`, `.intro`, and
 * optionally `.action` (the button) and `.outro` in the locale files.
 */
export function renderMail(
  kind: MailKind,
  lng: string | null | undefined,
  vars: Record<string, string | number>,
  link?: string,
): RenderedMail {
  const t = (key: string) => translate(lng, `email.${key}`, vars);
  const subject = t(`${kind}.subject`);
  const greeting = t('greeting');
  const intro = t(`${kind}.intro`);
  const action = link ? t(`${kind}.action`) : '';
  const outro = t(`${kind}.outro`);
  const signature = t('signature');
  const text = [greeting, '', intro, '', ...(link ? [`${action}: ${link}`, ''] : []), outro, '', signature].join('\n');
  const dir = directionOf(lng ?? 'en');
  const html = `<!doctype html><html lang="${escapeHtml(lng ?? 'en')}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#1f2933;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
${link ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1565c0;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(action)}</a></p><p style="font-size:12px;color:#52606d">${escapeHtml(link)}</p>` : ''}
<p>${escapeHtml(outro)}</p><p>${escapeHtml(signature)}</p></body></html>`;
  return { subject, text, html };
}
