import AccountTreeIcon from '@mui/icons-material/AccountTree';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeIcon from '@mui/icons-material/Home';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HEADER_OFFSET } from '../../theme';
import { LanguageSelector } from './language-selector';
import { LANDING_SECTIONS, scrollToSection, type NavState } from './nav-items';
import type { PageKind } from './top-bar';

interface Props {
  open: boolean;
  onClose(): void;
  pageKind: PageKind;
  nav: NavState;
  onLogout(): Promise<void>;
}

/** Below the medium breakpoint the top bar becomes this side drawer (docs/product/routes-and-shell.md). */
export function MobileDrawer({ open, onClose, pageKind, nav, onLogout }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Drawer anchor={i18n.dir() === 'rtl' ? 'left' : 'right'} open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('nav.main')} sx={{ width: 280 }}>
        <List>
          {pageKind === 'landing' &&
            LANDING_SECTIONS.map((id) => (
              <ListItemButton
                key={id}
                onClick={() => {
                  onClose();
                  // Let the drawer close before scrolling so the offset is measured correctly.
                  setTimeout(() => scrollToSection(id, HEADER_OFFSET), 250);
                }}
              >
                <ListItemText primary={t(`nav.sections.${id}`)} />
              </ListItemButton>
            ))}
          {pageKind === 'info' && (
            <ListItemButton component={RouterLink} to="/" onClick={onClose}>
              <ListItemIcon>
                <HomeIcon aria-hidden="true" />
              </ListItemIcon>
              <ListItemText primary={t('nav.home')} />
            </ListItemButton>
          )}
        </List>
        <Divider />
        <List>
          {nav.skillsTreePath && (
            <ListItemButton component={RouterLink} to={nav.skillsTreePath} onClick={onClose}>
              <ListItemIcon>
                <AccountTreeIcon aria-hidden="true" />
              </ListItemIcon>
              <ListItemText primary={t('nav.skillsTree')} />
            </ListItemButton>
          )}
          {nav.signedIn ? (
            <>
              <ListItemButton component={RouterLink} to={nav.dashboardPath} onClick={onClose}>
                <ListItemIcon>
                  <DashboardIcon aria-hidden="true" />
                </ListItemIcon>
                <ListItemText primary={t('nav.dashboard')} />
              </ListItemButton>
              <ListItemButton
                onClick={() => {
                  onClose();
                  void onLogout();
                }}
              >
                <ListItemIcon>
                  <LogoutIcon aria-hidden="true" />
                </ListItemIcon>
                <ListItemText primary={t('nav.logout')} />
              </ListItemButton>
            </>
          ) : (
            <ListItemButton component={RouterLink} to="/login" onClick={onClose}>
              <ListItemIcon>
                <LoginIcon aria-hidden="true" />
              </ListItemIcon>
              <ListItemText primary={t('nav.loginRegister')} />
            </ListItemButton>
          )}
        </List>
        <Divider />
        <Box sx={{ p: 1 }}>
          <LanguageSelector fullWidth onChanged={onClose} />
        </Box>
      </Box>
    </Drawer>
  );
}
