/**
 * Dates of the InstructorCalendar, in the viewer's own time zone (the browser's): the visible
 * range of a week or month view, its days, and lessons grouped by the day they start. Weeks start
 * on Sunday, as US calendars do. Pure, for unit tests.
 */
import type { Lesson } from '../../../../shared/api/calendar';

export type CalendarView = 'week' | 'month';

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-03-03": the local calendar day of `date`. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** `days` calendar days later at the same wall-clock time (DST-safe, unlike adding 24 h). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, date.getHours(), date.getMinutes());
}

export function startOfWeek(date: Date): Date {
  const day = startOfDay(date);
  return addDays(day, -day.getDay());
}

/** The days a view shows around `anchor`: one week, or the whole weeks covering its month. */
export function visibleRange(view: CalendarView, anchor: Date): { from: Date; to: Date; days: Date[] } {
  const from =
    view === 'week' ? startOfWeek(anchor) : startOfWeek(new Date(anchor.getFullYear(), anchor.getMonth(), 1));
  const lastOfMonth = new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0);
  const to = view === 'week' ? addDays(from, 7) : addDays(startOfWeek(lastOfMonth), 7);
  const days: Date[] = [];
  for (let d = from; d < to; d = addDays(d, 1)) days.push(d);
  return { from, to, days };
}

/** The anchor one view earlier (-1) or later (+1). */
export function shiftAnchor(view: CalendarView, anchor: Date, step: -1 | 1): Date {
  if (view === 'week') return addDays(startOfDay(anchor), 7 * step);
  return new Date(anchor.getFullYear(), anchor.getMonth() + step, 1);
}

/** Lessons by the local day they start on, each day in start order. */
export function groupByDay(lessons: readonly Lesson[]): Map<string, Lesson[]> {
  const days = new Map<string, Lesson[]>();
  for (const lesson of [...lessons].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const key = dayKey(new Date(lesson.startsAt));
    const list = days.get(key) ?? [];
    list.push(lesson);
    days.set(key, list);
  }
  return days;
}

/** The title of the visible range: "March 2026", or "Mar 1 – 7, 2026" for a week. */
export function rangeTitle(view: CalendarView, anchor: Date, lang: string): string {
  if (view === 'month') return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric' }).format(anchor);
  const { from, to } = visibleRange('week', anchor);
  return new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', year: 'numeric' }).formatRange(
    from,
    addDays(to, -1),
  );
}

/** "4:00 PM – 5:00 PM" in the viewer's zone (times only, also for a lesson past midnight). */
export function timeRange(startIso: string, endIso: string, lang: string): string {
  const f = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit' });
  return `${f.format(new Date(startIso))} – ${f.format(new Date(endIso))}`;
}

/** "Tuesday, March 3" */
export function dayTitle(day: Date, lang: string): string {
  return new Intl.DateTimeFormat(lang, { weekday: 'long', month: 'long', day: 'numeric' }).format(day);
}

/** A datetime-local value ("2026-03-03T16:00") for a local date and time. */
export function toLocalInput(date: Date): string {
  return `${dayKey(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value read in the viewer's zone, as an ISO instant with offset; null if not a date-time. */
export function fromLocalInput(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The next full hour after `now` on `day` (or 9:00 on another day), for a new lesson's start. */
export function defaultStart(day: Date, now = new Date()): Date {
  if (dayKey(day) === dayKey(now))
    return new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), 9);
}
