/** Query and mutation hooks for the skills API (src/server/features/skills/routes.ts). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetSkillLevelBody, SetSkillLevelResult, StudentSkills } from '../../../../shared/api/skills';
import { api } from '../../../lib/api';

/** A student's levels; the tree itself (['skills', 'tree', language]) is in api/skills-tree.ts, read by other features too. */
export const skillKeys = {
  student: (studentId: string) => ['skills', 'student', studentId] as const,
};

export function useStudentSkills(studentId: string) {
  return useQuery({
    queryKey: skillKeys.student(studentId),
    queryFn: () => api<StudentSkills>(`/api/students/${encodeURIComponent(studentId)}/skills`),
  });
}

export function useSetSkillLevel(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ skillId, ...body }: SetSkillLevelBody & { skillId: string }) =>
      api<SetSkillLevelResult>(`/api/students/${encodeURIComponent(studentId)}/skills/${encodeURIComponent(skillId)}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: skillKeys.student(studentId) }),
  });
}
