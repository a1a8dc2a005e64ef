import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CertificateType } from '../../../../../shared/certificates';
import { formatDuration } from '../../../../lib/format';
import type { ComparedField } from '../offline-check';

/** What a certificate shows a reader: the same from Roadlog's records and from the signed content. */
export interface CertificateFactsData {
  type: CertificateType;
  student: string;
  school: string;
  state: string | null;
  issuedOn: string;
  minutes: number;
  nightMinutes: number;
}

/** An issue date (YYYY-MM-DD, UTC) in the reader's language: "March 14, 2026". */
export function formatIssuedOn(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** One fact as the reader sees it (for the list, and for naming a difference). */
export function factText(
  t: TFunction,
  language: string,
  field: ComparedField,
  facts: CertificateFactsData & { number?: string },
): string {
  switch (field) {
    case 'number':
      return facts.number ?? '';
    case 'type':
      return t(`certificateVerify.types.${facts.type}`);
    case 'state':
      return facts.state ?? t('certificateVerify.facts.noState');
    case 'issuedOn':
      return formatIssuedOn(facts.issuedOn, language);
    case 'minutes':
    case 'nightMinutes':
      return formatDuration(t, facts[field], language);
    default:
      return facts[field];
  }
}

export function factLabel(t: TFunction, field: ComparedField): string {
  return t(`certificateVerify.facts.${field}`);
}

const SHOWN: ComparedField[] = ['student', 'school', 'state', 'type', 'issuedOn', 'minutes', 'nightMinutes'];

/** The certificate's details as a description list: two columns from the tablet width, one on a phone. */
export function CertificateFacts({ facts, testId }: { facts: CertificateFactsData; testId?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }} data-testid={testId}>
      {SHOWN.map((field) => (
        <Grid key={field} size={{ xs: 12, sm: 6 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {factLabel(t, field)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {factText(t, i18n.language, field, facts)}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
