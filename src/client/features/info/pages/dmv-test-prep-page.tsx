import { TestPrepPage } from '../components/test-prep/test-prep-page';

/** /dmv-test-prep: a study plan for the DMV knowledge test. */
export default function DmvTestPrepPage() {
  return <TestPrepPage pageKey="dmvTestPrep" tool={{ kind: 'questions', category: 'right-of-way' }} primary="mock" />;
}
