import { z } from 'zod';
import type { ODataQuery } from './types.ts';

const option = (description: string) => z.string().optional().describe(description);

/** The OData system query options as an object schema; other keys pass through for the route's own use. */
export const ODataQueryObjectSchema = z.looseObject({
  $filter: option("Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true`"),
  $orderby: option('Sort keys, e.g. `name asc,created desc`'),
  $top: option('Rows to return, 0 to 1000'),
  $skip: option('Rows to skip'),
  $count: option('`true` adds @odata.count'),
  $expand: option('Related records, e.g. `tenant($select=name)`'),
  $select: option('Fields to return, e.g. `name,tenantId`'),
  $search: option('Words looked up in the searchable fields'),
});

/** ODataQuery as a zod schema for a route's `querystring`; passthrough of other keys. */
export const ODataQuerySchema: z.ZodType<ODataQuery> = ODataQueryObjectSchema;
