import Box from '@mui/material/Box';
import { useSkillsTree } from '../../../api/skills-tree';

/** The skills of a drive by name (ids the tree does not know show as written). */
export function SkillNameList({ ids }: { ids: readonly string[] }) {
  const tree = useSkillsTree();
  const names = new Map((tree.data?.skills ?? []).map((s) => [s.id, s.name]));
  return (
    <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
      {ids.map((id) => (
        <li key={id}>{names.get(id) ?? id}</li>
      ))}
    </Box>
  );
}
