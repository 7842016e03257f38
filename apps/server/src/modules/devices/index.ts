import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module.ts';
import { registerLocationUsage } from '../locations/index.ts';
import { deviceOperationsRoutes } from './deviceoperations.routes.ts';
import { devicesRoutes } from './devices.routes.ts';
import { devicesUsingLocation } from './devices.service.ts';

export {
  DEVICE_CONFIG_TOPIC, type DbOrTx, type DeviceRow, type PromoteInput, bumpConfig, promote, publishDeviceConfig,
  registerPacketEntity, unregisterPacketEntities,
} from './devices.config.ts';
export { devicesUsingLocation } from './devices.service.ts';
/** The tables the version report reads (a report joins; it never writes them). */
export { deviceInstallations, devices } from './devices.table.ts';
export { AgentRefused, type DeviceAgentService, type DeviceIdentity, createDeviceAgentService, credentialDeviceId } from './devices.agent.ts';

/** Devices: monitored machines running an agent, made by promoting pending devices (docs/areas/devices.md). */
const devicesModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  registerLocationUsage('devices', { noun: (n) => (n === 1 ? 'device' : 'devices'), count: devicesUsingLocation });
  await app.register(devicesRoutes, options);
  await app.register(deviceOperationsRoutes, options);
};
export default devicesModule;
