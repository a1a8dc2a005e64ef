import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPassword, policyRules, UnsupportedPolicyVersionError } from '../../shared/password-policy';
import { usePasswordPolicy } from '../api/password-policy';
import { visuallyHidden } from './visually-hidden';

type Props = TextFieldProps & { value: string; showRules?: boolean };

/** A password input; with showRules it checks the policy live, with the server's own function. */
export const PasswordField = forwardRef<HTMLDivElement, Props>(function PasswordField(
  { value, showRules = false, ...props },
  ref,
) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const policy = usePasswordPolicy().data;
  let rules: { rule: string; ok: boolean; text: string }[] = [];
  let unsupported = false;
  if (showRules && policy) {
    try {
      const result = checkPassword(value, policy);
      rules = policyRules(policy).map((rule) => ({
        rule,
        ok: !result.failed.includes(rule),
        text: t(`auth.passwordRules.${rule}`, {
          count: rule === 'maxLength' ? (policy.maxLength ?? 0) : result.minLength,
        }),
      }));
    } catch (err) {
      unsupported = err instanceof UnsupportedPolicyVersionError;
    }
  }
  return (
    <Box ref={ref}>
      <TextField
        {...props}
        value={value}
        type={visible ? 'text' : 'password'}
        fullWidth
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={t(visible ? 'auth.hidePassword' : 'auth.showPassword')}
                  onClick={() => setVisible((v) => !v)}
                  edge="end"
                >
                  {visible ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {unsupported && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {t('errors.unsupported-password-policy-schema-version')}
        </Typography>
      )}
      {rules.length > 0 && (
        <Box component="ul" aria-label={t('auth.passwordRulesLabel')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {rules.map((r) => (
            <Box
              component="li"
              key={r.rule}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                color: r.ok ? 'success.main' : 'text.secondary',
                fontSize: 14,
              }}
            >
              {r.ok ? (
                <CheckCircleIcon fontSize="small" aria-hidden="true" />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" aria-hidden="true" />
              )}
              <span>
                {r.text}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {t(r.ok ? 'auth.ruleMet' : 'auth.ruleNotMet')}
                </Box>
              </span>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
});
