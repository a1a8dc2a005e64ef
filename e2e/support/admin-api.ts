import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from './accounts';
import { BASE_URL } from './env';

export interface OutboxItem {
  to: string;
  subject: string;
  link: string | null;
  kind: string;
  createdAt: string;
}

/**
 * An admin signed in through the API in its own request context (not a browser), to read what
 * the server would have e-mailed. One per worker: sign-ins are rate limited per address.
 */
export class AdminApi {
  private constructor(readonly request: APIRequestContext) {}

  static async signIn(): Promise<AdminApi> {
    const request = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } });
    const response = await request.post('/api/auth/sign-in/email', {
      data: { email: demoEmail('admin'), password: DEMO_PASSWORD },
    });
    expect(response.ok(), `admin sign-in: ${response.status()} ${await response.text()}`).toBe(true);
    return new AdminApi(request);
  }

  async outbox(): Promise<OutboxItem[]> {
    const response = await this.request.get('/api/admin/outbox');
    expect(response.ok(), `GET /api/admin/outbox: ${response.status()}`).toBe(true);
    return ((await response.json()) as { items: OutboxItem[] }).items;
  }

  /** Waits for the newest e-mail of `kind` to `to` (mail is written right after the request). */
  async waitForMail(to: string, kind: string): Promise<OutboxItem> {
    let found: OutboxItem | undefined;
    await expect
      .poll(
        async () => {
          found = (await this.outbox()).find((m) => m.to.toLowerCase() === to.toLowerCase() && m.kind === kind);
          return found;
        },
        { message: `a "${kind}" e-mail to ${to} in the outbox`, timeout: 10_000 },
      )
      .toBeTruthy();
    return found!;
  }

  /** The verification link sent to `to`, made relative so the browser follows it on this server. */
  async verificationLink(to: string): Promise<string> {
    const mail = await this.waitForMail(to, 'verify-email');
    expect(mail.link, 'verification e-mail has a link').toBeTruthy();
    const url = new URL(mail.link!);
    expect(url.pathname).toBe('/api/auth/verify-email');
    return `${url.pathname}${url.search}`;
  }

  async setFlags(flags: { showPartners?: boolean; adPanels?: boolean }): Promise<void> {
    const response = await this.request.put('/api/flags', { data: flags });
    expect(response.ok(), `PUT /api/flags: ${response.status()} ${await response.text()}`).toBe(true);
  }

  async dispose(): Promise<void> {
    await this.request.dispose();
  }
}
