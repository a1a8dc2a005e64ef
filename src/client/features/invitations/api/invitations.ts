/** Query and mutation hooks for invitations and adding students (src/server/features/invitations). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddedStudent,
  AddStudentBody,
  CompleteInvitationBody,
  CreateInvitationBody,
  ImportPreview,
  ImportStudentsBody,
  Invitation,
  PublicInvitation,
} from '../../../../shared/api/invitations';
import { api } from '../../../lib/api';

const orgPath = (organizationId: string) => `/api/organizations/${encodeURIComponent(organizationId)}`;

export const invitationKeys = {
  list: (organizationId: string) => ['invitations', organizationId] as const,
  one: (id: string) => ['invitation', id] as const,
};

export function useInvitations(organizationId: string) {
  return useQuery({
    queryKey: invitationKeys.list(organizationId),
    queryFn: async () =>
      (await api<{ invitations: Invitation[] }>(`${orgPath(organizationId)}/invitations`)).invitations,
  });
}

/** Lists change after every write; the school's people list too (a student was added). */
function useInvalidateOrganization(organizationId: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: invitationKeys.list(organizationId) });
    void client.invalidateQueries({ queryKey: ['organization-people', organizationId] });
    void client.invalidateQueries({ queryKey: ['organization', organizationId] });
  };
}

export function useCreateInvitation(organizationId: string) {
  const invalidate = useInvalidateOrganization(organizationId);
  return useMutation({
    mutationFn: (body: CreateInvitationBody) =>
      api<{ invitation: Invitation }>(`${orgPath(organizationId)}/invitations`, { body }),
    onSuccess: invalidate,
  });
}

export function useInvitationAction(organizationId: string) {
  const invalidate = useInvalidateOrganization(organizationId);
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'resend' | 'revoke' }) =>
      api<{ invitation: Invitation }>(`/api/invitations/${encodeURIComponent(id)}/${action}`, { body: {} }),
    onSuccess: invalidate,
  });
}

export function useAddStudent(organizationId: string) {
  const invalidate = useInvalidateOrganization(organizationId);
  return useMutation({
    mutationFn: (body: AddStudentBody) =>
      api<{ student: AddedStudent }>(`${orgPath(organizationId)}/students`, { body }),
    onSuccess: invalidate,
  });
}

export function useImportStudents(organizationId: string) {
  const invalidate = useInvalidateOrganization(organizationId);
  return useMutation({
    mutationFn: (body: ImportStudentsBody) =>
      api<ImportPreview>(`${orgPath(organizationId)}/students/import`, { body }),
    onSuccess: (_data, body) => {
      if (!body.dryRun) invalidate();
    },
  });
}

export function usePublicInvitation(id: string) {
  return useQuery({
    queryKey: invitationKeys.one(id),
    enabled: Boolean(id),
    retry: false,
    queryFn: async () =>
      (await api<{ invitation: PublicInvitation }>(`/api/invitations/${encodeURIComponent(id)}`)).invitation,
  });
}

export function acceptInvitation(id: string) {
  return api<{ ok: true; homePath: string }>(`/api/invitations/${encodeURIComponent(id)}/accept`, { body: {} });
}

export function completeInvitation(id: string, body: CompleteInvitationBody) {
  return api<{ ok: true; homePath: string }>(`/api/invitations/${encodeURIComponent(id)}/complete`, { body });
}
