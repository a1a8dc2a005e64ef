import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Actor } from '../../shared/access';
import type { SessionUser } from '../../shared/api/me';
import { api, ApiError } from './api';

/**
 * docs/product/accounts.md#sign-in-states-and-redirects auth state: `loaded` (the first auth report has arrived) and `userDataLoaded` (the
 * profile lookup has finished); every change resets userDataLoaded until the profile is read.
 */
export interface AuthState {
  loaded: boolean;
  userDataLoaded: boolean;
  user: SessionUser | null;
}

interface AuthApi extends AuthState {
  actor: Actor | null;
  refresh(): Promise<SessionUser | null>;
  signIn(email: string, password: string): Promise<SessionUser | null>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthApi | null>(null);

/**
 * The last session user, kept so that an app opened without a connection still knows who is
 * signed in (docs/product/constants.md#error-catalogue: a network failure on reload keeps the user). Cleared at sign-out and
 * whenever the server says nobody is signed in.
 */
const SESSION_KEY = 'roadlog.sessionUser';
function rememberUser(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(SESSION_KEY, JSON.stringify(user));
    else localStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage may be unavailable (private mode); the app then needs the network, as before.
  }
}
function rememberedUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

export function toActor(user: SessionUser | null): Actor | null {
  if (!user) return null;
  return {
    id: user.uid,
    role: user.role,
    organizationId: user.organizationId,
    state: user.state,
    studentIds: user.studentIds,
    emailVerified: user.emailVerified,
    temporaryPassword: user.temporaryPassword,
  };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ loaded: false, userDataLoaded: false, user: null });
  const userRef = useRef<SessionUser | null>(null);

  /** Reads the session user; the caller has already reset userDataLoaded. */
  const load = useCallback(async () => {
    let user: SessionUser | null;
    try {
      user = (await api<{ user: SessionUser | null }>('/api/me')).user;
    } catch (err) {
      // docs/product/constants.md#error-catalogue: a network failure on reload keeps the user; any other failure means signed out.
      user =
        err instanceof ApiError && err.code === 'network-request-failed' ? (userRef.current ?? rememberedUser()) : null;
    }
    userRef.current = user;
    rememberUser(user);
    setState({ loaded: true, userDataLoaded: true, user });
    return user;
  }, []);

  const refresh = useCallback(async () => {
    setState((s) => ({ ...s, userDataLoaded: false }));
    return load();
  }, [load]);

  useEffect(() => {
    void load();
  }, [load]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      await api('/api/auth/sign-in/email', { body: { email, password } });
      return refresh();
    },
    [refresh],
  );

  const signOut = useCallback(async () => {
    // docs/product/accounts.md#sign-in-states-and-redirects: the server records lastActive, then the session ends; errors are swallowed.
    await api('/api/auth/sign-out', { body: {} }).catch(() => undefined);
    userRef.current = null;
    rememberUser(null);
    setState({ loaded: true, userDataLoaded: true, user: null });
  }, []);

  const value = useMemo<AuthApi>(
    () => ({ ...state, actor: toActor(state.user), refresh, signIn, signOut }),
    [state, refresh, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthApi {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
