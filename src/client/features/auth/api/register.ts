import type { RegisterOrganizationBody, RegisterParentBody } from '../../../../shared/api/accounts';
import { api } from '../../../lib/api';

export const registerParent = (body: RegisterParentBody) =>
  api<{ ok: true; email: string }>('/api/registrations/parent', { body });
export const registerOrganization = (body: RegisterOrganizationBody) =>
  api<{ ok: true; email: string }>('/api/registrations/organization', { body });
