/**
 * CSV import of students: a dry run answers the preview with every row's problems; a commit
 * writes all rows in one transaction, and refuses (writing nothing) while any row has a problem.
 */
import type { FastifyInstance } from 'fastify';
import { emailSchema, FIELD_LIMITS } from '../../../shared/api/profile-fields.js';
import {
  MAX_IMPORT_ROWS,
  type ImportFileError,
  type ImportPreview,
  type ImportRow,
  type ImportRowError,
  type ImportStudentsBody,
} from '../../../shared/api/invitations.js';
import type { CurrentUser } from '../../auth/session.js';
import { AppError } from '../../errors.js';
import { addStudents, schoolForMembers, takenEmails } from './add-students.js';
import { normalizeHeader, parseCsv } from './csv.js';

const COLUMNS = {
  email: ['email', 'e-mail', 'emailaddress', 'studentemail', 'mail'],
  firstName: ['firstname', 'first', 'givenname', 'forename'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  parentEmail: ['parentemail', 'parent', 'guardianemail', 'parente-mail'],
} as const;
type Column = keyof typeof COLUMNS;

function findColumns(header: string[]): Partial<Record<Column, number>> {
  const names = header.map(normalizeHeader);
  const found: Partial<Record<Column, number>> = {};
  for (const [column, aliases] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
    const index = names.findIndex((n) => aliases.map(normalizeHeader).includes(n));
    if (index >= 0) found[column] = index;
  }
  return found;
}

export async function previewImport(app: FastifyInstance, organizationId: string, csv: string): Promise<ImportPreview> {
  const parsed = parseCsv(csv);
  const fileErrors: ImportFileError[] = [];
  if (parsed.unclosedQuote) fileErrors.push('unclosed-quote');
  const [header, ...records] = parsed.records;
  if (!header) return { rows: [], fileErrors: [...fileErrors, 'missing-header'], valid: false };
  const columns = findColumns(header.cells);
  if (columns.email === undefined || columns.firstName === undefined || columns.lastName === undefined) {
    return {
      rows: [],
      fileErrors: [
        ...fileErrors,
        columns.email === undefined && columns.firstName === undefined ? 'missing-header' : 'missing-column',
      ],
      valid: false,
    };
  }
  if (records.length === 0) fileErrors.push('no-rows');
  if (records.length > MAX_IMPORT_ROWS) fileErrors.push('too-many-rows');

  const cell = (cells: string[], column: Column) => {
    const i = columns[column];
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  const rows: ImportRow[] = records.slice(0, MAX_IMPORT_ROWS).map(({ line, cells }) => {
    const rawEmail = cell(cells, 'email');
    const email = emailSchema.safeParse(rawEmail);
    const rawParent = cell(cells, 'parentEmail');
    const parent = rawParent ? emailSchema.safeParse(rawParent) : null;
    const firstName = cell(cells, 'firstName');
    const lastName = cell(cells, 'lastName');
    const errors: ImportRowError[] = [];
    if (!rawEmail) errors.push('email-missing');
    else if (!email.success) errors.push('email-invalid');
    if (!firstName) errors.push('first-name-missing');
    if (!lastName) errors.push('last-name-missing');
    if (firstName.length > FIELD_LIMITS.nameMax || lastName.length > FIELD_LIMITS.nameMax) errors.push('name-too-long');
    if (parent && !parent.success) errors.push('parent-email-invalid');
    const normalized = email.success ? email.data : rawEmail.toLowerCase();
    if (parent?.success && parent.data === normalized) errors.push('parent-email-same-as-student');
    return {
      line,
      email: normalized,
      firstName,
      lastName,
      parentEmail: parent?.success ? parent.data : rawParent || null,
      errors,
    };
  });

  const seen = new Map<string, number>();
  for (const row of rows) {
    if (!row.email || row.errors.includes('email-invalid')) continue;
    if (seen.has(row.email)) row.errors.push('email-duplicate-in-file');
    else seen.set(row.email, row.line);
  }
  const taken = await takenEmails(app, organizationId, [...seen.keys()]);
  for (const row of rows) {
    if (taken.accounts.has(row.email)) row.errors.push('email-has-account');
    else if (taken.invited.has(row.email)) row.errors.push('email-invited');
  }
  const valid = fileErrors.length === 0 && rows.length > 0 && rows.every((r) => r.errors.length === 0);
  return { rows, fileErrors, valid };
}

export async function importStudents(
  app: FastifyInstance,
  actor: CurrentUser,
  organizationId: string,
  body: ImportStudentsBody,
): Promise<ImportPreview> {
  const school = await schoolForMembers(app, actor, organizationId, 'student');
  const preview = await previewImport(app, school.id, body.csv);
  if (body.dryRun) return preview;
  if (!preview.valid)
    throw new AppError('import-has-errors', 'Fix the rows with problems first; nothing was imported.');
  const created = await addStudents(
    app,
    actor,
    school,
    body.mode,
    preview.rows.map((r) => ({
      line: r.line,
      email: r.email,
      firstName: r.firstName,
      lastName: r.lastName,
      parentEmail: r.parentEmail,
    })),
  );
  return { ...preview, created };
}
