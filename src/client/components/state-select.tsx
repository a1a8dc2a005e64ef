import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { forwardRef } from 'react';
import { useRequirements } from '../api/requirements';

/** A select of the 50 states and DC. */
export const StateSelect = forwardRef<HTMLDivElement, TextFieldProps>(function StateSelect(props, ref) {
  const { data } = useRequirements();
  return (
    <TextField ref={ref} select fullWidth {...props} value={props.value ?? ''}>
      {(data ?? []).map((s) => (
        <MenuItem key={s.code} value={s.code}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
});
