import { TestPrepPage } from '../components/test-prep/test-prep-page';

/** /practice-test-questions: how the question bank is built and how to use practice questions well. */
export default function PracticeTestQuestionsPage() {
  return <TestPrepPage pageKey="practiceQuestions" tool={{ kind: 'questions' }} primary="practice" />;
}
