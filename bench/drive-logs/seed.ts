/**
 * Bench data, inserted straight into PostgreSQL (the API would take minutes): schools across
 * several states, their owners and teachers, thousands of students (most with a parent account),
 * and about 100,000 drives shaped like real ones: one drive a day at most per student (so none
 * overlap), 20 to 120 minutes in daylight or after dark, night minutes computed like the server
 * does, GPS tracks on live drives (at most 500 points stored, see `trackEverySeconds`), odometer on
 * some manual ones, mostly approved, some pending or rejected, a few archived, with audit rows.
 * Every seeded account can sign in with the demo password (its hash is copied).
 */
import crypto from 'node:crypto';
import type pg from 'pg';
import type { TrackPoint } from '../../src/shared/api/drive-logs.js';
import type { Role } from '../../src/shared/roles.js';
import { downsampleTrack, trackDistanceKm } from '../../src/server/features/drive-logs/geo.js';
import { computeNightMinutes, zipCentroid, type Coordinates } from '../../src/server/features/drive-logs/night.js';

const DAY_MS = 24 * 3600 * 1000;
const MINUTE_MS = 60_000;

/** Seeded drives end at least this long ago; the write benchmark logs its drives after that. */
export const FREE_DAYS = 21;
/** Seeded drives spread over this many days before the free days. */
const HISTORY_DAYS = 400;

interface City {
  state: string;
  city: string;
  zip: string;
  timeZone: string;
  /** Standard-time offset from UTC in hours, to place drives at plausible local hours. */
  offset: number;
}

const CITIES: City[] = [
  { state: 'CA', city: 'Los Angeles', zip: '90012', timeZone: 'America/Los_Angeles', offset: -8 },
  { state: 'CA', city: 'San Francisco', zip: '94103', timeZone: 'America/Los_Angeles', offset: -8 },
  { state: 'CA', city: 'Fresno', zip: '93721', timeZone: 'America/Los_Angeles', offset: -8 },
  { state: 'TX', city: 'Austin', zip: '78701', timeZone: 'America/Chicago', offset: -6 },
  { state: 'TX', city: 'Houston', zip: '77002', timeZone: 'America/Chicago', offset: -6 },
  { state: 'TX', city: 'El Paso', zip: '79901', timeZone: 'America/Denver', offset: -7 },
  { state: 'NY', city: 'New York', zip: '10001', timeZone: 'America/New_York', offset: -5 },
  { state: 'NY', city: 'Buffalo', zip: '14202', timeZone: 'America/New_York', offset: -5 },
  { state: 'FL', city: 'Miami', zip: '33130', timeZone: 'America/New_York', offset: -5 },
  { state: 'FL', city: 'Orlando', zip: '32801', timeZone: 'America/New_York', offset: -5 },
  { state: 'WA', city: 'Seattle', zip: '98101', timeZone: 'America/Los_Angeles', offset: -8 },
  { state: 'IL', city: 'Chicago', zip: '60601', timeZone: 'America/Chicago', offset: -6 },
  { state: 'AZ', city: 'Phoenix', zip: '85004', timeZone: 'America/Phoenix', offset: -7 },
  { state: 'CO', city: 'Denver', zip: '80202', timeZone: 'America/Denver', offset: -7 },
  { state: 'GA', city: 'Atlanta', zip: '30303', timeZone: 'America/New_York', offset: -5 },
  { state: 'MN', city: 'Minneapolis', zip: '55401', timeZone: 'America/Chicago', offset: -6 },
  { state: 'OH', city: 'Columbus', zip: '43215', timeZone: 'America/New_York', offset: -5 },
  { state: 'AK', city: 'Anchorage', zip: '99501', timeZone: 'America/Anchorage', offset: -9 },
  { state: 'HI', city: 'Honolulu', zip: '96813', timeZone: 'Pacific/Honolulu', offset: -10 },
  { state: 'MA', city: 'Boston', zip: '02108', timeZone: 'America/New_York', offset: -5 },
];

