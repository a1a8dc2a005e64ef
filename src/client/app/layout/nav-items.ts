import { dashboardPathFor } from '../../../shared/roles';
import { showsAsSignedIn, skillsTreePathFor, type Actor } from '../../../shared/access';

/** Landing-page sections the top bar scrolls to (docs/product/routes-and-shell.md), in order. */
export const LANDING_SECTIONS = [
  'about',
  'features',
  'how-it-works',
  'organizations',
  'parents',
  'students',
  'contact',
] as const;

export interface NavState {
  signedIn: boolean;
  dashboardPath: string;
  skillsTreePath: string | null;
}

export function navStateFor(actor: Actor | null): NavState {
  const signedIn = showsAsSignedIn(actor);
  return {
    signedIn,
    dashboardPath: actor && signedIn ? dashboardPathFor(actor) : '/',
    skillsTreePath: signedIn ? skillsTreePathFor(actor) : null,
  };
}

/** Scrolls to a landing section leaving room for the fixed header (docs/product/constants.md: 64 px). */
export function scrollToSection(id: string, offset: number): void {
  const el = document.getElementById(id);
  if (!el) return;
  const top = el.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top, behavior: 'smooth' });
  el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}
