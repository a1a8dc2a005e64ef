import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Skill, SkillLevel, SkillsTree } from '../../../../shared/api/skills';
import { visuallyHidden } from '../../../components/visually-hidden';
import { LevelIcon } from './levels';

interface Props {
  tree: SkillsTree;
  levels?: ReadonlyMap<string, SkillLevel>;
  onOpen: (skill: Skill) => void;
}

/** The tree as a tiered list (phones, and the list view on wide screens): tier headings, each skill with what it needs. */
export function SkillsList({ tree, levels, onOpen }: Props) {
  const { t } = useTranslation();
  const uid = useId();
  const skills = useMemo(() => new Map(tree.skills.map((s) => [s.id, s])), [tree]);
  return (
    <Box data-testid="skills-list">
      {tree.tiers.map((tier, index) => (
        <Box key={tier.id} component="section" aria-labelledby={`${uid}-${tier.id}`} sx={{ mb: 3 }}>
          <Typography id={`${uid}-${tier.id}`} variant="h6" component="h3">
            {t('skills.tierNumber', { number: index + 1, name: tier.name })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {tier.description}
          </Typography>
          <List disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {tier.skills.map((id, i) => {
              const skill = skills.get(id);
              if (!skill) return null;
              const level = levels?.get(id);
              const needs = skill.prerequisites.map((p) => skills.get(p)?.name ?? p);
              return (
                <ListItem key={id} disablePadding divider={i < tier.skills.length - 1}>
                  <ListItemButton onClick={() => onOpen(skill)} aria-haspopup="dialog" data-skill={id}>
                    {levels && (
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        <LevelIcon level={level ?? 'not-started'} fontSize="medium" />
                      </ListItemIcon>
                    )}
                    <ListItemText
                      primary={
                        <>
                          {skill.name}
                          {levels && (
                            <Box
                              component="span"
                              sx={visuallyHidden}
                            >{`, ${t(`skills.levels.${level ?? 'not-started'}`)}`}</Box>
                          )}
                        </>
                      }
                      secondary={
                        needs.length ? t('skills.needs', { skills: needs.join(', ') }) : t('skills.noPrerequisites')
                      }
                      slotProps={{
                        primary: { sx: { fontWeight: 500 } },
                        secondary: { sx: { overflowWrap: 'anywhere' } },
                      }}
                    />
                    <ChevronRightIcon
                      aria-hidden="true"
                      sx={{
                        color: 'text.secondary',
                        transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none'),
                      }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Box>
      ))}
    </Box>
  );
}
