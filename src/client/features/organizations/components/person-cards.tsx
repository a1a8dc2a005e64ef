import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

export interface PersonCard {
  id: string;
  /** The name, or a link to the person's page. */
  title: ReactNode;
  /** Label and value pairs, shown as a description list under the name. */
  facts: { label: string; value: ReactNode }[];
}

/** True below the `sm` breakpoint, where the school's people tables become a list of cards. */
export function usePhoneLayout(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'));
}

/**
 * People as a list of small cards (phones): a table of five or six columns does not fit 390 px,
 * and scrolling it sideways hides most columns; here every fact sits under its label.
 */
export function PersonCards({ label, cards }: { label: string; cards: PersonCard[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {cards.map((card) => (
        <Box component="li" key={card.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{card.title}</Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
              columnGap: 2,
              rowGap: 0.75,
              alignItems: 'center',
              m: 0,
              mt: 1,
            }}
          >
            {card.facts.map((fact) => (
              <Box key={fact.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {fact.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {fact.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
