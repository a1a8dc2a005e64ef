import { TestPrepPage } from '../components/test-prep/test-prep-page';

/** /student-driver-app: what Roadlog does for students, parents and schools, with a preview. */
export default function StudentDriverAppPage() {
  return <TestPrepPage pageKey="studentApp" tool={{ kind: 'app' }} primary="parent" />;
}
