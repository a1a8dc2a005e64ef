import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../../shared/languages';
import { ltrCache, makeTheme, rtlCache } from '../theme';
import { AuthProvider } from '../lib/auth-context';
import { FlagsProvider } from '../lib/flags-context';

/** Theme and emotion cache follow the language's direction (Arabic is right-to-left). */
function DirectionalTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const direction = directionOf(i18n.language ?? 'en');
  const theme = useMemo(() => makeTheme(direction), [direction]);
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // A refusal (4xx) will not change on retry; a network or server failure may.
          queries: {
            retry: (count, error) =>
              count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
            staleTime: 30_000,
            refetchOnWindowFocus: false,
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionalTheme>
        <AuthProvider>
          <FlagsProvider>{children}</FlagsProvider>
        </AuthProvider>
      </DirectionalTheme>
    </QueryClientProvider>
  );
}
