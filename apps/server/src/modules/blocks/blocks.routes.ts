import {
  BlockCreateBody, BlockDeletedResponse, BlockHistoryQuery, BlockHistoryResponse, BlockListQuery, BlockListResponse,
  BlockLogsResponse, BlockResponse, BlockTestBody, BlockUpdateBody, Guid, PacketIngestResponse, blockMessages,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/index.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import type { BlocksService } from './blocks.service.ts';

const Params = z.object({ blockId: Guid });
const tags = ['blocks'];

/** Part 1 §7 "Blocks and packets", plus GET by id (shared links) and a test value (part 1 §8 "save or test"). */
export const blocksRoutes: FastifyPluginAsyncZod<ModuleOptions & { blocks: BlocksService }> = async (app, { blocks }) => {
  app.get('/v1/blocks', {
    config: { permission: 'Blocks:view' },
    schema: { tags, querystring: BlockListQuery, response: { 200: BlockListResponse } },
  }, async (request) => blocks.list(requireActor(request), request.query));

  app.get('/v1/blocks/:blockId', {
    config: { permission: 'Blocks:view' },
    schema: { tags, params: Params, response: { 200: BlockResponse } },
  }, async (request) => blocks.get(requireActor(request), request.params.blockId));

  app.put('/v1/blocks', {
    config: { permission: 'Blocks:create', idempotent: true },
    schema: { tags, body: BlockCreateBody, response: { 200: BlockResponse } },
  }, async (request) => blocks.create(requireActor(request), request.body));

  app.post('/v1/blocks/:blockId', {
    config: { permission: 'Blocks:edit' },
    schema: { tags, params: Params, body: BlockUpdateBody, response: { 200: BlockResponse } },
  }, async (request) => blocks.update(requireActor(request), request.params.blockId, request.body));

  app.delete('/v1/blocks/:blockId', {
    config: { permission: 'Blocks:delete' },
    schema: { tags, params: Params, response: { 200: BlockDeletedResponse } },
  }, async (request) => {
    await blocks.remove(requireActor(request), request.params.blockId);
    return { message: blockMessages.deleted };
  });

  app.get('/v1/blocks/:blockId/history', {
    config: { permission: 'Blocks:view' },
    schema: { tags, params: Params, querystring: BlockHistoryQuery, response: { 200: BlockHistoryResponse } },
  }, async (request) => blocks.history(requireActor(request), request.params.blockId, request.query));

  app.get('/v1/blocks/:blockId/logs', {
    config: { permission: 'Blocks:view' },
    schema: { tags, params: Params, response: { 200: BlockLogsResponse } },
  }, async (request) => blocks.logs(requireActor(request), request.params.blockId));

  app.post('/v1/blocks/:blockId/test', {
    config: { permission: 'Blocks:edit' },
    schema: { tags, params: Params, body: BlockTestBody, response: { 200: PacketIngestResponse } },
  }, async (request) => blocks.test(requireActor(request), request.params.blockId, request.body.value));
};
