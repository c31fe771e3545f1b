import { useMutation } from '@tanstack/react-query';
import type { components } from '@ehp/api-types';
import { api, unwrap } from '@/lib/api';

type ReadyForCallRequest = components['schemas']['ReadyForCallRequest'];

/** POST /api/appointments/ready (markReadyForCall); through unwrap() so a 4xx keeps its status. */
export const useReadyForCall = () =>
  useMutation({
    mutationKey: ['post', '/api/appointments/ready'],
    mutationFn: async (body: ReadyForCallRequest) => unwrap(await api.POST('/api/appointments/ready', { body })),
  });
