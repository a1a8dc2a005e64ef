import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSkillsTree } from '../../../api/skills-tree';

interface Props {
  value: readonly string[];
  onChange: (skills: string[]) => void;
  disabled?: boolean;
}

/**
 * "Skills practised" on a drive: the skills of the tree by name, grouped by tier, searchable.
 * Ids the tree does not know (older drives) stay as they are and show as written.
 */
export function SkillPicker({ value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const tree = useSkillsTree();
  const { options, nameOf, tierOf } = useMemo(() => {
    const skills = tree.data?.skills ?? [];
    const tiers = new Map((tree.data?.tiers ?? []).map((x) => [x.id, x.name]));
    const names = new Map(skills.map((s) => [s.id, s.name]));
    const tierNames = new Map(skills.map((s) => [s.id, tiers.get(s.tier) ?? '']));
    return {
      options: skills.map((s) => s.id),
      nameOf: (id: string) => names.get(id) ?? id,
      tierOf: (id: string) => tierNames.get(id) ?? '',
    };
  }, [tree.data]);
  return (
    <Autocomplete
      multiple
      options={options}
      value={[...value]}
      onChange={(_e, next) => onChange(next)}
      getOptionLabel={nameOf}
      groupBy={tierOf}
      filterSelectedOptions
      disabled={disabled}
      loading={tree.isPending}
      noOptionsText={t('skills.picker.noOptions')}
      renderInput={(params) => (
        <TextField {...params} label={t('skills.picker.label')} helperText={t('skills.picker.help')} />
      )}
    />
  );
}
