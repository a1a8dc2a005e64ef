import { useAuth } from '../../../lib/auth-context';
import { usePeople } from '../../../api/organization-people';
import { useStudentOverviews } from '../../../api/student-overview';

export interface StudentOption {
  id: string;
  name: string;
}

/** Students the signed-in planner may plan for: the school's learners for staff, linked ones for parents. */
export function usePlannableStudents(): { students: StudentOption[]; loading: boolean } {
  const { user } = useAuth();
  const isParent = user?.role === 'parent';
  const people = usePeople(isParent ? undefined : (user?.organizationId ?? undefined));
  const linked = useStudentOverviews(isParent ? (user?.studentIds ?? []) : []);
  if (isParent) {
    return {
      students: linked.flatMap((q) => (q.data ? [{ id: q.data.student.id, name: q.data.student.name }] : [])),
      loading: linked.some((q) => q.isPending),
    };
  }
  return {
    students: (people.data?.students ?? []).map((p) => ({ id: p.id, name: p.name })),
    loading: people.isPending && Boolean(user?.organizationId),
  };
}
