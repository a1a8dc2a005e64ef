import { InstructorCalendar } from './instructor-calendar';
import type { RenderLogDrive } from './lesson-status-actions';

/** The school dashboard's calendar: every teacher's lessons, filterable by teacher (school admins). */
export function SchoolCalendarPanel({
  organizationId,
  renderLogDrive,
}: {
  organizationId: string;
  renderLogDrive: RenderLogDrive;
}) {
  return <InstructorCalendar organizationId={organizationId} schoolWide renderLogDrive={renderLogDrive} />;
}
