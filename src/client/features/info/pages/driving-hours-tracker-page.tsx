import { TestPrepPage } from '../components/test-prep/test-prep-page';

/** /driving-hours-tracker: why and how supervised hours are logged, with a preview of the tracker. */
export default function DrivingHoursTrackerPage() {
  return <TestPrepPage pageKey="hoursTracker" tool={{ kind: 'tracker' }} primary="parent" />;
}
