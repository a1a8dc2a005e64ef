import type { Page } from '@playwright/test';
import { NEW_PASSWORD, uniqueEmail } from './accounts';

export interface NewParent {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export interface NewSchool {
  schoolName: string;
  address: string;
  cityCounty: string;
  zip: string;
  contactEmail: string;
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newParent(): NewParent {
  return {
    firstName: 'Casey',
    lastName: 'Tester',
    email: uniqueEmail('parent'),
    phone: '(916) 555-0101',
    password: NEW_PASSWORD,
  };
}

export function newSchool(): NewSchool {
  const stamp = Date.now();
  return {
    schoolName: `Test Driving Academy ${stamp}`,
    address: '100 Main Street',
    cityCounty: 'Fresno',
    zip: '93721',
    contactEmail: uniqueEmail('office'),
    phone: '(559) 555-0123',
    firstName: 'Robin',
    lastName: 'Owner',
    email: uniqueEmail('owner'),
    password: NEW_PASSWORD,
  };
}

/** The body of POST /api/registrations/organization for `school`, registering it in `state`. */
export function organizationRegistration(school: NewSchool, state = 'CA') {
  return {
    firstName: school.firstName,
    lastName: school.lastName,
    email: school.email,
    password: school.password,
    contactPhone: school.phone,
    state,
    schoolName: school.schoolName,
    address: school.address,
    cityCounty: school.cityCounty,
    zip: school.zip,
    contactEmail: school.contactEmail,
  };
}

/** MUI text fields: the accessible name is the label (the required "*" is hidden from it). */
async function fill(page: Page, label: string, value: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).fill(value);
}

/** The MUI state select: open the combobox, pick the option. */
async function chooseState(page: Page, stateName: string): Promise<void> {
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: stateName, exact: true }).click();
}

/** Fills and submits /register/parent. */
export async function registerParentThroughUI(page: Page, parent: NewParent): Promise<void> {
  await page.goto('/register/parent');
  await fill(page, 'First name', parent.firstName);
  await fill(page, 'Last name', parent.lastName);
  await fill(page, 'E-mail address', parent.email);
  await fill(page, 'Phone number', parent.phone);
  await chooseState(page, 'California');
  await fill(page, 'Password', parent.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Fills and submits /register/organization. */
export async function registerSchoolThroughUI(page: Page, school: NewSchool): Promise<void> {
  await page.goto('/register/organization');
  await fill(page, 'School name', school.schoolName);
  await fill(page, 'Street address', school.address);
  await fill(page, 'City or county', school.cityCounty);
  await fill(page, 'ZIP code', school.zip);
  await chooseState(page, 'California');
  await fill(page, 'School e-mail address', school.contactEmail);
  await fill(page, 'Phone number', school.phone);
  await fill(page, 'First name', school.firstName);
  await fill(page, 'Last name', school.lastName);
  await fill(page, 'Your e-mail address (for signing in)', school.email);
  await fill(page, 'Password', school.password);
  await page.getByRole('button', { name: 'Register school' }).click();
}
