import { describe, expect, it } from 'vitest';
import type { Lesson } from '../../../../shared/api/calendar';
import {
  addDays,
  dayKey,
  defaultStart,
  fromLocalInput,
  groupByDay,
  shiftAnchor,
  startOfWeek,
  toLocalInput,
  visibleRange,
} from './calendar-dates';
import {
  driveValuesFromLesson,
  emptyLessonValues,
  endAfterStartChange,
  lessonFormSchema,
  toUpdateBody,
  valuesFromLesson,
} from './lesson-form';

const lesson = (startsAt: Date, minutes = 60, extra: Partial<Lesson> = {}): Lesson => ({
  id: `l-${startsAt.getTime()}`,
  organizationId: 'school',
  teacherId: 't1',
  teacherName: 'Tara',
  studentId: 's1',
  studentName: 'Jamie',
  startsAt: startsAt.toISOString(),
  endsAt: new Date(startsAt.getTime() + minutes * 60_000).toISOString(),
  timeZone: 'America/Los_Angeles',
  pickupPlace: 'Home',
  planId: null,
  notes: '',
  status: 'scheduled',
  cancelReason: null,
  driveLogId: null,
  version: 3,
  createdBy: 't1',
  createdAt: startsAt.toISOString(),
  updatedAt: startsAt.toISOString(),
  ...extra,
});

describe('calendar ranges (local time, weeks from Sunday)', () => {
  it('a week view shows Sunday to Saturday around the anchor', () => {
    const { from, to, days } = visibleRange('week', new Date(2026, 2, 4, 15)); // Wednesday 4 March 2026
    expect(dayKey(from)).toBe('2026-03-01');
    expect(dayKey(to)).toBe('2026-03-08');
    expect(days.map(dayKey)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
  });

  it('a month view shows whole weeks covering the month', () => {
    const { days } = visibleRange('month', new Date(2026, 1, 14)); // February 2026 starts on a Sunday
    expect(days.length).toBe(28);
    const march = visibleRange('month', new Date(2026, 2, 20));
    expect(dayKey(march.days[0]!)).toBe('2026-03-01');
    expect(dayKey(march.days.at(-1)!)).toBe('2026-04-04');
    expect(march.days.length % 7).toBe(0);
    const may = visibleRange('month', new Date(2026, 4, 1));
    expect(dayKey(may.days[0]!)).toBe('2026-04-26');
    expect(may.days.length).toBe(42);
  });

  it('steps a week or a month at a time', () => {
    expect(dayKey(shiftAnchor('week', new Date(2026, 2, 4), 1))).toBe('2026-03-11');
    expect(dayKey(shiftAnchor('month', new Date(2026, 0, 31), 1))).toBe('2026-02-01');
    expect(dayKey(shiftAnchor('month', new Date(2026, 0, 31), -1))).toBe('2025-12-01');
  });

  it('adds calendar days, not 24-hour blocks', () => {
    expect(dayKey(addDays(new Date(2026, 2, 7, 12), 2))).toBe('2026-03-09');
    expect(dayKey(startOfWeek(new Date(2026, 2, 1)))).toBe('2026-03-01');
  });
});

describe('lessons by day', () => {
  it('groups by the local start day, in time order', () => {
    const a = lesson(new Date(2026, 2, 4, 16));
    const b = lesson(new Date(2026, 2, 4, 9));
    const c = lesson(new Date(2026, 2, 5, 9));
    const days = groupByDay([a, c, b]);
    expect([...days.keys()]).toEqual(['2026-03-04', '2026-03-05']);
    expect(days.get('2026-03-04')!.map((l) => l.id)).toEqual([b.id, a.id]);
  });
});

describe('datetime-local values', () => {
  it('round-trip through the viewer’s zone', () => {
    const d = new Date(2026, 2, 4, 16, 5);
    expect(toLocalInput(d)).toBe('2026-03-04T16:05');
    expect(fromLocalInput('2026-03-04T16:05')).toBe(d.toISOString());
    expect(fromLocalInput('2026-03-04')).toBeNull();
    expect(fromLocalInput('')).toBeNull();
  });
  it('a new lesson starts at the next full hour today, or 9:00 another day', () => {
    const now = new Date(2026, 2, 4, 13, 20);
    expect(toLocalInput(defaultStart(new Date(2026, 2, 4), now))).toBe('2026-03-04T14:00');
    expect(toLocalInput(defaultStart(new Date(2026, 2, 6), now))).toBe('2026-03-06T09:00');
  });
});

describe('the lesson form', () => {
  const rules = (values: Parameters<typeof lessonFormSchema.safeParse>[0]) => {
    const result = lessonFormSchema.safeParse(values);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it('accepts an hour-long lesson and refuses the server’s rules', () => {
    const v = emptyLessonValues(new Date(2026, 2, 4, 16), 't1', 's1');
    expect(rules(v)).toEqual([]);
    expect(rules({ ...v, studentId: '' })).toEqual(['studentId:required']);
    expect(rules({ ...v, end: v.start })).toEqual(['end:end-before-start']);
    expect(rules({ ...v, end: '2026-03-04T16:10' })).toEqual(['end:too-short']);
    expect(rules({ ...v, end: '2026-03-05T04:01' })).toEqual(['end:too-long']);
    expect(rules({ ...v, start: '' })).toEqual(['start:required']);
  });

  it('keeps the length when the start moves', () => {
    const v = emptyLessonValues(new Date(2026, 2, 4, 16), 't1', 's1');
    expect(endAfterStartChange({ ...v, end: '2026-03-04T17:30' }, '2026-03-05T09:00')).toBe('2026-03-05T10:30');
  });

  it('sends only what changed, with the version it was opened on', () => {
    const l = lesson(new Date(2026, 2, 4, 16));
    const v = valuesFromLesson(l);
    expect(toUpdateBody(v, l, 'America/Denver')).toEqual({ version: 3 });
    expect(toUpdateBody({ ...v, pickupPlace: ' Library ' }, l, 'America/Denver')).toEqual({
      version: 3,
      pickupPlace: 'Library',
    });
    const moved = toUpdateBody({ ...v, start: '2026-03-04T18:00', end: '2026-03-04T19:00' }, l, 'America/Denver');
    expect(moved).toEqual({
      version: 3,
      startsAt: new Date(2026, 2, 4, 18).toISOString(),
      endsAt: new Date(2026, 2, 4, 19).toISOString(),
      timeZone: 'America/Denver',
    });
  });

  it('pre-fills "Log this drive" with the lesson’s times and place and the teacher as supervisor', () => {
    expect(driveValuesFromLesson(lesson(new Date(2026, 2, 4, 23, 30), 60))).toEqual({
      date: '2026-03-04',
      startTime: '23:30',
      endTime: '00:30',
      supervisor: 'teacher:t1',
      startLabel: 'Home',
      endLabel: 'Home',
    });
  });
});
