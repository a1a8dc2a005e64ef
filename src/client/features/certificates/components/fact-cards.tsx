import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FactCard {
  id: string;
  /** The card's first line (a name, a number, a checkbox with a name). */
  title: ReactNode;
  facts: { label: string; value: ReactNode }[];
  /** Buttons under the facts. */
  actions?: ReactNode;
}

/**
 * Rows of a table as a list of small cards (phones, below 600 px): every fact under its label, so
 * no column is clipped or scrolled out of sight.
 */
export function FactCards({ label, cards }: { label: string; cards: FactCard[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {cards.map((card) => (
        <Box component="li" key={card.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
          <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{card.title}</Box>
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
          {card.actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>{card.actions}</Box>}
        </Box>
      ))}
    </Box>
  );
}
