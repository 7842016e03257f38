import { z } from 'zod';

/** Error body of every non-2xx answer. */
export const ErrorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** An OData list answer. */
export function odataList<T extends z.ZodType>(item: T) {
  return z.object({ '@odata.count': z.number().int().optional(), value: z.array(item) });
}

export const Guid = z.guid('Please enter a valid GUID.');
