import AccountTreeIcon from '@mui/icons-material/AccountTree';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeIcon from '@mui/icons-material/Home';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { HEADER_OFFSET, SECTION_NAV_MIN_WIDTH } from '../../theme';
import { useAuth } from '../../lib/auth-context';
import { LanguageSelector } from './language-selector';
import { Logo } from './logo';
import { MobileDrawer } from './mobile-drawer';
import { LANDING_SECTIONS, navStateFor, scrollToSection } from './nav-items';

export type PageKind = 'landing' | 'info' | 'app';

export function TopBar({ pageKind }: { pageKind: PageKind }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const navigate = useNavigate();
  const { actor, signOut } = useAuth();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const wideSections = useMediaQuery(`(min-width:${SECTION_NAV_MIN_WIDTH}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [sectionsAnchor, setSectionsAnchor] = useState<HTMLElement | null>(null);
  const nav = navStateFor(actor);

  const logout = async () => {
    // Leave a guarded page before the user is cleared, or its guard would send to /login.
    void navigate('/', { flushSync: true });
    await signOut();
  };

  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar sx={{ gap: 1, minHeight: HEADER_OFFSET }}>
        <Logo />
        <Box sx={{ flexGrow: 1 }} />
        {isMobile ? (
          <>
            <IconButton color="inherit" edge="end" aria-label={t('nav.openMenu')} onClick={() => setDrawerOpen(true)}>
              <MenuIcon />
            </IconButton>
            <MobileDrawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              pageKind={pageKind}
              nav={nav}
              onLogout={logout}
            />
          </>
        ) : (
          <Box
            component="nav"
            aria-label={t('nav.main')}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0 },
            }}
          >
            {pageKind === 'landing' &&
              (wideSections ? (
                LANDING_SECTIONS.map((id) => (
                  <Button key={id} color="inherit" size="small" onClick={() => scrollToSection(id, HEADER_OFFSET)}>
                    {t(`nav.sections.${id}`)}
                  </Button>
                ))
              ) : (
                <>
                  <Button color="inherit" aria-haspopup="menu" onClick={(e) => setSectionsAnchor(e.currentTarget)}>
                    {t('nav.sectionsMenu')}
                  </Button>
                  <Menu
                    anchorEl={sectionsAnchor}
                    open={Boolean(sectionsAnchor)}
                    onClose={() => setSectionsAnchor(null)}
                  >
                    {LANDING_SECTIONS.map((id) => (
                      <MenuItem
                        key={id}
                        onClick={() => {
                          setSectionsAnchor(null);
                          scrollToSection(id, HEADER_OFFSET);
                        }}
                      >
                        {t(`nav.sections.${id}`)}
                      </MenuItem>
                    ))}
                  </Menu>
                </>
              ))}
            {pageKind === 'info' && (
              <Button color="inherit" component={RouterLink} to="/" startIcon={<HomeIcon aria-hidden="true" />}>
                {t('nav.home')}
              </Button>
            )}
            <LanguageSelector />
            {nav.skillsTreePath && (
              <Button
                color="inherit"
                component={RouterLink}
                to={nav.skillsTreePath}
                startIcon={<AccountTreeIcon aria-hidden="true" />}
              >
                {t('nav.skillsTree')}
              </Button>
            )}
            {nav.signedIn ? (
              <>
                <Button
                  color="inherit"
                  component={RouterLink}
                  to={nav.dashboardPath}
                  startIcon={<DashboardIcon aria-hidden="true" />}
                >
                  {t('nav.dashboard')}
                </Button>
                <Button color="inherit" onClick={() => void logout()} startIcon={<LogoutIcon aria-hidden="true" />}>
                  {t('nav.logout')}
                </Button>
              </>
            ) : (
              <Button
                variant="outlined"
                color="inherit"
                component={RouterLink}
                to="/login"
                startIcon={<LoginIcon aria-hidden="true" />}
              >
                {t('nav.loginRegister')}
              </Button>
            )}
          </Box>
        )}
      </Toolbar>
    </AppBar>
  );
}
