/** The seven test-prep guides of docs/product/exams.md, in the order they are listed to readers. */
export const TEST_PREP_PAGES = [
  { key: 'learnersPermit', path: '/learners-permit-test' },
  { key: 'dmvTestPrep', path: '/dmv-test-prep' },
  { key: 'practiceQuestions', path: '/practice-test-questions' },
  { key: 'writtenTest', path: '/written-test-practice' },
  { key: 'drivingTest', path: '/driving-test-practice' },
  { key: 'hoursTracker', path: '/driving-hours-tracker' },
  { key: 'studentApp', path: '/student-driver-app' },
] as const;

export type TestPrepPageKey = (typeof TEST_PREP_PAGES)[number]['key'];
