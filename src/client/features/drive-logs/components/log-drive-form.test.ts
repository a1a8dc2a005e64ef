import { describe, expect, it } from 'vitest';
import {
  defaultSupervisor,
  driveTimes,
  emptyValues,
  localToday,
  newDriveId,
  toDriveBody,
  validateDrive,
  type LogDriveValues,
} from './log-drive-form';

const LA = 'America/Los_Angeles';
const NOW = new Date('2026-03-10T20:00:00Z'); // 13:00 in Los Angeles (PDT since 8 March)
const form = (patch: Partial<LogDriveValues>): LogDriveValues => ({
  ...emptyValues('2026-03-09'),
  supervisor: 'other',
  otherName: 'Alex Doe',
  otherLicense: 'D1234567',
  ...patch,
});

describe('driveTimes', () => {
  it('reads the times as wall-clock times in the zone', () => {
    expect(driveTimes(form({ startTime: '16:00', endTime: '17:10' }), LA)).toEqual({
      startedAt: '2026-03-09T23:00:00.000Z',
      endedAt: '2026-03-10T00:10:00.000Z',
    });
  });

  it('puts an end earlier than the start on the next day', () => {
    expect(driveTimes(form({ startTime: '23:30', endTime: '00:20' }), LA)).toEqual({
      startedAt: '2026-03-10T06:30:00.000Z',
      endedAt: '2026-03-10T07:20:00.000Z',
    });
  });

  it('is null while a time is missing', () => {
    expect(driveTimes(form({ startTime: '16:00' }), LA)).toBeNull();
  });
});

describe('validateDrive', () => {
  const check = (patch: Partial<LogDriveValues>) => validateDrive(form(patch), LA, NOW);

  it('accepts a complete drive', () => {
    expect(check({ startTime: '16:00', endTime: '17:00' })).toEqual({});
  });

  it('asks for the date, times and supervisor', () => {
    expect(validateDrive({ ...emptyValues('') }, LA, NOW)).toEqual({
      date: 'required',
      startTime: 'required',
      endTime: 'required',
      supervisor: 'required',
    });
  });

  it('applies the server rules to the end time', () => {
    expect(check({ startTime: '16:00', endTime: '16:00' }).endTime).toBe('end-before-start');
    expect(check({ startTime: '16:00', endTime: '16:04' }).endTime).toBe('too-short');
    expect(check({ startTime: '16:00', endTime: '16:05' }).endTime).toBeUndefined();
    expect(check({ startTime: '06:00', endTime: '18:01' }).endTime).toBe('too-long');
    expect(check({ startTime: '06:00', endTime: '18:00' }).endTime).toBeUndefined();
    expect(check({ date: '2026-03-10', startTime: '12:30', endTime: '13:30' }).endTime).toBe('in-future');
    // The server allows two minutes of clock skew.
    expect(check({ date: '2026-03-10', startTime: '12:30', endTime: '13:01' }).endTime).toBeUndefined();
  });

  it('asks another licensed adult for a name and a licence number', () => {
    expect(check({ startTime: '16:00', endTime: '17:00', otherName: '', otherLicense: 'AB' })).toEqual({
      otherName: 'required',
      otherLicense: 'invalid',
    });
    expect(check({ startTime: '16:00', endTime: '17:00', supervisor: 'parent:p1', otherName: '' })).toEqual({});
  });

  it('checks the odometer readings', () => {
    expect(check({ startTime: '16:00', endTime: '17:00', odometerStart: '1200', odometerEnd: '1100' })).toEqual({
      odometerEnd: 'odometer-order',
    });
    expect(check({ startTime: '16:00', endTime: '17:00', odometerStart: '12.5' })).toEqual({
      odometerStart: 'invalid',
    });
    expect(check({ startTime: '16:00', endTime: '17:00', odometerEnd: '1100' })).toEqual({});
  });
});

describe('toDriveBody', () => {
  it('builds a manual drive with the chosen supervisor and only the fields given', () => {
    const body = toDriveBody(
      form({
        startTime: '16:00',
        endTime: '17:00',
        supervisor: 'teacher:t1',
        startLabel: ' Home ',
        weather: ['rain'],
        roadTypes: ['urban', 'highway'],
        traffic: 'heavy',
        odometerEnd: '900',
      }),
      { id: 'id-1', studentId: 's1' },
      LA,
    );
    expect(body).toEqual({
      id: 'id-1',
      studentId: 's1',
      source: 'manual',
      startedAt: '2026-03-09T23:00:00.000Z',
      endedAt: '2026-03-10T00:00:00.000Z',
      timeZone: LA,
      supervisor: { type: 'teacher', userId: 't1' },
      start: { label: 'Home' },
      end: { label: '' },
      odometerEnd: 900,
      weather: ['rain'],
      roadTypes: ['urban', 'highway'],
      traffic: 'heavy',
      skills: [],
      notes: '',
    });
  });

  it('sends another licensed adult by name and licence', () => {
    expect(
      toDriveBody(form({ startTime: '16:00', endTime: '17:00' }), { id: 'x', studentId: 's' }, LA).supervisor,
    ).toEqual({ type: 'other', name: 'Alex Doe', licenseNumber: 'D1234567' });
  });
});

describe('defaultSupervisor', () => {
  const options = { parents: [{ id: 'p1', name: 'Pat' }], teachers: [{ id: 't1', name: 'Tara' }] };
  it('is the caller when they may supervise, else the first linked parent, else another adult', () => {
    expect(defaultSupervisor('p1', options)).toBe('parent:p1');
    expect(defaultSupervisor('t1', options)).toBe('teacher:t1');
    expect(defaultSupervisor('student', options)).toBe('parent:p1');
    expect(defaultSupervisor('student', { parents: [], teachers: options.teachers })).toBe('other');
    expect(defaultSupervisor('student', undefined)).toBe('');
  });
});

it('localToday is the date in the zone', () => {
  expect(localToday(LA, new Date('2026-03-10T05:00:00Z'))).toBe('2026-03-09');
});

it('newDriveId makes version-4 UUIDs', () => {
  expect(newDriveId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});
