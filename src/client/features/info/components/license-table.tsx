import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';
import { shortUrl, sourceUrl, type LicensePackage } from './licenses';

/** Read by screen readers, not shown. */

/**
 * The package table of the licensing page. On phones it keeps its columns and scrolls sideways
 * inside its own frame, so the page itself never scrolls horizontally.
 */
export function LicenseTable({ packages, labelledBy }: { packages: readonly LicensePackage[]; labelledBy: string }) {
  const { t } = useTranslation();
  return (
    // position: relative keeps the screen-reader-only spans inside the scrolling frame.
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table size="small" aria-labelledby={labelledBy} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('info.licensing.columns.name')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('info.licensing.columns.version')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('info.licensing.columns.license')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('info.licensing.columns.source')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {packages.map((pkg) => {
            const url = sourceUrl(pkg);
            return (
              <TableRow key={`${pkg.name}@${pkg.version}`} hover>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
                  {pkg.name}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }} dir="ltr">
                  {pkg.version}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{pkg.license}</TableCell>
                <TableCell>
                  <Link
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    dir="ltr"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  >
                    {shortUrl(url)}
                    <OpenInNew aria-hidden="true" sx={{ fontSize: 14 }} />
                    <Box component="span" sx={visuallyHidden}>
                      {t('info.licensing.newTab')}
                    </Box>
                  </Link>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
