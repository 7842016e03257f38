import type { TokenCreateBody, TokenCreatedResponse, TokenResponse, TokenUpdateBody } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../kit/api.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';

export const TOKENS_PATH = '/v1/tokens';
export const tokenKeys = createQueryKeys('tokens');

export function useToken(tokenGrantId: string | undefined) {
  return useQuery({
    queryKey: tokenKeys.detail(tokenGrantId ?? ''),
    queryFn: ({ signal }) => api<TokenResponse>(`${TOKENS_PATH}/${tokenGrantId}`, { signal }),
    enabled: Boolean(tokenGrantId),
  });
}

function useRefreshTokens() {
  const queryClient = useQueryClient();
  return async (token: TokenResponse) => {
    queryClient.setQueryData(tokenKeys.detail(token.tokenGrantId), token);
    await queryClient.invalidateQueries({ queryKey: tokenKeys.lists() });
  };
}

/** PUT v1/tokens: the answer carries `generatedToken`, the only time the token text is ever sent. */
export function useCreateToken() {
  const refresh = useRefreshTokens();
  return useMutation({
    mutationFn: (body: z.input<typeof TokenCreateBody>) => api<TokenCreatedResponse>(TOKENS_PATH, { method: 'PUT', body }),
    onSuccess: async ({ generatedToken: _secret, ...token }) => refresh(token),
  });
}

export function useUpdateToken() {
  const refresh = useRefreshTokens();
  return useMutation({
    mutationFn: ({ tokenGrantId, body }: { tokenGrantId: string; body: TokenUpdateBody }) =>
      api<TokenResponse>(`${TOKENS_PATH}/${tokenGrantId}`, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useRevokeToken() {
  const refresh = useRefreshTokens();
  return useMutation({
    mutationFn: (tokenGrantId: string) => api<TokenResponse>(`${TOKENS_PATH}/${tokenGrantId}/revoke`, { method: 'PUT' }),
    onSuccess: refresh,
  });
}
