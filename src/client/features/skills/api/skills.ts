/** Query and mutation hooks for the skills API (src/server/features/skills/routes.ts). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SetSkillLevelBody, SetSkillLevelResult, SkillsTree, StudentSkills } from '../../../../shared/api/skills';
import { baseLanguage } from '../../../../shared/languages';
import { api } from '../../../lib/api';

export const skillKeys = {
  tree: (language: string) => ['skills', 'tree', language] as const,
  student: (studentId: string) => ['skills', 'student', studentId] as const,
};

/** The whole tree with texts in the interface language (English where a text is missing). */
export function useSkillsTree() {
  const { i18n } = useTranslation();
  const language = baseLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useQuery({
    queryKey: skillKeys.tree(language),
    queryFn: () => api<SkillsTree>(`/api/skills?language=${encodeURIComponent(language)}`),
    staleTime: 60 * 60 * 1000,
  });
}

export function useStudentSkills(studentId: string) {
  return useQuery({ queryKey: skillKeys.student(studentId), queryFn: () => api<StudentSkills>(`/api/students/${encodeURIComponent(studentId)}/skills`) });
}

export function useSetSkillLevel(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ skillId, ...body }: SetSkillLevelBody & { skillId: string }) =>
      api<SetSkillLevelResult>(`/api/students/${encodeURIComponent(studentId)}/skills/${encodeURIComponent(skillId)}`, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: skillKeys.student(studentId) }),
  });
}
