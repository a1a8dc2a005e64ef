import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { decideRouteAccess, matchRoute } from '../../shared/access';
import { Loading } from '../components/loading';
import { useAuth } from '../lib/auth-context';

/**
 * Applies src/shared/access.ts to the current location (docs/product/accounts.md#sign-in-states-and-
 * redirects, docs/product/access.md#route-access). Guarded pages wait for
 * both auth flags with "Loading your account..."; public pages render at once.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { loaded, userDataLoaded, actor } = useAuth();
  const match = matchRoute(location.pathname);
  const rule = match?.route.rule.kind ?? 'public';
  const waits = rule !== 'public' || Boolean(match?.route.waitsForAuth);

  if (!waits) return <>{children}</>;
  if (!loaded || !userDataLoaded) return <Loading label={t('common.loadingAccount')} />;

  const decision = decideRouteAccess(location.pathname, actor);
  switch (decision.kind) {
    case 'allow':
      return <>{children}</>;
    case 'login':
      return <Navigate to="/login" replace state={{ from: `${decision.from}${location.search}` }} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'no-student':
      return (
        <>
          <Container maxWidth="sm" sx={{ pt: 3 }}>
            <Alert severity="error" role="alert" sx={{ color: 'error.main' }}>
              {t('auth.noStudent')}
            </Alert>
          </Container>
          {children}
        </>
      );
  }
}
