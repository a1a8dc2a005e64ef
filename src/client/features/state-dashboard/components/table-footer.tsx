import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The count, the pages and the CSV download of one table. */
export function TableFooter({
  table,
  total,
  totalLabel,
  page,
  pageSize,
  onPage,
  csvHref,
}: {
  table: string;
  total: number;
  totalLabel: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  csvHref: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mt: 2, alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography variant="body2" color="text.secondary">
        {totalLabel}
      </Typography>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_e, p) => onPage(p)}
          siblingCount={0}
          aria-label={t('stateAdmin.pageNav', { table })}
          getItemAriaLabel={(type, p) =>
            type === 'previous'
              ? t('stateAdmin.previous')
              : type === 'next'
                ? t('stateAdmin.next')
                : t('stateAdmin.pageItem', { page: p ?? 0 })
          }
        />
      )}
      <Button variant="outlined" href={csvHref} download>
        {t('stateAdmin.exportCsvOf', { table })}
      </Button>
    </Stack>
  );
}
