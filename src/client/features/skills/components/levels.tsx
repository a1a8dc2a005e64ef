import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import TimelapseIcon from '@mui/icons-material/Timelapse';
import WbIncandescentOutlinedIcon from '@mui/icons-material/WbIncandescentOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SKILL_LEVELS, type SkillLevel } from '../../../../shared/api/skills';

/** Each level has an icon and a shape as well as a colour, so colour is never the only cue. */
export const LEVEL_STYLE: Record<
  SkillLevel,
  { icon: typeof CheckCircleIcon; color: string; background: string; border: string }
> = {
  'not-started': {
    icon: RadioButtonUncheckedIcon,
    color: 'text.secondary',
    background: 'background.paper',
    border: 'divider',
  },
  introduced: { icon: WbIncandescentOutlinedIcon, color: 'info.dark', background: '#e3f2fd', border: 'info.main' },
  practising: { icon: TimelapseIcon, color: 'warning.dark', background: '#fff3e0', border: 'warning.main' },
  mastered: { icon: CheckCircleIcon, color: 'success.dark', background: '#e8f5e9', border: 'success.main' },
};

export function LevelIcon({
  level,
  fontSize = 'small',
}: {
  level: SkillLevel;
  fontSize?: 'small' | 'inherit' | 'medium';
}) {
  const Icon = LEVEL_STYLE[level].icon;
  return <Icon aria-hidden="true" fontSize={fontSize} sx={{ color: LEVEL_STYLE[level].color }} />;
}

/** The four levels with their icons, as a legend for the tree. */
export function LevelLegend() {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('skills.legend')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}
    >
      {SKILL_LEVELS.map((level) => (
        <Stack component="li" key={level} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <LevelIcon level={level} />
          <Typography variant="body2">{t(`skills.levels.${level}`)}</Typography>
        </Stack>
      ))}
    </Box>
  );
}
