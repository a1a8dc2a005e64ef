import { InstructorCalendar } from './instructor-calendar';

/** The school dashboard's calendar: every teacher's lessons, filterable by teacher (school admins). */
export function SchoolCalendarPanel({ organizationId }: { organizationId: string }) {
  return <InstructorCalendar organizationId={organizationId} schoolWide />;
}
