import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PromoPanel } from './promo-panel';

interface InfoPageLayoutProps {
  title: string;
  /** A short introduction under the title. */
  lead?: ReactNode;
  /** A small line under the title, such as "Last updated: …". */
  meta?: ReactNode;
  /** Ends the page with the promotional panel when the `adPanels` flag is on (docs/product/routes-and-shell.md#feature-flags). */
  promo?: boolean;
  children: ReactNode;
}

/** The frame shared by the about, FAQ, legal and licensing pages: one h1, a narrow column. */
export function InfoPageLayout({ title, lead, meta, promo = false, children }: InfoPageLayoutProps) {
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 6 } }}>
      <Box component="header" sx={{ mb: 4 }}>
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: '2rem', sm: '2.5rem', md: '3rem' }, fontWeight: 600 }}
        >
          {title}
        </Typography>
        {meta ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {meta}
          </Typography>
        ) : null}
        {lead ? (
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ mt: 2, fontWeight: 400, fontSize: { xs: '1.0625rem', sm: '1.25rem' } }}
          >
            {lead}
          </Typography>
        ) : null}
      </Box>
      {children}
      {promo ? <PromoPanel /> : null}
    </Container>
  );
}

/** Formats an ISO date (YYYY-MM-DD) as a long date in the interface language, e.g. "22 November 2026". */
export function formatLongDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  // English legal pages use the unambiguous day-month-year order.
  const locale = language.startsWith('en') ? 'en-GB' : language;
  try {
    return new Intl.DateTimeFormat(locale, options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-GB', options).format(date);
  }
}
