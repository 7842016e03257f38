import { useQuery } from '@tanstack/react-query';
import { api } from '../../kit/api.ts';

/** `GET /v1/features/{feature}/enabled` answers `true`/`false` (or `{ enabled }`); anything else counts as off. */
export function useFeatureFlag(feature: string): boolean {
  const query = useQuery({
    queryKey: ['features', feature],
    queryFn: async ({ signal }) => {
      const body: unknown = await api.GET('/v1/features/{feature}/enabled', { params: { path: { feature } }, signal });
      if (typeof body === 'boolean') return body;
      if (typeof body === 'object' && body !== null && 'enabled' in body) return body.enabled === true;
      return false;
    },
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
  return query.data === true;
}
