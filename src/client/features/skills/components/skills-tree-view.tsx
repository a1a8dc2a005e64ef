import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Skill, SkillsTree } from '../../../../shared/api/skills';
import { SkillDialog, type StudentContext } from './skill-dialog';
import { SkillsGraph } from './skills-graph';
import { SkillsList } from './skills-list';

const VIEW_KEY = 'roadlog.skillsView';

/**
 * The tree drawn as a graph from 900 px and as a tiered list below (docs/product/skills.md); on wide screens
 * the list stays one click away for those who prefer it. Each skill opens its details.
 */
export function SkillsTreeView({ tree, student }: { tree: SkillsTree; student?: StudentContext }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [view, setView] = useState<'graph' | 'list'>(() =>
    localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'graph',
  );
  const [open, setOpen] = useState<Skill | null>(null);
  const showGraph = wide && view === 'graph';

  const choose = (next: 'graph' | 'list' | null) => {
    if (!next) return;
    setView(next);
    localStorage.setItem(VIEW_KEY, next);
  };

  return (
    <Box>
      {wide && (
        <ToggleButtonGroup
          value={view}
          exclusive
          onChange={(_e, v: 'graph' | 'list' | null) => choose(v)}
          aria-label={t('skills.view.label')}
          size="small"
          sx={{ mb: 2 }}
        >
          <ToggleButton value="graph">
            <AccountTreeIcon aria-hidden="true" fontSize="small" sx={{ marginInlineEnd: 1 }} />
            {t('skills.view.graph')}
          </ToggleButton>
          <ToggleButton value="list">
            <ViewListIcon aria-hidden="true" fontSize="small" sx={{ marginInlineEnd: 1 }} />
            {t('skills.view.list')}
          </ToggleButton>
        </ToggleButtonGroup>
      )}
      {showGraph ? (
        <SkillsGraph tree={tree} levels={student?.levels} onOpen={setOpen} />
      ) : (
        <SkillsList tree={tree} levels={student?.levels} onOpen={setOpen} />
      )}
      {open && (
        <SkillDialog tree={tree} skill={open} student={student} onClose={() => setOpen(null)} onOpen={setOpen} />
      )}
    </Box>
  );
}
