import type { LessonDriveDialogProps } from '../../features/calendar/components/lesson-status-actions';
import { LogDriveDialog } from '../../features/drive-logs/components/log-drive-dialog';

/** The calendar's "Log this drive" after a completed lesson: the drive-logs dialog, open. */
export function renderLessonDrive(props: LessonDriveDialogProps) {
  return <LogDriveDialog open {...props} />;
}
