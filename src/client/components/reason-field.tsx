import TextField from '@mui/material/TextField';

/** Reasons are stored with the decision in the audit trail; the server accepts up to 500 characters. */
export const REASON_MAX = 500;

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The message to show under the field, when it is invalid. */
  error?: string | undefined;
  autoFocus?: boolean;
}

/** The required "reason" box of rejections, night corrections and amendments. */
export function ReasonField({ label, value, onChange, error, autoFocus = false }: Props) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      fullWidth
      multiline
      minRows={2}
      autoFocus={autoFocus}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
    />
  );
}
