/**
 * Query-key factory, one per area, so a save invalidates with one line:
 * `queryClient.invalidateQueries({ queryKey: tenantKeys.lists() })`.
 */
export function createQueryKeys<const Area extends string>(area: Area) {
  return {
    all: [area] as const,
    lists: () => [area, 'list'] as const,
    list: (...params: readonly unknown[]) => [area, 'list', ...params] as const,
    details: () => [area, 'detail'] as const,
    detail: (id: string, ...params: readonly unknown[]) => [area, 'detail', id, ...params] as const,
  };
}
