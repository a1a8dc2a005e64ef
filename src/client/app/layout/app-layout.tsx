import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { Loading } from '../../components/loading';
import { QueuedDrivesBanner } from '../../features/drive-logs/offline/queued-drives-banner';
import { trackPageView } from '../analytics';
import { RouteGuard } from '../route-guard';
import { Footer } from './footer';
import { SchoolSuspendedBanner } from './school-suspended-banner';
import { TopBar, type PageKind } from './top-bar';

export interface RouteHandle {
  kind?: PageKind;
}

export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const kind = (matches.at(-1)?.handle as RouteHandle | undefined)?.kind ?? 'app';

  useEffect(() => {
    trackPageView(location.pathname);
  }, [location.pathname]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          top: -64,
          insetInlineStart: 8,
          zIndex: 2000,
          bgcolor: 'background.paper',
          p: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('nav.skipToContent')}
      </Link>
      <TopBar pageKind={kind} />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <QueuedDrivesBanner />
        <SchoolSuspendedBanner />
        <Suspense fallback={<Loading />}>
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
