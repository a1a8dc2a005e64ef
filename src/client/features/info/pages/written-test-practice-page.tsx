import { TestPrepPage } from '../components/test-prep/test-prep-page';

/** /written-test-practice: the written test's format and the rules with numbers in them. */
export default function WrittenTestPracticePage() {
  return (
    <TestPrepPage
      pageKey="writtenTest"
      tool={{ kind: 'questions', category: 'speed-and-following-distance' }}
      primary="mock"
    />
  );
}
