import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';

interface Props<T extends string> {
  legend: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  labelOf: (option: T) => string;
  /** At most one choice (choosing it again clears it). */
  single?: boolean;
}

/**
 * A group of toggle chips under a legend (weather, road types, traffic). Each chip is a button
 * with aria-pressed, and a chosen one shows a tick as well as its colour.
 */
export function ChoiceChips<T extends string>({ legend, options, value, onChange, labelOf, single = false }: Props<T>) {
  const toggle = (option: T) => {
    const on = value.includes(option);
    if (single) onChange(on ? [] : [option]);
    else onChange(on ? value.filter((v) => v !== option) : options.filter((o) => o === option || value.includes(o)));
  };
  return (
    <FormControl component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {options.map((option) => {
          const on = value.includes(option);
          return (
            <Chip
              key={option}
              label={labelOf(option)}
              component="button"
              type="button"
              aria-pressed={on}
              clickable
              onClick={() => toggle(option)}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              {...(on ? { icon: <CheckIcon /> } : {})}
            />
          );
        })}
      </Box>
    </FormControl>
  );
}