const FIRST = [
  'Jordan',
  'Taylor',
  'Morgan',
  'Casey',
  'Riley',
  'Avery',
  'Quinn',
  'Skyler',
  'Emerson',
  'Rowan',
  'Harper',
  'Logan',
  'Maya',
  'Noah',
  'Liam',
  'Sofia',
  'Mateo',
  'Aiden',
  'Zoe',
  'Ethan',
  'Isabella',
  'Lucas',
  'Mia',
  'Elijah',
  'Chloe',
  'Daniel',
  'Aria',
  'Santiago',
  'Layla',
  'Kai',
];
const LAST = [
  'Smith',
  'Johnson',
  'Garcia',
  'Martinez',
  'Brown',
  'Davis',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Nguyen',
  'Kim',
  'Patel',
  'Hernandez',
  'Moore',
  'Jackson',
  'Lee',
  'Walker',
  'Young',
  'Allen',
  'Wright',
  'Scott',
  'Torres',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Baker',
  'Rivera',
  'Campbell',
];
const SKILLS = [
  'left-turns',
  'right-turns',
  'lane-changes',
  'merging',
  'highway-driving',
  'parallel-parking',
  'three-point-turn',
  'roundabouts',
  'school-zones',
  'night-driving',
  'rain-driving',
  'backing-up',
  'four-way-stops',
  'railroad-crossings',
];
const NOTES = [
  '',
  '',
  '',
  '',
  'Practised merging onto the freeway.',
  'Smooth stops, watch the mirrors on lane changes.',
  'Heavy rain after 20 minutes, slowed down well.',
  'Parallel parking needs more work.',
  'First drive after dark.',
  'Drove to grandma’s and back.',
];
const PLACES = [
  'Home',
  'School',
  'Mall parking lot',
  'Grocery store',
  'Library',
  'Soccer practice',
  'Grandparents',
  'DMV office',
  'Downtown',
  'Lake',
];

/** A seeded generator, so two runs produce the same data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** better-auth style id: 32 letters and digits. */
function authId(): string {
  const bytes = crypto.randomBytes(32);
  let s = '';
  for (const b of bytes) s += ID_CHARS[b % ID_CHARS.length];
  return s;
}

type Row = unknown[];

/**
 * Rows go in as one JSON parameter per batch (json_populate_recordset), which PostgreSQL reads
 * much faster than tens of thousands of bind parameters. Values of jsonb columns are plain
 * values (arrays, objects), embedded as JSON.
 */
async function insertRows(client: pg.Client, table: string, columns: string[], rows: Row[]): Promise<void> {
  const cols = columns.map((c) => `"${c}"`).join(', ');
  for (let i = 0; i < rows.length; i += 5000) {
    const objects = rows.slice(i, i + 5000).map((row) => Object.fromEntries(columns.map((c, k) => [c, row[k]])));
    await client.query(
      `insert into "${table}" (${cols}) select ${cols} from json_populate_recordset(null::"${table}", $1::json)`,
      [JSON.stringify(objects)],
    );
  }
}

export interface SeedOptions {
  drives: number;
  students: number;
  schools: number;
  /** Drives of the demo student the read benchmark lists. */
  readerDrives: number;
  /**
   * GPS sampling of the other students' live drives. The app keeps a point every 5 s (at most 500
   * stored); the reader's drives are stored like that, the rest coarser by default so seeding
   * stays quick. Nothing measured reads those tracks.
   */
  trackEverySeconds?: number;
  seed?: number;
  now?: Date;
  log?: (line: string) => void;
}

export interface BenchSchool {
  id: string;
  timeZone: string;
  zip: string;
  teacherEmails: string[];
  teacherIds: string[];
  studentIds: string[];
}

export interface SeedResult {
  schools: BenchSchool[];
  reader: { id: string; email: string; drives: number };
  users: number;
  drives: number;
  auditRows: number;
  seconds: number;
}

interface StudentInfo {
  id: string;
  school: { id: string; city: City; place: Coordinates; teacherIds: string[]; teacherNames: string[] };
  parent: { id: string; name: string } | null;
}

