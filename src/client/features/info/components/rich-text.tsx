import Link from '@mui/material/Link';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * Internal pages that long texts may mention by path. Translators keep the path as written
 * ("/data-deletion-request"), and it is shown as a link; e-mail addresses become mailto links.
 */
export const LINKABLE_PATHS = [
  '/data-deletion-request',
  '/privacy-policy',
  '/terms-and-conditions',
  '/legal-notice',
  '/licensing-information',
  '/verify-certificate',
  '/practice-exams',
  '/faq',
  '/about',
  '/learners-permit-test',
  '/dmv-test-prep',
  '/practice-test-questions',
  '/driving-test-practice',
  '/written-test-practice',
  '/driving-hours-tracker',
  '/student-driver-app',
] as const;

const EMAIL = String.raw`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+`;
// Paths only contain letters, "/" and "-", none of which needs escaping outside a character class.
const PATH = `(?<![\\w/])(?:${LINKABLE_PATHS.join('|')})(?![\\w/-])`;
const TOKEN = new RegExp(`(${EMAIL})|(${PATH})`, 'g');

export type TextPart = { kind: 'text' | 'email' | 'path'; value: string };

/** Splits a translated sentence into plain text, e-mail addresses and known internal paths. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index;
    if (index > last) parts.push({ kind: 'text', value: text.slice(last, index) });
    parts.push({ kind: match[1] ? 'email' : 'path', value: match[0] });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

/** Renders a translated string with its e-mail addresses and internal paths as links. */
export function RichText({ text }: { text: string }): ReactNode {
  return splitLinks(text).map((part, i) => {
    if (part.kind === 'email') {
      return (
        <Link key={i} href={`mailto:${part.value}`}>
          {part.value}
        </Link>
      );
    }
    if (part.kind === 'path') {
      return (
        <Link key={i} component={RouterLink} to={part.value}>
          {part.value}
        </Link>
      );
    }
    return <Fragment key={i}>{part.value}</Fragment>;
  });
}
