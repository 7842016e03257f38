import {
  EnvironmentColorResponse,
  EnvironmentResponse,
  FeatureEnabledResponse,
  Guid,
  LicenseExpirationResponse,
  LocationLookup,
  PeopleQuery,
  PersonOrGroup,
  SubscriptionLookup,
  TenantLookup,
  TenantSettingsResponse,
  VersionResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../platform/module.ts';
import { requireActor } from '../../platform/auth/index.ts';
import type { LookupsService } from './lookups.service.ts';

const tags = ['lookups'];
const TenantFilter = z.object({ tenantId: Guid.optional() });

/**
 * The shell's lookups. Public: what the login page shows before sign-in (version, environment,
 * colour, feature flags). Everything else needs a signed-in caller and is scoped to their tenants.
 */
export const lookupsRoutes: FastifyPluginAsyncZod<ModuleOptions & { service: LookupsService }> = async (app, { service }) => {
  app.get('/api/generalLookup/version', {
    config: { permission: 'public' },
    schema: { tags, response: { 200: VersionResponse } },
  }, async () => service.version());

  app.get('/api/generalLookup/environment', {
    config: { permission: 'public' },
    schema: { tags, response: { 200: EnvironmentResponse } },
  }, async () => service.environment());

  app.get('/api/generalLookup/environmentcolor', {
    config: { permission: 'public' },
    schema: { tags, response: { 200: EnvironmentColorResponse } },
  }, async () => service.environmentColor());

  app.get('/v1/features/:feature/enabled', {
    config: { permission: 'public' },
    schema: { tags, params: z.object({ feature: z.string().max(100) }), response: { 200: FeatureEnabledResponse } },
  }, async (request) => service.featureEnabled(request.params.feature));

  app.get('/api/generalLookup/licenseexpiration', {
    config: { permission: 'authenticated' },
    schema: { tags, response: { 200: LicenseExpirationResponse } },
  }, async () => ({ licenseExpiration: await service.licenseExpiration() }));

  app.get('/api/:tenantId/settings', {
    config: { permission: 'authenticated' },
    schema: { tags, params: z.object({ tenantId: Guid }), response: { 200: TenantSettingsResponse } },
  }, async (request) => service.tenantSettings(requireActor(request), request.params.tenantId));

  app.get('/api/generalLookup/tenants', {
    config: { permission: 'authenticated' },
    schema: { tags, response: { 200: z.array(TenantLookup) } },
  }, async (request) => service.tenantLookup(requireActor(request)));

  app.get('/api/generalLookup/subscriptions', {
    config: { permission: 'authenticated' },
    schema: { tags, querystring: TenantFilter, response: { 200: z.array(SubscriptionLookup) } },
  }, async (request) => service.subscriptionLookup(requireActor(request), request.query.tenantId));

  app.get('/api/generalLookup/locations', {
    config: { permission: 'authenticated' },
    schema: { tags, querystring: TenantFilter, response: { 200: z.array(LocationLookup) } },
  }, async (request) => service.locationLookup(requireActor(request), request.query.tenantId));

  app.get('/api/people', {
    config: { permission: 'People:view' },
    schema: { tags, querystring: PeopleQuery, response: { 200: z.array(PersonOrGroup) } },
  }, async (request) => service.people(requireActor(request), request.query.searchTerm ?? ''));

  app.get('/api/peopleandgroups', {
    config: { permission: 'People:view' },
    schema: { tags, querystring: PeopleQuery, response: { 200: z.array(PersonOrGroup) } },
  }, async (request) => service.peopleAndGroups(requireActor(request), request.query.searchTerm ?? ''));
};
