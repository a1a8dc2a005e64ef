import { TestPrepPage } from '../components/test-prep/test-prep-page';

/** /driving-test-practice: preparing for the behind-the-wheel road test. */
export default function DrivingTestPracticePage() {
  return <TestPrepPage pageKey="drivingTest" tool={{ kind: 'questions', category: 'safe-driving' }} primary="parent" />;
}
