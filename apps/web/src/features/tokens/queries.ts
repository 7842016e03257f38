import type { TokenCreateBody, TokenCreatedResponse, TokenResponse, TokenUpdateBody } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../kit/api.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';

export const TOKENS_PATH = '/v1/tokens';
export const tokenKeys = createQueryKeys('tokens');

export function useToken(tokenGrantId: string | undefined) {
  return useQuery({
    queryKey: tokenKeys.detail(tokenGrantId ?? ''),
    queryFn: ({ signal }): Promise<TokenResponse> => api.GET('/v1/tokens/{tokenGrantId}', { params: { path: { tokenGrantId: tokenGrantId! } }, signal }),
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
    mutationFn: (body: TokenCreateBody): Promise<TokenCreatedResponse> => api.PUT('/v1/tokens', { body }),
    onSuccess: async ({ generatedToken: _secret, ...token }) => refresh(token),
  });
}

export function useUpdateToken() {
  const refresh = useRefreshTokens();
  return useMutation({
    mutationFn: ({ tokenGrantId, body }: { tokenGrantId: string; body: TokenUpdateBody }): Promise<TokenResponse> =>
      api.POST('/v1/tokens/{tokenGrantId}', { params: { path: { tokenGrantId } }, body }),
    onSuccess: refresh,
  });
}

export function useRevokeToken() {
  const refresh = useRefreshTokens();
  return useMutation({
    mutationFn: (tokenGrantId: string): Promise<TokenResponse> => api.PUT('/v1/tokens/{tokenGrantId}/revoke', { params: { path: { tokenGrantId } } }),
    onSuccess: refresh,
  });
}
