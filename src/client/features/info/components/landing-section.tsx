import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface LandingSectionProps {
  /** Anchor the top bar scrolls to (docs/product/routes-and-shell.md), with the 64 px header offset. */
  id: string;
  title: string;
  lead?: string;
  /** Alternate background, to separate neighbouring sections. */
  tinted?: boolean;
  children: ReactNode;
}

/** One titled section of the landing page. */
export function LandingSection({ id, title, lead, tinted = false, children }: LandingSectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{
        scrollMarginTop: '64px',
        py: { xs: 6, md: 9 },
        bgcolor: tinted ? 'background.paper' : 'transparent',
        borderTop: tinted ? 1 : 0,
        borderBottom: tinted ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Typography
          id={`${id}-title`}
          variant="h4"
          component="h2"
          sx={{ fontWeight: 700, mb: lead ? 1.5 : 4, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
        >
          {title}
        </Typography>
        {lead ? (
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ fontWeight: 400, fontSize: { xs: '1.0625rem', sm: '1.25rem' }, maxWidth: 760, mb: { xs: 4, md: 5 } }}
          >
            {lead}
          </Typography>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
