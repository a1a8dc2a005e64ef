import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** Every icon has the same component type. */
type IconComponent = typeof CheckCircle;

interface AudiencePanelProps {
  icon: IconComponent;
  /** What this audience gets, one translated sentence each. */
  points: string[];
  cta: { label: string; to: string };
  /** A short practical note beside the call to action. */
  note: string;
}

/** The body of the organizations, parents and students sections: benefits and a call to action. */
export function AudiencePanel({ icon: Icon, points, cta, note }: AudiencePanelProps) {
  return (
    <Grid container spacing={{ xs: 3, md: 5 }} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <List disablePadding>
          {points.map((point) => (
            <ListItem key={point} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                <CheckCircle aria-hidden="true" color="success" />
              </ListItemIcon>
              <ListItemText primary={point} slotProps={{ primary: { variant: 'body1' } }} />
            </ListItem>
          ))}
        </List>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined" sx={{ borderColor: 'primary.main', borderWidth: 2 }}>
          <CardContent sx={{ p: 3, textAlign: 'start' }}>
            <Icon aria-hidden="true" color="primary" sx={{ fontSize: 48, mb: 1 }} />
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {note}
            </Typography>
            <Button component={RouterLink} to={cta.to} variant="contained" size="large" fullWidth>
              {cta.label}
            </Button>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
