import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SkillEvent } from '../../../../shared/api/skills';

const dateOf = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));

/** Every change and practice of one skill, newest first: what changed, who, when, which drive. */
export function SkillHistory({ events, headingId }: { events: SkillEvent[]; headingId: string }) {
  const { t, i18n } = useTranslation();
  if (events.length === 0) return <Typography color="text.secondary">{t('skills.history.empty')}</Typography>;
  return (
    <List dense disablePadding aria-labelledby={headingId}>
      {events.map((e) => {
        const who = e.actorName ?? t('skills.history.someone');
        const what =
          e.from === e.to
            ? t('skills.history.practised', { level: t(`skills.levels.${e.to}`) })
            : t('skills.history.changed', { from: t(`skills.levels.${e.from}`), to: t(`skills.levels.${e.to}`) });
        return (
          <ListItem key={e.id} disableGutters sx={{ display: 'block' }}>
            <ListItemText
              primary={what}
              secondary={
                <>
                  {t('skills.history.byOn', { name: who, date: dateOf(e.createdAt, i18n.language) })}
                  {e.driveId && (
                    <>
                      {' · '}
                      <Link component={RouterLink} to={`/drivelogs/${encodeURIComponent(e.driveId)}`}>
                        {e.driveStartedAt
                          ? t('skills.history.driveOf', { date: dateOf(e.driveStartedAt, i18n.language) })
                          : t('skills.history.drive')}
                      </Link>
                    </>
                  )}
                  {e.reason && (
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ display: 'block', fontStyle: 'italic', overflowWrap: 'anywhere' }}
                    >
                      {t('skills.history.reason', { reason: e.reason })}
                    </Typography>
                  )}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
