import { TestPrepPage } from '../components/test-prep/test-prep-page';

/** /learners-permit-test: what the permit (knowledge) test is, what it covers and how to prepare. */
export default function LearnersPermitTestPage() {
  return (
    <TestPrepPage pageKey="learnersPermit" tool={{ kind: 'questions', category: 'road-signs' }} primary="practice" />
  );
}