export async function seedBench(client: pg.Client, o: SeedOptions): Promise<SeedResult> {
  const t0 = Date.now();
  const log = o.log ?? (() => {});
  const rnd = prng(o.seed ?? 20260101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const now = o.now ?? new Date();

  const hashRow = await client.query<{ password: string }>(
    `select a.password from account a join "user" u on u.id = a."userId" where u.email = 'student@roadlog.test' and a."providerId" = 'credential'`,
  );
  const passwordHash = hashRow.rows[0]?.password;
  if (!passwordHash) throw new Error('The demo accounts are missing: start the server with SEED_DEMO=true first.');
  const demo = await client.query<{ id: string; email: string; organizationId: string | null }>(
    `select id, email, "organizationId" from "user" where email in ('student@roadlog.test', 'parent@roadlog.test', 'teacher@roadlog.test', 'teacher2@roadlog.test')`,
  );
  const demoId = (email: string) => demo.rows.find((r) => r.email === email)?.id ?? '';

  // Schools, each with an owner and three teachers.
  const userCols = [
    'id',
    'name',
    'email',
    'emailVerified',
    'role',
    'organizationId',
    'studentIds',
    'parentEmail',
    'firstName',
    'lastName',
    'state',
    'contactEmail',
    'zip',
    'temporaryPassword',
    'status',
    'preferredLanguage',
    'createdAt',
    'updatedAt',
  ];
  const users: Row[] = [];
  const orgs: Row[] = [];
  const schools: StudentInfo['school'][] = [];
  const benchSchools: BenchSchool[] = [];
  const created = new Date(now.getTime() - (HISTORY_DAYS + FREE_DAYS + 30) * DAY_MS);
  const person = (
    role: Role,
    email: string,
    orgId: string | null,
    state: string,
    zip: string | null,
    extra: { studentIds?: string[]; parentEmail?: string | null } = {},
  ) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    const id = authId();
    users.push([
      id,
      `${first} ${last}`,
      email,
      true,
      role,
      orgId,
      extra.studentIds ?? [],
      extra.parentEmail ?? null,
      first,
      last,
      state,
      email,
      zip,
      false,
      'active',
      'en',
      created,
      created,
    ]);
    return { id, name: `${first} ${last}` };
  };

  for (let s = 0; s < o.schools; s++) {
    const city = CITIES[s % CITIES.length]!;
    const id = `bench-school-${String(s + 1).padStart(3, '0')}`;
    const centre = zipCentroid(city.zip) ?? { latitude: 38.58, longitude: -121.49 };
    const owner = person('organization', `owner${s + 1}@bench.roadlog.test`, id, city.state, city.zip);
    const teachers = [1, 2, 3].map((k) => ({
      ...person('teacher', `teacher${s + 1}-${k}@bench.roadlog.test`, id, city.state, city.zip),
      email: `teacher${s + 1}-${k}@bench.roadlog.test`,
    }));
    orgs.push([
      id,
      `${city.city} ${s < CITIES.length ? 'Driving Academy' : 'Road School'}`,
      city.state,
      `${100 + s} Main St`,
      city.city,
      city.zip,
      `office${s + 1}@bench.roadlog.test`,
      '(555) 555-0100',
      'approved',
      owner.id,
      created,
      created,
      created,
    ]);
    schools.push({
      id,
      city,
      place: centre,
      teacherIds: teachers.map((t) => t.id),
      teacherNames: teachers.map((t) => t.name),
    });
    benchSchools.push({
      id,
      timeZone: city.timeZone,
      zip: city.zip,
      teacherEmails: teachers.map((t) => t.email),
      teacherIds: teachers.map((t) => t.id),
      studentIds: [],
    });
  }

  // Students (uneven school sizes) and parents: about 70% have a parent account here, and a
  // quarter of those share it with a sibling.
  const weights = schools.map(() => 0.4 + rnd());
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const students: StudentInfo[] = [];
  const parents: { id: string; name: string; email: string; state: string; zip: string; studentIds: string[] }[] = [];
  let n = 0;
  for (let s = 0; s < schools.length; s++) {
    const school = schools[s]!;
    const count = s === schools.length - 1 ? o.students - n : Math.round((weights[s]! / weightSum) * o.students);
    let lastParent: (typeof parents)[number] | null = null;
    for (let i = 0; i < count; i++, n++) {
      const id = authId();
      let parent: (typeof parents)[number] | null = null;
      if (rnd() < 0.7) {
        if (lastParent && lastParent.studentIds.length < 3 && rnd() < 0.25) parent = lastParent;
        else {
          const first = pick(FIRST);
          const last = pick(LAST);
          parent = {
            id: authId(),
            name: `${first} ${last}`,
            email: `parent${parents.length + 1}@bench.roadlog.test`,
            state: school.city.state,
            zip: school.city.zip,
            studentIds: [],
          };
          parents.push(parent);
        }
        parent.studentIds.push(id);
        lastParent = parent;
      }
      const first = pick(FIRST);
      const last = parent?.name.split(' ')[1] ?? pick(LAST);
      const email = `student${n + 1}@bench.roadlog.test`;
      users.push([
        id,
        `${first} ${last}`,
        email,
        true,
        'student',
        school.id,
        [],
        parent?.email ?? null,
        first,
        last,
        school.city.state,
        email,
        school.city.zip,
        false,
        'active',
        'en',
        created,
        created,
      ]);
      students.push({ id, school, parent: parent ? { id: parent.id, name: parent.name } : null });
      benchSchools[s]!.studentIds.push(id);
    }
  }
  for (const p of parents) {
    const [first, last] = p.name.split(' ');
    users.push([
      p.id,
      p.name,
      p.email,
      true,
      'parent',
      null,
      p.studentIds,
      null,
      first,
      last,
      p.state,
      p.email,
      p.zip,
      false,
      'active',
      'en',
      created,
      created,
    ]);
  }

  log(`  ${users.length} users in ${o.schools} schools…`);
  await client.query('begin');
  // Users first: a school names its owner (user."organizationId" has no foreign key).
  await insertRows(client, 'user', userCols, users);
  await insertRows(
    client,
    'organization',
    [
      'id',
      'name',
      'state',
      'address',
      'cityCounty',
      'zip',
      'contactEmail',
      'contactPhone',
      'status',
      'ownerId',
      'statusChangedAt',
      'createdAt',
      'updatedAt',
    ],
    orgs,
  );
  await insertRows(
    client,
    'account',
    ['id', 'accountId', 'providerId', 'userId', 'password', 'createdAt', 'updatedAt'],
    users.map((u) => [authId(), u[0], 'credential', u[0], passwordHash, created, created]),
  );
  await client.query('commit');

  // The demo student Jamie is the reader: exactly `readerDrives` drives, supervised by Pat.
  const demoSchool = await client.query<{ zip: string }>(
    `select zip from organization where id = 'demo-school-sacramento'`,
  );
  const demoPlace = zipCentroid(demoSchool.rows[0]?.zip ?? '95814') ?? { latitude: 38.58, longitude: -121.49 };
  const reader: StudentInfo = {
    id: demoId('student@roadlog.test'),
    school: {
      id: 'demo-school-sacramento',
      city: { state: 'CA', city: 'Sacramento', zip: '95814', timeZone: 'America/Los_Angeles', offset: -8 },
      place: demoPlace,
      teacherIds: [demoId('teacher@roadlog.test'), demoId('teacher2@roadlog.test')],
      teacherNames: ['Tara Nguyen', 'Diego Alvarez'],
    },
    parent: { id: demoId('parent@roadlog.test'), name: 'Pat Parker' },
  };

  // How many drives each student has: uneven (some just started, some nearly done).
  const counts = students.map(() => rnd() ** 1.3);
  const countSum = counts.reduce((a, b) => a + b, 0);
  const remaining = Math.max(0, o.drives - o.readerDrives);
  const perStudent = counts.map((c) => Math.min(HISTORY_DAYS, Math.floor((c / countSum) * remaining)));
  let short = remaining - perStudent.reduce((a, b) => a + b, 0);
  for (let i = 0; short > 0; i = (i + 1) % perStudent.length) {
    if (perStudent[i]! < HISTORY_DAYS) {
      perStudent[i]!++;
      short--;
    }
  }

  const driveCols = [
    'id',
    'studentId',
    'organizationId',
    'supervisorType',
    'supervisorId',
    'supervisorName',
    'supervisorLicense',
    'startedAt',
    'endedAt',
    'timeZone',
    'durationMinutes',
    'nightMinutes',
    'nightMinutesComputed',
    'startLabel',
    'startLat',
    'startLng',
    'endLabel',
    'endLat',
    'endLng',
    'track',
    'distanceKm',
    'odometerStart',
    'odometerEnd',
    'weather',
    'roadTypes',
    'traffic',
    'skills',
    'notes',
    'source',
    'status',
    'rejectionReason',
    'reviewedBy',
    'reviewedAt',
    'archivedAt',
    'archivedBy',
    'version',
    'createdBy',
    'createdAt',
    'updatedAt',
  ];
  const auditCols = ['actorId', 'action', 'entity', 'entityId', 'before', 'after', 'createdAt'];
  const freeFrom = now.getTime() - FREE_DAYS * DAY_MS;
  let driveTotal = 0;
  let auditTotal = 0;
  let driveBuffer: Row[] = [];
  let auditBuffer: Row[] = [];
  let generateMs = 0;
  let waitMs = 0;
  // One batch is inserted while the next is generated (the client sends and PostgreSQL works
  // while this thread builds rows); each batch is its own transaction.
  let inFlight: Promise<void> = Promise.resolve();
  const insertBatch = async (drives: Row[], audits: Row[]) => {
    await client.query('begin');
    await insertRows(client, 'driveLog', driveCols, drives);
    await insertRows(client, 'auditLog', auditCols, audits);
    await client.query('commit');
    driveTotal += drives.length;
    auditTotal += audits.length;
  };
  const flush = async () => {
    const t = Date.now();
    await inFlight;
    waitMs += Date.now() - t;
    if (!driveBuffer.length) return;
    inFlight = insertBatch(driveBuffer, auditBuffer);
    inFlight.catch(() => {}); // rethrown by the next `await inFlight`
    driveBuffer = [];
    auditBuffer = [];
  };

  const driveRowsFor = (student: StudentInfo, count: number, archiveShare: number, trackEverySeconds: number) => {
    const { school } = student;
    // Distinct days, newest first: at most one drive a day, so they never overlap.
    const days = new Set<number>();
    while (days.size < count) days.add(int(2, HISTORY_DAYS + 1));
    let odometer = int(5_000, 90_000);
    for (const day of [...days].sort((a, b) => b - a)) {
      const localMidnight = Math.floor((freeFrom - day * DAY_MS) / DAY_MS) * DAY_MS - school.city.offset * 3600_000;
      const duration = int(20, 120);
      // Mostly afternoons and evenings, some mornings; drives end by 23:00 local time.
      const startLocalMin = rnd() < 0.2 ? int(7 * 60, 11 * 60) : int(14 * 60, 23 * 60 - duration);
      const start = new Date(localMidnight + startLocalMin * MINUTE_MS);
      const end = new Date(start.getTime() + duration * MINUTE_MS);
      const sourceDraw = rnd();
      const source = sourceDraw < 0.55 ? 'live' : sourceDraw < 0.95 ? 'manual' : 'import';
      const origin: Coordinates = {
        latitude: school.place.latitude + (rnd() - 0.5) * 0.1,
        longitude: school.place.longitude + (rnd() - 0.5) * 0.1,
      };

      let track: TrackPoint[] | null = null;
      if (source === 'live') {
        const full: TrackPoint[] = [];
        let lat = origin.latitude;
        let lng = origin.longitude;
        let heading = rnd() * 2 * Math.PI;
        for (let t = 0; t <= duration * 60; t += trackEverySeconds) {
          full.push([Math.round(lat * 1e6) / 1e6, Math.round(lng * 1e6) / 1e6, start.getTime() + t * 1000]);
          heading += (rnd() - 0.5) * 0.6;
          const metres = trackEverySeconds * (6 + rnd() * 18);
          lat += (Math.cos(heading) * metres) / 111_320;
          lng += (Math.sin(heading) * metres) / (111_320 * Math.cos((lat * Math.PI) / 180));
        }
        track = full;
      }
      const place = track ? { latitude: track[0]![0], longitude: track[0]![1] } : school.place;
      const night = computeNightMinutes(start, end, place);

      const supDraw = rnd();
      let supervisor: [string, string | null, string, string | null];
      if (supDraw < 0.5 && student.parent) supervisor = ['parent', student.parent.id, student.parent.name, null];
      else if (supDraw < 0.87) {
        const k = int(0, school.teacherIds.length - 1);
        supervisor = ['teacher', school.teacherIds[k]!, school.teacherNames[k]!, null];
      } else supervisor = ['other', null, `${pick(FIRST)} ${pick(LAST)}`, `D${int(1_000_000, 9_999_999)}`];

      const recent = end.getTime() > now.getTime() - 30 * DAY_MS;
      const statusDraw = rnd();
      const status = recent
        ? statusDraw < 0.5
          ? 'submitted'
          : 'approved'
        : statusDraw < 0.85
          ? 'approved'
          : statusDraw < 0.95
            ? 'submitted'
            : 'rejected';
      const reviewer = status === 'submitted' ? null : (supervisor[1] ?? school.teacherIds[0]!);
      const reviewedAt = reviewer ? new Date(end.getTime() + int(1, 72) * 3600_000) : null;
      const createdBy = source === 'live' ? student.id : (supervisor[1] ?? student.id);
      const createdAt = new Date(end.getTime() + int(1, source === 'live' ? 3 : 600) * MINUTE_MS);
      const archived = rnd() < archiveShare ? new Date((reviewedAt ?? createdAt).getTime() + DAY_MS) : null;

      const weather = [rnd() < 0.6 ? 'clear' : pick(['rain', 'rain', 'wind', 'fog', 'snow', 'ice'])];
      if (rnd() < 0.1) weather.push(pick(['wind', 'rain', 'fog']));
      const roads = new Set<string>();
      const roadCount = int(1, 3);
      while (roads.size < roadCount)
        roads.add(pick(['residential', 'residential', 'urban', 'urban', 'rural', 'highway', 'parking-lot', 'gravel']));
      const skills = new Set<string>();
      const skillCount = int(0, 4);
      while (skills.size < skillCount) skills.add(pick(SKILLS));
      const withOdometer = source === 'manual' && rnd() < 0.4;
      const km = track ? trackDistanceKm(track) : null;
      const odoStart = withOdometer ? odometer : null;
      const odoEnd = withOdometer ? odometer + Math.round(duration * 0.6) : null;
      odometer += Math.round(duration * 0.7) + int(0, 300);
      const stored = track ? downsampleTrack(track) : null;

      const id = crypto.randomUUID();
      driveBuffer.push([
        id,
        student.id,
        school.id,
        supervisor[0],
        supervisor[1],
        supervisor[2],
        supervisor[3],
        start,
        end,
        school.city.timeZone,
        duration,
        night,
        night,
        pick(PLACES),
        track ? place.latitude : null,
        track ? place.longitude : null,
        pick(PLACES),
        stored ? stored.at(-1)![0] : null,
        stored ? stored.at(-1)![1] : null,
        stored,
        km,
        odoStart,
        odoEnd,
        [...new Set(weather)],
        [...roads],
        rnd() < 0.1 ? null : pick(['light', 'light', 'moderate', 'heavy']),
        [...skills],
        pick(NOTES),
        source,
        status,
        status === 'rejected' ? 'Times do not match the school schedule.' : null,
        reviewer,
        reviewedAt,
        archived,
        archived ? student.id : null,
        1,
        createdBy,
        createdAt,
        archived ?? reviewedAt ?? createdAt,
      ]);
      auditBuffer.push([
        createdBy,
        'create',
        'driveLog',
        id,
        null,
        {
          startedAt: start.toISOString(),
          endedAt: end.toISOString(),
          durationMinutes: duration,
          nightMinutes: night,
          source,
          supervisor: supervisor[2],
        },
        createdAt,
      ]);
      if (reviewer && reviewedAt) {
        auditBuffer.push([
          reviewer,
          status === 'approved' ? 'approve' : 'reject',
          'driveLog',
          id,
          { status: 'submitted' },
          { status },
          reviewedAt,
        ]);
      }
      if (archived) auditBuffer.push([student.id, 'archive', 'driveLog', id, null, null, archived]);
    }
  };

  log(`  ${o.drives} drives for ${students.length + 1} students…`);
  // None of the reader's drives is archived, so the list answers exactly `readerDrives`.
  driveRowsFor(reader, o.readerDrives, 0, 5);
  for (let i = 0; i < students.length; i++) {
    const t = Date.now();
    driveRowsFor(students[i]!, perStudent[i]!, 0.02, o.trackEverySeconds ?? 60);
    generateMs += Date.now() - t;
    if (driveBuffer.length >= 5000) await flush();
  }
  await flush();
  await flush();
  log(
    `  rows generated in ${(generateMs / 1000).toFixed(1)} s, ${(waitMs / 1000).toFixed(1)} s more waiting for inserts; vacuum analyze…`,
  );
  await client.query('vacuum analyze');

  return {
    schools: benchSchools,
    reader: { id: reader.id, email: 'student@roadlog.test', drives: o.readerDrives },
    users: users.length,
    drives: driveTotal,
    auditRows: auditTotal,
    seconds: (Date.now() - t0) / 1000,
  };
}
