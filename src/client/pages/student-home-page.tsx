import { useAuth } from '../lib/auth-context';
import { StudentDashboard } from './components/student-dashboard';

/** /user: the student's own dashboard. */
export default function StudentHomePage() {
  const { user } = useAuth();
  return user ? <StudentDashboard studentId={user.uid} own /> : null;
}
