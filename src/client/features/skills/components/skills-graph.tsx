import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Fragment, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Skill, SkillLevel, SkillsTree } from '../../../../shared/api/skills';
import { visuallyHidden } from '../../../components/visually-hidden';
import { edgePath, GRAPH, layoutGraph } from './graph-layout';
import { LEVEL_STYLE, LevelIcon } from './levels';

interface Props {
  tree: SkillsTree;
  /** Levels per skill id; absent for the public tree. */
  levels?: ReadonlyMap<string, SkillLevel>;
  onOpen: (skill: Skill) => void;
}

/**
 * The tree as a graph (wide screens): tiers as rows, prerequisite edges drawn in an SVG behind
 * the skills, which are ordinary buttons in reading order, so keyboard and screen-reader users
 * meet the same content as the tiered list (each button names its prerequisites).
 */
export function SkillsGraph({ tree, levels, onOpen }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const layout = useMemo(() => layoutGraph(tree), [tree]);
  const names = useMemo(() => new Map(tree.skills.map((s) => [s.id, s.name])), [tree]);
  const skills = useMemo(() => new Map(tree.skills.map((s) => [s.id, s])), [tree]);
  const [active, setActive] = useState<string | null>(null);
  const uid = useId();

  const edgeColor = (from: string, to: string) => {
    if (!active) return { stroke: theme.palette.grey[400], width: 1.25, opacity: 0.9 };
    if (to === active) return { stroke: theme.palette.primary.main, width: 2.5, opacity: 1 };
    if (from === active) return { stroke: theme.palette.secondary.main, width: 2.5, opacity: 1 };
    return { stroke: theme.palette.grey[300], width: 1, opacity: 0.5 };
  };

  return (
    <Box sx={{ position: 'relative', width: 1, height: layout.height }} data-testid="skills-graph">
      <Box
        component="svg"
        aria-hidden="true"
        focusable="false"
        viewBox={`0 0 1000 ${layout.height}`}
        preserveAspectRatio="none"
        sx={{ position: 'absolute', inset: 0, width: 1, height: layout.height, overflow: 'visible' }}
      >
        {layout.edges.map((e) => {
          const c = edgeColor(e.from, e.to);
          return (
            <path
              key={`${e.from}-${e.to}`}
              d={edgePath(e, rtl)}
              fill="none"
              stroke={c.stroke}
              strokeWidth={c.width}
              strokeOpacity={c.opacity}
              strokeDasharray={e.sameTier ? '4 3' : undefined}
              vectorEffect="non-scaling-stroke"
            />
          );
        })}
      </Box>
      {tree.tiers.map((tier, row) => (
        <Box key={tier.id} role="group" aria-labelledby={`${uid}-tier-${tier.id}`}>
          <Typography
            id={`${uid}-tier-${tier.id}`}
            component="h3"
            variant="subtitle2"
            style={{
              insetInlineStart: 0,
              top: layout.rows[row]!.y,
              width: `${GRAPH.labelWidth - 1}%`,
              minHeight: GRAPH.nodeHeight,
            }}
            sx={{
              position: 'absolute',
              display: 'flex',
              alignItems: 'center',
              color: 'text.secondary',
              lineHeight: 1.25,
            }}
          >
            {tier.name}
          </Typography>
          {tier.skills.map((id) => {
            const skill = skills.get(id);
            const place = layout.nodes.get(id);
            if (!skill || !place) return null;
            const level = levels ? (levels.get(id) ?? 'not-started') : undefined;
            const style = LEVEL_STYLE[level ?? 'not-started'];
            const needs = skill.prerequisites.map((p) => names.get(p) ?? p);
            return (
              <Fragment key={id}>
                <ButtonBase
                  aria-haspopup="dialog"
                  aria-label={
                    level ? t('skills.withLevel', { name: skill.name, level: t(`skills.levels.${level}`) }) : skill.name
                  }
                  aria-describedby={`${uid}-needs-${id}`}
                  onClick={() => onOpen(skill)}
                  onMouseEnter={() => setActive(id)}
                  onMouseLeave={() => setActive((a) => (a === id ? null : a))}
                  onFocus={() => setActive(id)}
                  onBlur={() => setActive((a) => (a === id ? null : a))}
                  data-skill={id}
                  style={{
                    insetInlineStart: `${place.x - place.width / 2}%`,
                    top: place.y,
                    width: `${place.width}%`,
                    height: GRAPH.nodeHeight,
                  }}
                  sx={{
                    position: 'absolute',
                    display: 'flex',
                    gap: 0.5,
                    alignItems: 'center',
                    justifyContent: 'flex-start',
                    px: 1,
                    textAlign: 'start',
                    borderRadius: 1,
                    border: 2,
                    borderColor: active === id ? 'primary.main' : style.border,
                    bgcolor: style.background,
                    boxShadow: active === id ? 3 : 0,
                    '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                  }}
                >
                  {level && <LevelIcon level={level} />}
                  <Typography
                    component="span"
                    sx={{
                      fontSize: '0.8rem',
                      lineHeight: 1.2,
                      fontWeight: 500,
                      display: '-webkit-box',
                      WebkitLineClamp: 3,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                      color: 'text.primary',
                    }}
                  >
                    {skill.name}
                  </Typography>
                </ButtonBase>
                {/* Outside the button, so it describes the button without repeating in its name. */}
                <Box component="span" id={`${uid}-needs-${id}`} sx={visuallyHidden}>
                  {needs.length ? t('skills.needs', { skills: needs.join(', ') }) : t('skills.noPrerequisites')}
                </Box>
              </Fragment>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
