/** The skills tree (GET /api/skills), read by the skills pages, the drive forms and drive plans. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SkillsTree } from '../../shared/api/skills';
import { baseLanguage } from '../../shared/languages';
import { api } from '../lib/api';

const skillsTreeKey = (language: string) => ['skills', 'tree', language] as const;

/** The whole tree with texts in the interface language (English where a text is missing). */
export function useSkillsTree() {
  const { i18n } = useTranslation();
  const language = baseLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useQuery({
    queryKey: skillsTreeKey(language),
    queryFn: () => api<SkillsTree>(`/api/skills?language=${encodeURIComponent(language)}`),
    staleTime: 60 * 60 * 1000,
  });
}
