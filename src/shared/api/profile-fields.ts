/**
 * The limits of every stored profile field (people and schools), in one place. The forms that
 * set a field and every server path that writes it (registration, account, admin, invitations,
 * adding students, school settings) validate with these schemas, so both sides agree.
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages.js';
import { ROLES, USER_STATUSES } from '../roles.js';
import { text } from './text.js';

/** US states and DC, as in content/us-learner-requirements.json. */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

export const FIELD_LIMITS = {
  /** First and last names (the forms say "up to 100 characters"). */
  nameMax: 100,
  /** RFC 5321: a forward path holds at most 256 octets, angle brackets included. */
  emailMax: 254,
  schoolNameMin: 2,
  schoolNameMax: 150,
  addressMin: 3,
  addressMax: 200,
  cityCountyMin: 2,
  cityCountyMax: 100,
  /** Phone numbers: 7 to 25 characters of digits, spaces and + ( ) - . with at least 7 digits. */
  phoneMin: 7,
  phoneMax: 25,
} as const;

export const roleSchema = z.enum(ROLES);
export const userStatusSchema = z.enum(USER_STATUSES);
export const stateCodeSchema = z.enum(US_STATE_CODES);
export const languageSchema = z.enum(LANGUAGE_CODES as [string, ...string[]]);
export const emailSchema = text().trim().toLowerCase().max(FIELD_LIMITS.emailMax).email();
export const nameSchema = text().trim().min(1).max(FIELD_LIMITS.nameMax);
export const phoneSchema = text()
  .trim()
  .regex(
    new RegExp(
      `^(?=(?:\\D*\\d){${FIELD_LIMITS.phoneMin}})[+()\\-.\\s\\d]{${FIELD_LIMITS.phoneMin},${FIELD_LIMITS.phoneMax}}$`,
    ),
  );
export const zipSchema = text()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/);
export const schoolNameSchema = text().trim().min(FIELD_LIMITS.schoolNameMin).max(FIELD_LIMITS.schoolNameMax);
export const addressSchema = text().trim().min(FIELD_LIMITS.addressMin).max(FIELD_LIMITS.addressMax);
export const cityCountySchema = text().trim().min(FIELD_LIMITS.cityCountyMin).max(FIELD_LIMITS.cityCountyMax);
