import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_STATUSES, type Certificate } from '../../../../shared/api/certificates';
import { CERTIFICATE_TYPES } from '../../../../shared/certificates';
import { baseLanguage, directionOf } from '../../../../shared/languages';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { formatDuration } from '../../../lib/format';
import { certificatePdfPath, type CertificateFilter } from '../api/keys';
import { useRevokeCertificate, useSchoolCertificates } from '../api/school-certificates';
import { formatDay, formatIssuedOn, isolateNumber } from '../components/certificate-format';
import { CertificateNumber } from '../components/certificate-number';
import { CertificateStatusChip } from '../components/certificate-status-chip';
import { FactCards } from '../components/fact-cards';
import { usePhoneLayout } from '../components/phone-layout';
import { RevokeDialog } from './revoke-dialog';

/** The school's issued certificates, filtered by status and type, with their PDF and revocation. */
export function IssuedCertificates({ organizationId, canRevoke }: { organizationId: string; canRevoke: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const headingId = useId();
  const phone = usePhoneLayout();
  const [filter, setFilter] = useState<CertificateFilter>({});
  const list = useSchoolCertificates(organizationId, filter);
  const revoke = useRevokeCertificate();
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);

  const hoursOf = (c: Certificate) =>
    t('certificates.issued.hours', {
      total: formatDuration(t, c.minutes, lang),
      night: formatDuration(t, c.nightMinutes, lang),
    });
  const statusOf = (c: Certificate) => (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <CertificateStatusChip status={c.status} />
      {c.status === 'revoked' && (
        <Typography variant="body2" color="text.secondary">
          {revokedText(t, lang, c)}
        </Typography>
      )}
      {c.manualReason && (
        <Typography variant="body2" color="text.secondary">
          {t('certificates.issued.manual', { reason: c.manualReason })}
        </Typography>
      )}
    </Stack>
  );
  const actionsOf = (c: Certificate) => {
    const number = isolateNumber(c.number, directionOf(lang));
    return (
      <>
        <Button
          size="small"
          component="a"
          href={certificatePdfPath(c.id, baseLanguage(lang))}
          download
          startIcon={<PictureAsPdfIcon aria-hidden="true" />}
          aria-label={t('certificates.issued.pdfFor', { number })}
        >
          {t('certificates.issued.pdf')}
        </Button>
        {canRevoke && c.status === 'valid' && (
          <Button
            size="small"
            color="error"
            onClick={() => {
              revoke.reset();
              setRevoking(c);
            }}
            aria-label={t('certificates.issued.revokeFor', { number })}
          >
            {t('certificates.issued.revoke')}
          </Button>
        )}
      </>
    );
  };

  let body: ReactNode;
  if (list.isPending) body = <Loading />;
  else if (list.error) body = <ErrorAlert error={list.error} />;
  else if (list.data.certificates.length === 0)
    body = (
      <Typography>
        {filter.status || filter.type ? t('certificates.issued.noMatch') : t('certificates.issued.none')}
      </Typography>
    );
  else if (phone)
    body = (
      <FactCards
        label={t('certificates.issued.heading')}
        cards={list.data.certificates.map((c) => ({
          id: c.id,
          title: <CertificateNumber number={c.number} />,
          facts: [
            { label: t('certificates.issued.columns.student'), value: c.studentName },
            { label: t('certificates.issued.columns.type'), value: t(`certificates.type.${c.type}`) },
            { label: t('certificates.issued.columns.issued'), value: formatIssuedOn(c.issuedOn, lang) },
            { label: t('certificates.issued.columns.hours'), value: hoursOf(c) },
            { label: t('certificates.issued.columns.status'), value: statusOf(c) },
          ],
          actions: actionsOf(c),
        }))}
      />
    );
  else
    body = (
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={headingId} sx={{ minWidth: 860 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('certificates.issued.columns.number')}</TableCell>
              <TableCell>{t('certificates.issued.columns.student')}</TableCell>
              <TableCell>{t('certificates.issued.columns.type')}</TableCell>
              <TableCell>{t('certificates.issued.columns.issued')}</TableCell>
              <TableCell>{t('certificates.issued.columns.hours')}</TableCell>
              <TableCell>{t('certificates.issued.columns.status')}</TableCell>
              <TableCell>{t('certificates.issued.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.certificates.map((c) => (
              <TableRow key={c.id}>
                <TableCell>
                  <CertificateNumber number={c.number} />
                </TableCell>
                <TableCell>{c.studentName}</TableCell>
                <TableCell>{t(`certificates.type.${c.type}`)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatIssuedOn(c.issuedOn, lang)}</TableCell>
                <TableCell>{hoursOf(c)}</TableCell>
                <TableCell sx={{ maxWidth: 280 }}>{statusOf(c)}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>{actionsOf(c)}</Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );

  const select = (key: keyof CertificateFilter, options: readonly string[], label: (o: string) => string) => (
    <TextField
      select
      size="small"
      label={t(`certificates.issued.filters.${key}`)}
      value={filter[key] ?? ''}
      onChange={(e) => setFilter((f) => ({ ...f, [key]: e.target.value || undefined }))}
      // "All" shows in the box rather than an empty field under its label.
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
    >
      <MenuItem value="">{t('certificates.issued.filters.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {label(o)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h3" id={headingId} gutterBottom>
        {t('certificates.issued.heading')}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {select('status', CERTIFICATE_STATUSES, (o) => t(`certificates.status.${o}`))}
        {select('type', CERTIFICATE_TYPES, (o) => t(`certificates.type.${o}`))}
      </Stack>
      <Box role="status" aria-live="polite">
        {revoked && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('certificates.revoke.done', { number: isolateNumber(revoked, directionOf(lang)) })}
          </Typography>
        )}
      </Box>
      {body}
      {revoking && (
        <RevokeDialog
          certificate={revoking}
          pending={revoke.isPending}
          error={revoke.error}
          onRevoke={(reason) =>
            revoke.mutate(
              { id: revoking.id, reason },
              {
                onSuccess: () => {
                  setRevoked(revoking.number);
                  setRevoking(null);
                },
              },
            )
          }
          onClose={() => setRevoking(null)}
        />
      )}
    </Box>
  );
}

function revokedText(t: ReturnType<typeof useTranslation>['t'], lang: string, c: Certificate): string {
  const date = c.revokedAt ? formatDay(c.revokedAt, lang) : '';
  const reason = c.revokedReason ?? '';
  return c.revokedByName
    ? t('certificates.issued.revokedBy', { date, name: c.revokedByName, reason })
    : t('certificates.issued.revokedOn', { date, reason });
}
