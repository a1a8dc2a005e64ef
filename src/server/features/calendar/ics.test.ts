import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, formatUtc } from './ics';
import { schoolTime } from './demo-lessons';

describe('iCalendar text values (RFC 5545 §3.3.11)', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
  it('leaves colons and quotes alone', () => {
    expect(escapeText('Pickup: "Main" St')).toBe('Pickup: "Main" St');
  });
});

describe('line folding (§3.1)', () => {
  const octets = (s: string) => Buffer.byteLength(s, 'utf8');

  it('keeps short lines as they are', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
  });

  it('folds long lines into 75-octet pieces, continuations starting with one space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const pieces = foldLine(line).split('\r\n');
    expect(pieces.length).toBe(3);
    expect(pieces.every((p) => octets(p) <= 75)).toBe(true);
    expect(pieces.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(pieces.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `LOCATION:${'é☕中😀'.repeat(30)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.every((p) => octets(p) <= 75)).toBe(true);
    expect(pieces.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });
});

describe('buildCalendar', () => {
  const event = {
    uid: 'lesson-1@roadlog.test',
    start: new Date('2026-03-03T23:00:00Z'),
    end: new Date('2026-03-04T00:30:00Z'),
    stamp: new Date('2026-03-01T12:34:56.789Z'),
    sequence: 2,
    summary: 'Driving lesson: Jamie, "J" Parker',
    location: 'Elm St; door 3',
    description: 'Line 1\nLine 2',
    status: 'CANCELLED' as const,
  };

  it('writes UTC times without separators', () => {
    expect(formatUtc(new Date('2026-03-01T12:34:56.789Z'))).toBe('20260301T123456Z');
  });

  it('writes a VCALENDAR with one VEVENT, CRLF line ends and the required properties', () => {
    const text = buildCalendar({ name: 'Lessons, Tara', events: [event] });
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Roadlog//InstructorCalendar//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Lessons\\, Tara',
      'BEGIN:VEVENT',
      'UID:lesson-1@roadlog.test',
      'DTSTAMP:20260301T123456Z',
      'LAST-MODIFIED:20260301T123456Z',
      'SEQUENCE:2',
      'DTSTART:20260303T230000Z',
      'DTEND:20260304T003000Z',
      'SUMMARY:Driving lesson: Jamie\\, "J" Parker',
      'LOCATION:Elm St\\; door 3',
      'DESCRIPTION:Line 1\\nLine 2',
      'STATUS:CANCELLED',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('leaves out an empty location and description', () => {
    const text = buildCalendar({
      name: 'x',
      events: [{ ...event, location: '', description: '', status: 'CONFIRMED' }],
    });
    expect(text).not.toContain('LOCATION');
    expect(text).not.toContain('DESCRIPTION');
    expect(text).toContain('STATUS:CONFIRMED');
  });
});

describe('demo lesson times', () => {
  it('place an hour on the school’s wall clock, in winter and in summer', () => {
    expect(schoolTime(0, 16, new Date('2026-01-15T20:00:00Z')).toISOString()).toBe('2026-01-16T00:00:00.000Z');
    expect(schoolTime(1, 9, new Date('2026-07-15T20:00:00Z')).toISOString()).toBe('2026-07-16T16:00:00.000Z');
  });
});
