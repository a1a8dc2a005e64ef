import { serializeSignedCookie } from 'better-call';
import { describe, expect, it } from 'vitest';
import { cookieValue, verifySignedToken } from './session-fast-path.js';

/** The cookie value better-call writes for `token` (its Set-Cookie without name and attributes). */
const signCookieValue = async (token: string, secret: string) =>
  (await serializeSignedCookie('c', token, secret)).slice('c='.length).split(';')[0]!;

const SECRET = 'a-secret-of-the-right-kind-0123456789abcdef';

describe('verifySignedToken', () => {
  it('accepts exactly what better-call signs', async () => {
    for (const token of ['abc', 'Z0xPq9-_token.with.dots', 'x'.repeat(64)]) {
      expect(verifySignedToken(await signCookieValue(token, SECRET), SECRET)).toBe(token);
    }
  });

  it('refuses another secret, a changed token, a cut or missing signature', async () => {
    const signed = decodeURIComponent(await signCookieValue('session-token', SECRET));
    expect(verifySignedToken(encodeURIComponent(signed), 'another-secret')).toBeNull();
    expect(verifySignedToken(encodeURIComponent(signed.replace('session-token', 'session-tokex')), SECRET)).toBeNull();
    expect(verifySignedToken(encodeURIComponent(signed.slice(0, -2)), SECRET)).toBeNull();
    expect(verifySignedToken('session-token', SECRET)).toBeNull();
    expect(verifySignedToken('%E0%A4%A', SECRET)).toBeNull();
  });
});

describe('cookieValue', () => {
  it('finds a cookie by its exact name among others', () => {
    const header = 'theme=dark; __Secure-better-auth.session_token=s1; better-auth.session_token=s2';
    expect(cookieValue(header, 'better-auth.session_token')).toBe('s2');
    expect(cookieValue(header, '__Secure-better-auth.session_token')).toBe('s1');
    expect(cookieValue(header, 'session_token')).toBeNull();
  });
});
