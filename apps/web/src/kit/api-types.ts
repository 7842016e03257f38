/**
 * The portal's API as TypeScript types, generated from docs/openapi.json by openapi-typescript
 * (`npm run docs:api`). Do not edit: a test fails when it differs from what the server generates.
 */

export interface paths {
    "/v1/actionDefinitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/actionDefinitions
         * @description Permission: `ActionDefinitions:view`.
         */
        get: operations["getV1ActionDefinitions"];
        /**
         * PUT /v1/actionDefinitions
         * @description Permission: `ActionDefinitions:create`.
         */
        put: operations["putV1ActionDefinitions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/actionDefinitions/grouped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/actionDefinitions/grouped
         * @description Permission: `ActionDefinitions:view`.
         */
        get: operations["getV1ActionDefinitionsGrouped"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/actionDefinitions/GetActionDefinitionsForProtocols(tenantId={tenantId})": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/actionDefinitions/GetActionDefinitionsForProtocols(tenantId={tenantId})
         * @description Permission: `ActionDefinitions:view`.
         */
        get: operations["getV1ActionDefinitionsGetActionDefinitionsForProtocolsFunction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/actionDefinitions/GetActionDefinitionsForRules(tenantId={tenantId})": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/actionDefinitions/GetActionDefinitionsForRules(tenantId={tenantId})
         * @description Permission: `ActionDefinitions:view`.
         */
        get: operations["getV1ActionDefinitionsGetActionDefinitionsForRulesFunction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/actionDefinitions/{actionDefinitionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/actionDefinitions/{actionDefinitionId}
         * @description Permission: `ActionDefinitions:view`.
         */
        get: operations["getV1ActionDefinitionsByActionDefinitionId"];
        put?: never;
        /**
         * POST /v1/actionDefinitions/{actionDefinitionId}
         * @description Permission: `ActionDefinitions:edit`.
         */
        post: operations["postV1ActionDefinitionsByActionDefinitionId"];
        /**
         * DELETE /v1/actionDefinitions/{actionDefinitionId}
         * @description Permission: `ActionDefinitions:delete`.
         */
        delete: operations["deleteV1ActionDefinitionsByActionDefinitionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/actionDefinitions/{actionDefinitionId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/actionDefinitions/{actionDefinitionId}/test
         * @description Permission: `ActionDefinitions:edit`.
         */
        post: operations["postV1ActionDefinitionsByActionDefinitionIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/actionHistories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/actionHistories
         * @description Permission: `ActionDefinitions:view`.
         */
        get: operations["getV1ActionHistories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/actionHistories/{actionHistoryId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/actionHistories/{actionHistoryId}/replay
         * @description Permission: `ActionDefinitions:edit`.
         */
        post: operations["postV1ActionHistoriesByActionHistoryIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/actionSigningSecrets/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/actionSigningSecrets/{tenantId}
         * @description Permission: `ActionDefinitions:edit`.
         */
        get: operations["getV1ActionSigningSecretsByTenantId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/actionSigningSecrets/{tenantId}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/actionSigningSecrets/{tenantId}/rotate
         * @description Permission: `ActionDefinitions:edit`.
         */
        post: operations["postV1ActionSigningSecretsByTenantIdRotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/v1/enroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /agent/v1/enroll
         * @description Permission: `PendingDevices:create`.
         */
        post: operations["postAgentV1Enroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/v1/checkin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /agent/v1/checkin
         * @description Any signed-in caller.
         */
        post: operations["postAgentV1Checkin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/v1/commands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /agent/v1/commands
         * @description Any signed-in caller.
         */
        get: operations["getAgentV1Commands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/v1/packages/{packageVersionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /agent/v1/packages/{packageVersionId}
         * @description Any signed-in caller.
         */
        get: operations["getAgentV1PackagesByPackageVersionId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/blocks
         * @description Permission: `Blocks:view`.
         */
        get: operations["getV1Blocks"];
        /**
         * PUT /v1/blocks
         * @description Permission: `Blocks:create`.
         */
        put: operations["putV1Blocks"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blocks/{blockId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/blocks/{blockId}
         * @description Permission: `Blocks:view`.
         */
        get: operations["getV1BlocksByBlockId"];
        put?: never;
        /**
         * POST /v1/blocks/{blockId}
         * @description Permission: `Blocks:edit`.
         */
        post: operations["postV1BlocksByBlockId"];
        /**
         * DELETE /v1/blocks/{blockId}
         * @description Permission: `Blocks:delete`.
         */
        delete: operations["deleteV1BlocksByBlockId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blocks/{blockId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/blocks/{blockId}/history
         * @description Permission: `Blocks:view`.
         */
        get: operations["getV1BlocksByBlockIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blocks/{blockId}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/blocks/{blockId}/logs
         * @description Permission: `Blocks:view`.
         */
        get: operations["getV1BlocksByBlockIdLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blocks/{blockId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/blocks/{blockId}/test
         * @description Permission: `Blocks:edit`.
         */
        post: operations["postV1BlocksByBlockIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/controlsets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/controlsets
         * @description Permission: `Compliance:view`.
         */
        get: operations["getV1Controlsets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/controlsets/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/controlsets/summary
         * @description Permission: `Compliance:view`.
         */
        get: operations["getV1ControlsetsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/controlsets/Export()": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/controlsets/Export()
         * @description Permission: `Compliance:view`.
         */
        post: operations["postV1ControlsetsExportFunction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/controlsets/ExportAssessmentResults()": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/controlsets/ExportAssessmentResults()
         * @description Permission: `Compliance:view`.
         */
        post: operations["postV1ControlsetsExportAssessmentResultsFunction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/controlsets/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/controlsets/import
         * @description Permission: `Compliance:create`.
         */
        post: operations["postV1ControlsetsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/controlstatuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/controlstatuses
         * @description Permission: `Compliance:create` or `Compliance:edit`.
         */
        post: operations["postV1Controlstatuses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/controlstatuses/{controlStatusId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /v1/controlstatuses/{controlStatusId}
         * @description Permission: `Compliance:delete`.
         */
        delete: operations["deleteV1ControlstatusesByControlStatusId"];
        options?: never;
        head?: never;
        /**
         * PATCH /v1/controlstatuses/{controlStatusId}
         * @description Permission: `Compliance:edit`.
         */
        patch: operations["patchV1ControlstatusesByControlStatusId"];
        trace?: never;
    };
    "/v1/demoreceiver/hooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Receive a signed GET webhook delivery (demo receiver, DEMO_FEED) */
        get: operations["getV1DemoreceiverHooks"];
        /** Receive a signed PUT webhook delivery (demo receiver, DEMO_FEED) */
        put: operations["putV1DemoreceiverHooks"];
        /** Receive a signed POST webhook delivery (demo receiver, DEMO_FEED) */
        post: operations["postV1DemoreceiverHooks"];
        /** Receive a signed DELETE webhook delivery (demo receiver, DEMO_FEED) */
        delete: operations["deleteV1DemoreceiverHooks"];
        options?: never;
        head?: never;
        /** Receive a signed PATCH webhook delivery (demo receiver, DEMO_FEED) */
        patch: operations["patchV1DemoreceiverHooks"];
        trace?: never;
    };
    "/v1/demoreceiver/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/demoreceiver/deliveries
         * @description Permission: `ActionDefinitions:view`.
         */
        get: operations["getV1DemoreceiverDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/devices
         * @description Permission: `Devices:view`.
         */
        get: operations["getV1Devices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/devices/export
         * @description Permission: `Devices:view`.
         */
        get: operations["getV1DevicesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/devices/{deviceId}
         * @description Permission: `Devices:view`.
         */
        get: operations["getV1DevicesByDeviceId"];
        put?: never;
        /**
         * POST /v1/devices/{deviceId}
         * @description Permission: `Devices:edit`.
         */
        post: operations["postV1DevicesByDeviceId"];
        /**
         * DELETE /v1/devices/{deviceId}
         * @description Permission: `Devices:delete`.
         */
        delete: operations["deleteV1DevicesByDeviceId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/{deviceId}/tracing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/devices/{deviceId}/tracing
         * @description Permission: `Devices:edit`.
         */
        post: operations["postV1DevicesByDeviceIdTracing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/{deviceId}/restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/devices/{deviceId}/restart
         * @description Permission: `Devices:edit`.
         */
        post: operations["postV1DevicesByDeviceIdRestart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/{deviceId}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/devices/{deviceId}/logs
         * @description Permission: `Devices:view`.
         */
        get: operations["getV1DevicesByDeviceIdLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/{deviceId}/installations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/devices/{deviceId}/installations
         * @description Permission: `Devices:view`.
         */
        get: operations["getV1DevicesByDeviceIdInstallations"];
        put?: never;
        /**
         * POST /v1/devices/{deviceId}/installations
         * @description Permission: `Devices:edit`.
         */
        post: operations["postV1DevicesByDeviceIdInstallations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/devices/{deviceId}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/devices/{deviceId}/metrics
         * @description Permission: `Devices:view`.
         */
        get: operations["getV1DevicesByDeviceIdMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deviceOperations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/deviceOperations
         * @description Permission: `Devices:view`.
         */
        get: operations["getV1DeviceOperations"];
        /**
         * PUT /v1/deviceOperations
         * @description Permission: `Devices:create`.
         */
        put: operations["putV1DeviceOperations"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deviceOperations/active(deviceId={deviceId})": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/deviceOperations/active(deviceId={deviceId})
         * @description Permission: `Devices:view`.
         */
        get: operations["getV1DeviceOperationsActiveFunction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deviceOperations/{deviceOperationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/deviceOperations/{deviceOperationId}
         * @description Permission: `Devices:view`.
         */
        get: operations["getV1DeviceOperationsByDeviceOperationId"];
        put?: never;
        /**
         * POST /v1/deviceOperations/{deviceOperationId}
         * @description Permission: `Devices:edit`.
         */
        post: operations["postV1DeviceOperationsByDeviceOperationId"];
        /**
         * DELETE /v1/deviceOperations/{deviceOperationId}
         * @description Permission: `Devices:delete`.
         */
        delete: operations["deleteV1DeviceOperationsByDeviceOperationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deviceOperations/{deviceOperationId}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/deviceOperations/{deviceOperationId}/logs
         * @description Permission: `Devices:view`.
         */
        get: operations["getV1DeviceOperationsByDeviceOperationIdLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deviceOperations/{deviceOperationId}/enqueueOnDemand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/deviceOperations/{deviceOperationId}/enqueueOnDemand
         * @description Permission: `Devices:edit`.
         */
        post: operations["postV1DeviceOperationsByDeviceOperationIdEnqueueOnDemand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deviceOperations/{deviceOperationId}/dequeueOnDemand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/deviceOperations/{deviceOperationId}/dequeueOnDemand
         * @description Permission: `Devices:edit`.
         */
        post: operations["postV1DeviceOperationsByDeviceOperationIdDequeueOnDemand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deviceOperations/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/deviceOperations/clone
         * @description Permission: `Devices:create`.
         */
        post: operations["postV1DeviceOperationsClone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/downloads/agent.mjs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reference agent, one JavaScript file for Node 20 or later */
        get: operations["getDownloadsAgentmjs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List role grants
         * @description Permission: `People:edit`.
         */
        get: operations["getV1Grants"];
        /**
         * Create a role grant
         * @description Permission: `People:create`.
         */
        put: operations["putV1Grants"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/grants/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the audit trail of role grants
         * @description Permission: `People:edit`.
         */
        get: operations["getV1GrantsAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/grants/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the roles that can be granted
         * @description Permission: `People:edit`.
         */
        get: operations["getV1GrantsRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/grants/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the users that hold role grants
         * @description Permission: `People:edit`.
         */
        get: operations["getV1GrantsUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/grants/{roleGrantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a role grant
         * @description Permission: `People:edit`.
         */
        get: operations["getV1GrantsByRoleGrantId"];
        put?: never;
        /**
         * Update a role grant
         * @description Permission: `People:edit`.
         */
        post: operations["postV1GrantsByRoleGrantId"];
        /**
         * Delete a role grant
         * @description Permission: `People:delete`.
         */
        delete: operations["deleteV1GrantsByRoleGrantId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generalLookup/oidcclientconfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the sign-in client configuration */
        get: operations["getApiGeneralLookupOidcclientconfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List locations
         * @description Permission: `Locations:view`.
         */
        get: operations["getV1Locations"];
        /**
         * Create a location
         * @description Permission: `Locations:create`.
         */
        put: operations["putV1Locations"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/locations/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export locations as CSV
         * @description Permission: `Locations:view`.
         */
        get: operations["getV1LocationsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/locations/grouped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List locations grouped
         * @description Permission: `Locations:view`.
         */
        get: operations["getV1LocationsGrouped"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/locations/{locationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a location
         * @description Permission: `Locations:view`.
         */
        get: operations["getV1LocationsByLocationId"];
        put?: never;
        /**
         * Update a location
         * @description Permission: `Locations:edit`.
         */
        post: operations["postV1LocationsByLocationId"];
        /**
         * Delete a location
         * @description Permission: `Locations:delete`.
         */
        delete: operations["deleteV1LocationsByLocationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generalLookup/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the portal version */
        get: operations["getApiGeneralLookupVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generalLookup/environment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the environment name */
        get: operations["getApiGeneralLookupEnvironment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generalLookup/environmentcolor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the environment colour */
        get: operations["getApiGeneralLookupEnvironmentcolor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/features/{feature}/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tell whether a feature is enabled */
        get: operations["getV1FeaturesByFeatureEnabled"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generalLookup/licenseexpiration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the licence expiry date
         * @description Any signed-in caller.
         */
        get: operations["getApiGeneralLookupLicenseexpiration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{tenantId}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the settings of a tenant
         * @description Any signed-in caller.
         */
        get: operations["getApiByTenantIdSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generalLookup/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up the tenants the caller may see
         * @description Any signed-in caller.
         */
        get: operations["getApiGeneralLookupTenants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generalLookup/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up the subscriptions the caller may see
         * @description Any signed-in caller.
         */
        get: operations["getApiGeneralLookupSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generalLookup/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up the locations the caller may see
         * @description Any signed-in caller.
         */
        get: operations["getApiGeneralLookupLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search people
         * @description Permission: `People:view`.
         */
        get: operations["getApiPeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/peopleandgroups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search people and groups
         * @description Permission: `People:view`.
         */
        get: operations["getApiPeopleandgroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mailoutbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/mailoutbox
         * @description Permission: `Settings:view`.
         */
        get: operations["getV1Mailoutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/packages
         * @description Permission: `Packages:view`.
         */
        get: operations["getV1Packages"];
        /**
         * PUT /v1/packages
         * @description Permission: `Packages:create`.
         */
        put: operations["putV1Packages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/packages/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/packages/export
         * @description Permission: `Packages:view`.
         */
        get: operations["getV1PackagesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/packages/grouped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/packages/grouped
         * @description Permission: `Packages:view`.
         */
        get: operations["getV1PackagesGrouped"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/packages/{packageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/packages/{packageId}
         * @description Permission: `Packages:view`.
         */
        get: operations["getV1PackagesByPackageId"];
        put?: never;
        /**
         * POST /v1/packages/{packageId}
         * @description Permission: `Packages:edit`.
         */
        post: operations["postV1PackagesByPackageId"];
        /**
         * DELETE /v1/packages/{packageId}
         * @description Permission: `Packages:delete`.
         */
        delete: operations["deleteV1PackagesByPackageId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/packages/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/packages/upload
         * @description multipart/form-data: file-0 … file-N (one version each), label, and optionally version, tenantId, packageId.
         *
         *     Permission: `Packages:create`.
         */
        post: operations["postV1PackagesUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/packages/{packageId}/versions/{packageVersionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /v1/packages/{packageId}/versions/{packageVersionId}
         * @description Permission: `Packages:delete`.
         */
        delete: operations["deleteV1PackagesByPackageIdVersionsByPackageVersionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/operations/{call}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/operations/{call}
         * @description GetAvailableOperationsForDevice(tenantId=<guid>,operatingSystemId=<bits>): operations of packages shared or of the tenant for that operating system.
         *
         *     Permission: `Devices:view`.
         */
        get: operations["getV1OperationsByCall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/packets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/packets
         * @description Permission: `Packets:view`.
         */
        get: operations["getV1Packets"];
        put?: never;
        /**
         * POST /v1/packets
         * @description Permission: `Packets:create`.
         */
        post: operations["postV1Packets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/packets/{packetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/packets/{packetId}
         * @description Permission: `Packets:view`.
         */
        get: operations["getV1PacketsByPacketId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pendingdevices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/pendingdevices
         * @description Permission: `PendingDevices:view`.
         */
        get: operations["getV1Pendingdevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pendingdevices/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/pendingdevices/export
         * @description Permission: `PendingDevices:view`.
         */
        get: operations["getV1PendingdevicesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pendingdevices/batchpromote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/pendingdevices/batchpromote
         * @description Permission: `PendingDevices:edit`.
         */
        post: operations["postV1PendingdevicesBatchpromote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pendingdevices/batchdelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /v1/pendingdevices/batchdelete
         * @description Permission: `PendingDevices:delete`.
         */
        delete: operations["deleteV1PendingdevicesBatchdelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/protocols": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/protocols
         * @description Permission: `WorkUnits.Protocols:view`.
         */
        get: operations["getV1Protocols"];
        /**
         * PUT /v1/protocols
         * @description Permission: `WorkUnits.Protocols:create`.
         */
        put: operations["putV1Protocols"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/protocols/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/protocols/lookup
         * @description Permission: `WorkUnits.Protocols:view`.
         */
        get: operations["getV1ProtocolsLookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/protocols/GetMatchedRules(id={id})": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/protocols/GetMatchedRules(id={id})
         * @description Permission: `WorkUnits.Protocols:view`.
         */
        get: operations["getV1ProtocolsGetMatchedRulesFunction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/protocols/GetProtocolsForAction(actionDefinitionId={actionDefinitionId})": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/protocols/GetProtocolsForAction(actionDefinitionId={actionDefinitionId})
         * @description Permission: `WorkUnits.Protocols:view`.
         */
        get: operations["getV1ProtocolsGetProtocolsForActionFunction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/protocols/{protocolId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/protocols/{protocolId}
         * @description Permission: `WorkUnits.Protocols:view`.
         */
        get: operations["getV1ProtocolsByProtocolId"];
        put?: never;
        /**
         * POST /v1/protocols/{protocolId}
         * @description Permission: `WorkUnits.Protocols:edit`.
         */
        post: operations["postV1ProtocolsByProtocolId"];
        /**
         * DELETE /v1/protocols/{protocolId}
         * @description Permission: `WorkUnits.Protocols:delete`.
         */
        delete: operations["deleteV1ProtocolsByProtocolId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/protocolActions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/protocolActions
         * @description Permission: `WorkUnits.Protocols:view`.
         */
        get: operations["getV1ProtocolActions"];
        /**
         * PUT /v1/protocolActions
         * @description Permission: `WorkUnits.Protocols:create`.
         */
        put: operations["putV1ProtocolActions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/protocolActions/{protocolActionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/protocolActions/{protocolActionId}
         * @description Permission: `WorkUnits.Protocols:view`.
         */
        get: operations["getV1ProtocolActionsByProtocolActionId"];
        put?: never;
        /**
         * POST /v1/protocolActions/{protocolActionId}
         * @description Permission: `WorkUnits.Protocols:edit`.
         */
        post: operations["postV1ProtocolActionsByProtocolActionId"];
        /**
         * DELETE /v1/protocolActions/{protocolActionId}
         * @description Permission: `WorkUnits.Protocols:delete`.
         */
        delete: operations["deleteV1ProtocolActionsByProtocolActionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunits/{workUnitId}/protocolActions/{protocolActionId}/trigger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/workunits/{workUnitId}/protocolActions/{protocolActionId}/trigger
         * @description Runs (or, with reject, cancels) a manual action of the work unit's protocol. A non-repeatable action that already ran is a 409.
         *
         *     Permission: `WorkUnits:edit`.
         */
        post: operations["postV1WorkunitsByWorkUnitIdProtocolActionsByProtocolActionIdTrigger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunits/{workUnitId}/protocolActionRuns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/workunits/{workUnitId}/protocolActionRuns
         * @description The last run (and last rejection) of each protocol action on the work unit.
         *
         *     Permission: `WorkUnits:view`.
         */
        get: operations["getV1WorkunitsByWorkUnitIdProtocolActionRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/emailtemplates/render": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/emailtemplates/render
         * @description The mail a protocol action of the email built-in would send for the work unit now (plain text). 400 when the action sends no mail.
         *
         *     Permission: `WorkUnits:view`.
         */
        post: operations["postV1EmailtemplatesRender"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List rules
         * @description Permission: `Rules:view`.
         */
        get: operations["getV1Rules"];
        /**
         * Create a rule
         * @description Permission: `Rules:create`.
         */
        put: operations["putV1Rules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rules/GetRulesForAction(actionDefinitionId={actionDefinitionId})": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the rules that use an action definition (OData function form)
         * @description Permission: `Rules:view`.
         */
        get: operations["getRulesForAction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rules/{ruleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a rule
         * @description Permission: `Rules:view`.
         */
        get: operations["getV1RulesByRuleId"];
        put?: never;
        /**
         * Update a rule
         * @description Permission: `Rules:edit`.
         */
        post: operations["postV1RulesByRuleId"];
        /**
         * Delete a rule
         * @description Permission: `Rules:delete`.
         */
        delete: operations["deleteV1RulesByRuleId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rules/dryRun": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dry-run an unsaved rule over the last stored packets of its scope
         * @description Permission: `Rules:view`.
         */
        post: operations["postV1RulesDryRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rules/toggledisabled/{ruleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable or enable a rule
         * @description Permission: `Rules:edit`.
         */
        post: operations["postV1RulesToggledisabledByRuleId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generalLookup/ruletypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/generalLookup/ruletypes
         * @description Permission: `Rules:view`.
         */
        get: operations["getApiGeneralLookupRuletypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generalLookup/timezones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/generalLookup/timezones
         * @description Permission: `Rules:view`.
         */
        get: operations["getApiGeneralLookupTimezones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generalLookup/occuranceoptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/generalLookup/occuranceoptions
         * @description Permission: `Rules:view`.
         */
        get: operations["getApiGeneralLookupOccuranceoptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generalLookup/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/generalLookup/operators
         * @description Permission: `Rules:view`.
         */
        get: operations["getApiGeneralLookupOperators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generalLookup/ruleleftoperands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/generalLookup/ruleleftoperands
         * @description Permission: `Rules:view`.
         */
        get: operations["getApiGeneralLookupRuleleftoperands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{urlTenantId}/rulelookup/conditionInputOptions/{leftOperandType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/{urlTenantId}/rulelookup/conditionInputOptions/{leftOperandType}
         * @description Permission: `Rules:view`.
         */
        get: operations["getApiByUrlTenantIdRulelookupConditionInputOptionsByLeftOperandType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rulematches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/rulematches
         * @description Permission: `Rules:view`.
         */
        get: operations["getV1Rulematches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/currentUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user
         * @description Any signed-in caller.
         */
        get: operations["getV1CurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the signed-in user's permissions
         * @description Any signed-in caller.
         */
        get: operations["getV1Permissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenantSubscriptionContext/{tenant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose the tenant the user works in
         * @description Any signed-in caller.
         */
        post: operations["postV1TenantSubscriptionContextByTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/currentUserPhoto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user's photo
         * @description Any signed-in caller.
         */
        get: operations["getApiAuthCurrentUserPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List subscriptions
         * @description Permission: `Subscriptions:view`.
         */
        get: operations["getV1Subscriptions"];
        /**
         * Create a subscription
         * @description Permission: `Subscriptions:create`.
         */
        put: operations["putV1Subscriptions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export subscriptions as CSV
         * @description Permission: `Subscriptions:view`.
         */
        get: operations["getV1SubscriptionsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/grouped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List subscriptions grouped
         * @description Permission: `Subscriptions:view`.
         */
        get: operations["getV1SubscriptionsGrouped"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscriptions/{subscriptionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a subscription
         * @description Permission: `Subscriptions:view`.
         */
        get: operations["getV1SubscriptionsBySubscriptionId"];
        put?: never;
        /**
         * Update a subscription
         * @description Permission: `Subscriptions:edit`.
         */
        post: operations["postV1SubscriptionsBySubscriptionId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tenants
         * @description Permission: `Tenants:view`.
         */
        get: operations["getV1Tenants"];
        /**
         * Create a tenant
         * @description Permission: `Tenants:create`.
         */
        put: operations["putV1Tenants"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export tenants as CSV
         * @description Permission: `Tenants:view`.
         */
        get: operations["getV1TenantsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tenant
         * @description Permission: `Tenants:view`.
         */
        get: operations["getV1TenantsByTenantId"];
        put?: never;
        /**
         * Update a tenant
         * @description Permission: `Tenants:edit`.
         */
        post: operations["postV1TenantsByTenantId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/secrets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the secrets of a tenant
         * @description Permission: `Tenants:view`.
         */
        get: operations["getV1TenantsByTenantIdSecrets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/secrets/{secretId}/versions/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the latest version of a tenant secret
         * @description Permission: `Secrets:view`.
         */
        get: operations["getV1TenantsByTenantIdSecretsBySecretIdVersionsLatest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/assignmentGroups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the assignment groups of a tenant
         * @description Permission: `Tenants:view`.
         */
        get: operations["getV1TenantsByTenantIdAssignmentGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/{tenantId}/escalationReasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the escalation reasons of a tenant (empty: free text)
         * @description Permission: `Tenants:view`.
         */
        get: operations["getV1TenantsByTenantIdEscalationReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tenants/toggledisabled/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable or enable a tenant
         * @description Permission: `Tenants:edit`.
         */
        post: operations["postV1TenantsToggledisabledByTenantId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API tokens
         * @description Permission: `Tokens:view`.
         */
        get: operations["getV1Tokens"];
        /**
         * Create a API token
         * @description Permission: `Tokens:create`.
         */
        put: operations["putV1Tokens"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export API tokens as CSV
         * @description Permission: `Tokens:view`.
         */
        get: operations["getV1TokensExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens/{tokenGrantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a API token
         * @description Permission: `Tokens:view`.
         */
        get: operations["getV1TokensByTokenGrantId"];
        put?: never;
        /**
         * Update a API token
         * @description Permission: `Tokens:edit`.
         */
        post: operations["postV1TokensByTokenGrantId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens/{tokenGrantId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Revoke an API token
         * @description Permission: `Tokens:edit`.
         */
        put: operations["putV1TokensByTokenGrantIdRevoke"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compliancereport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/compliancereport
         * @description The version report: one row per package a device has installed, Current when it is the package's Latest version.
         *
         *     Permission: `Devices:view`.
         */
        get: operations["getV1Compliancereport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compliancereport/grouped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/compliancereport/grouped
         * @description A column's distinct values among the rows $filter and $search select, for the column's dropdown filter.
         *
         *     Permission: `Devices:view`.
         */
        get: operations["getV1CompliancereportGrouped"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compliancereport/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/compliancereport/counts
         * @description The summary cards: rows by versionStatus (view=package) or devices by compliantDevice (view=device).
         *
         *     Permission: `Devices:view`.
         */
        get: operations["getV1CompliancereportCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compliancereport/Export()": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/compliancereport/Export()
         * @description Permission: `Devices:view`.
         */
        post: operations["postV1CompliancereportExportFunction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compliancereport/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/compliancereport/export
         * @description Permission: `Devices:view`.
         */
        get: operations["getV1CompliancereportExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunitcategories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List work unit categories
         * @description Permission: `WorkUnits.Categories:view`.
         */
        get: operations["getV1Workunitcategories"];
        /**
         * Create a work unit category
         * @description Permission: `WorkUnits.Categories:create`.
         */
        put: operations["putV1Workunitcategories"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunitcategories/grouped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List work unit categories grouped
         * @description Permission: `WorkUnits.Categories:view`.
         */
        get: operations["getV1WorkunitcategoriesGrouped"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunitcategories/{workUnitCategoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a work unit category
         * @description Permission: `WorkUnits.Categories:view`.
         */
        get: operations["getV1WorkunitcategoriesByWorkUnitCategoryId"];
        put?: never;
        /**
         * Update a work unit category
         * @description Permission: `WorkUnits.Categories:edit`.
         */
        post: operations["postV1WorkunitcategoriesByWorkUnitCategoryId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generallookup/workunitcatgories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up work unit categories
         * @description Permission: `WorkUnits:view` or `WorkUnits:view:mine` or `WorkUnits.Categories:view`.
         */
        get: operations["getApiGenerallookupWorkunitcatgories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunitcommunications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/workunitcommunications
         * @description Default sort created descending; $top defaults to 10.
         *
         *     Permission: `WorkUnitCommunications:view`.
         */
        get: operations["getV1Workunitcommunications"];
        /**
         * PUT /v1/workunitcommunications
         * @description Permission: `WorkUnitCommunications:create`.
         */
        put: operations["putV1Workunitcommunications"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunitcommunications/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/workunitcommunications/export
         * @description The list as CSV: the page asked for, or at most 1000 rows.
         *
         *     Permission: `WorkUnitCommunications:view`.
         */
        get: operations["getV1WorkunitcommunicationsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunitcommunications/{workUnitCommunicationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/workunitcommunications/{workUnitCommunicationId}
         * @description Permission: `WorkUnitCommunications:view`.
         */
        get: operations["getV1WorkunitcommunicationsByWorkUnitCommunicationId"];
        put?: never;
        /**
         * POST /v1/workunitcommunications/{workUnitCommunicationId}
         * @description Permission: `WorkUnitCommunications:edit`.
         */
        post: operations["postV1WorkunitcommunicationsByWorkUnitCommunicationId"];
        /**
         * DELETE /v1/workunitcommunications/{workUnitCommunicationId}
         * @description Permission: `WorkUnitCommunications:delete`.
         */
        delete: operations["deleteV1WorkunitcommunicationsByWorkUnitCommunicationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunitcommunications/{workUnitCommunicationId}/workUnits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/workunitcommunications/{workUnitCommunicationId}/workUnits
         * @description Relates work units of the communication's tenant that the caller sees (WorkUnits:view).
         *
         *     Permission: `WorkUnitCommunications:edit`.
         */
        post: operations["postV1WorkunitcommunicationsByWorkUnitCommunicationIdWorkUnits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunitcommunications/{workUnitCommunicationId}/workUnits/{workUnitId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /v1/workunitcommunications/{workUnitCommunicationId}/workUnits/{workUnitId}
         * @description Permission: `WorkUnitCommunications:edit`.
         */
        delete: operations["deleteV1WorkunitcommunicationsByWorkUnitCommunicationIdWorkUnitsByWorkUnitId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunitcommunications/{workUnitCommunicationId}/sendInternalNotification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/workunitcommunications/{workUnitCommunicationId}/sendInternalNotification
         * @description Mails the communication to its tenant's internal notification address (the mail outbox; SMTP when configured).
         *
         *     Permission: `WorkUnitCommunications:edit`.
         */
        get: operations["getV1WorkunitcommunicationsByWorkUnitCommunicationIdSendInternalNotification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunitcommunicationactivities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/workunitcommunicationactivities
         * @description Filter by workUnitCommunicationId.
         *
         *     Permission: `WorkUnitCommunications:view`.
         */
        get: operations["getV1Workunitcommunicationactivities"];
        /**
         * PUT /v1/workunitcommunicationactivities
         * @description Permission: `WorkUnitCommunications:create`.
         */
        put: operations["putV1Workunitcommunicationactivities"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunitcommunicationactivities/{workUnitCommunicationActivityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/workunitcommunicationactivities/{workUnitCommunicationActivityId}
         * @description Permission: `WorkUnitCommunications:view`.
         */
        get: operations["getV1WorkunitcommunicationactivitiesByWorkUnitCommunicationActivityId"];
        put?: never;
        /**
         * POST /v1/workunitcommunicationactivities/{workUnitCommunicationActivityId}
         * @description Permission: `WorkUnitCommunications:edit`.
         */
        post: operations["postV1WorkunitcommunicationactivitiesByWorkUnitCommunicationActivityId"];
        /**
         * DELETE /v1/workunitcommunicationactivities/{workUnitCommunicationActivityId}
         * @description Permission: `WorkUnitCommunications:delete`.
         */
        delete: operations["deleteV1WorkunitcommunicationactivitiesByWorkUnitCommunicationActivityId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunits/rc/{workUnitId}/communications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/workunits/rc/{workUnitId}/communications
         * @description Read-only: the communications a Resolution Center work unit relates to, with their customer-facing steps only.
         *
         *     Permission: `WorkUnits:view` or `WorkUnits:view:mine`.
         */
        get: operations["getV1WorkunitsRcByWorkUnitIdCommunications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunits/{workUnitId}/communications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/workunits/{workUnitId}/communications
         * @description Permission: `WorkUnitCommunications:view`.
         */
        get: operations["getV1WorkunitsByWorkUnitIdCommunications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List work units
         * @description Whole records of the tenants where the caller holds WorkUnits:view. Work units seen through WorkUnits:view:mine alone (a customer's incidents) come as the Resolution Center shows them: ResolutionCenterItem fields plus workUnitTypeId.
         *
         *     Permission: `WorkUnits:view` or `WorkUnits:view:mine`.
         */
        get: operations["getV1Workunits"];
        /**
         * Create a work unit
         * @description Permission: `WorkUnits:create`.
         */
        put: operations["putV1Workunits"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunits/Export()": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export work units as CSV (OData function form)
         * @description Permission: `WorkUnits:view` or `WorkUnits:view:mine`.
         */
        get: operations["exportWorkUnitsFunction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunits/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export work units as CSV
         * @description Permission: `WorkUnits:view` or `WorkUnits:view:mine`.
         */
        get: operations["getV1WorkunitsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunits/rc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the Resolution Center's work units
         * @description The Resolution Center's list: of the tenant `tenantId` names (the page's), else of the caller's stored tenant when it sees several.
         *
         *     Permission: `WorkUnits:view` or `WorkUnits:view:mine`.
         */
        get: operations["getV1WorkunitsRc"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rc/workunits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create a work unit from the Resolution Center
         * @description Permission: `WorkUnits:view:mine` or `WorkUnits:create`.
         */
        put: operations["putApiV1RcWorkunits"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunits/GetWorkUnitHistoryRecords(workUnitId={workUnitId})": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the history of a work unit (OData function form)
         * @description Permission: `WorkUnits:view`.
         */
        get: operations["getWorkUnitHistoryRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunits/{workUnitId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the history of a work unit
         * @description Permission: `WorkUnits:view`.
         */
        get: operations["getV1WorkunitsByWorkUnitIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunits/{workUnitId}/externalNotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the external notes of a work unit
         * @description Permission: `WorkUnits:view` or `WorkUnits:view:mine`.
         */
        get: operations["getV1WorkunitsByWorkUnitIdExternalNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunits/{workUnitId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a work unit
         * @description Whole records of the tenants where the caller holds WorkUnits:view. Work units seen through WorkUnits:view:mine alone (a customer's incidents) come as the Resolution Center shows them: ResolutionCenterItem fields plus workUnitTypeId.
         *
         *     Permission: `WorkUnits:view` or `WorkUnits:view:mine`.
         */
        get: operations["getV1WorkunitsByWorkUnitId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a work unit with a JSON Patch document
         * @description Permission: `WorkUnits:edit`.
         */
        patch: operations["patchV1WorkunitsByWorkUnitId"];
        trace?: never;
    };
    "/api/v1/workunits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create a work unit (integration form)
         * @description Permission: `WorkUnits:create`.
         */
        put: operations["putApiV1Workunits"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunits/{workUnitId}/migrateToChangeRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn a work unit into a change request
         * @description Permission: `WorkUnits:edit`.
         */
        post: operations["postV1WorkunitsByWorkUnitIdMigrateToChangeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunits/{workUnitId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a work unit
         * @description Permission: `WorkUnits:view`.
         */
        post: operations["postV1WorkunitsByWorkUnitIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunits/{workUnitId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a work unit
         * @description Permission: `WorkUnits:view`.
         */
        post: operations["postV1WorkunitsByWorkUnitIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunits/{workUnitId}/relations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Relate a work unit to another
         * @description Permission: `WorkUnits:edit`.
         */
        put: operations["putV1WorkunitsByWorkUnitIdRelations"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunits/{workUnitId}/relations/{workUnitRelationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a relation of a work unit
         * @description Permission: `WorkUnits:edit`.
         */
        delete: operations["deleteV1WorkunitsByWorkUnitIdRelationsByWorkUnitRelationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunitnotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add a note to a work unit
         * @description Permission: `WorkUnits:edit`.
         */
        put: operations["putV1Workunitnotes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunitnotes/callme/{workUnitId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to be called about a work unit
         * @description Permission: `WorkUnits:view` or `WorkUnits:view:mine`.
         */
        post: operations["postV1WorkunitnotesCallmeByWorkUnitId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generallookup/workunittypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up work unit types
         * @description Any signed-in caller.
         */
        get: operations["getApiGenerallookupWorkunittypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generallookup/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up approvers
         * @description Any signed-in caller.
         */
        get: operations["getApiGenerallookupApproval"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accessrequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request access to the portal */
        post: operations["postApiV1Accessrequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunitsubcategories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List work unit subcategories
         * @description Permission: `WorkUnits.Subcategories:view`.
         */
        get: operations["getV1Workunitsubcategories"];
        /**
         * Create a work unit subcategory
         * @description Permission: `WorkUnits.Subcategories:create`.
         */
        put: operations["putV1Workunitsubcategories"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workunitsubcategories/{workUnitSubcategoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a work unit subcategory
         * @description Permission: `WorkUnits.Subcategories:view`.
         */
        get: operations["getV1WorkunitsubcategoriesByWorkUnitSubcategoryId"];
        put?: never;
        /**
         * Update a work unit subcategory
         * @description Permission: `WorkUnits.Subcategories:edit`.
         */
        post: operations["postV1WorkunitsubcategoriesByWorkUnitSubcategoryId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/generallookup/workunitsubcatgories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up work unit subcategories
         * @description Permission: `WorkUnits:view` or `WorkUnits:view:mine` or `WorkUnits.Subcategories:view`.
         */
        get: operations["getApiGenerallookupWorkunitsubcatgories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every error answer: its HTTP status, the status's name and a message a person can act on. */
        Problem: {
            /** @example 400 */
            statusCode: number;
            /** @example Bad Request */
            error: string;
            /** @example title: Required */
            message: string;
        };
    };
    responses: {
        /** @description The request is not valid; the message says what to change. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** @description No access token, or one that is invalid or has expired. */
        Unauthorized: {
            headers: {
                /** @description The bearer challenge (RFC 6750). */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** @description Signed in, but without the permission this operation needs. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** @description No such record, or one in a tenant the caller may not see. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** @description The request conflicts with the current state: a duplicate, a record in use, a decision already made or a failed JSON Patch test. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** @description The request body is larger than this operation accepts. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is not sent as application/json. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many requests; try again later. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Problem"];
            };
        };
        /** @description The database or the identity provider cannot be reached at the moment; the request may be retried. */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getV1ActionDefinitions: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            actionDefinitionId?: string;
                            name?: string;
                            description?: string | null;
                            actionDefinitionTypeId?: number;
                            /** Format: uuid */
                            tenantId?: string | null;
                            tenant?: ({
                                /** Format: uuid */
                                tenantId?: string;
                                name?: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            inputParameters?: string | null;
                            endpointUrl?: string | null;
                            /** @enum {string|null} */
                            httpMethod?: "POST" | "GET" | "PUT" | "PATCH" | "DELETE" | "HEAD" | null;
                            headers?: string | null;
                            body?: string | null;
                            builtIn?: boolean;
                            created?: string;
                            modified?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1ActionDefinitions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    actionDefinitionTypeId: number;
                    /** Format: uuid */
                    tenantId?: string | null;
                    inputParameters?: string | null;
                    endpointUrl?: string | null;
                    /** @enum {string|null} */
                    httpMethod?: "POST" | "GET" | "PUT" | "PATCH" | "DELETE" | "HEAD" | null;
                    headers?: string | null;
                    body?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actionDefinitionId: string;
                        name: string;
                        description: string | null;
                        actionDefinitionTypeId: number;
                        /** Format: uuid */
                        tenantId: string | null;
                        tenant: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        } | null;
                        inputParameters: string | null;
                        endpointUrl: string | null;
                        /** @enum {string|null} */
                        httpMethod: "POST" | "GET" | "PUT" | "PATCH" | "DELETE" | "HEAD" | null;
                        headers: string | null;
                        body: string | null;
                        builtIn: boolean;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1ActionDefinitionsGrouped: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groupId: string | null;
                        groupName: string;
                        items: {
                            value: unknown;
                            label: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1ActionDefinitionsGetActionDefinitionsForProtocolsFunction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        value: {
                            actionDefinitionId: string;
                            name: string;
                            actionDefinitionTypeId: number;
                            /** Format: uuid */
                            tenantId: string | null;
                            inputParameters: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1ActionDefinitionsGetActionDefinitionsForRulesFunction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        value: {
                            actionDefinitionId: string;
                            name: string;
                            actionDefinitionTypeId: number;
                            /** Format: uuid */
                            tenantId: string | null;
                            inputParameters: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1ActionDefinitionsByActionDefinitionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                actionDefinitionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actionDefinitionId: string;
                        name: string;
                        description: string | null;
                        actionDefinitionTypeId: number;
                        /** Format: uuid */
                        tenantId: string | null;
                        tenant: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        } | null;
                        inputParameters: string | null;
                        endpointUrl: string | null;
                        /** @enum {string|null} */
                        httpMethod: "POST" | "GET" | "PUT" | "PATCH" | "DELETE" | "HEAD" | null;
                        headers: string | null;
                        body: string | null;
                        builtIn: boolean;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1ActionDefinitionsByActionDefinitionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                actionDefinitionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    actionDefinitionTypeId: number;
                    /** Format: uuid */
                    tenantId?: string | null;
                    inputParameters?: string | null;
                    endpointUrl?: string | null;
                    /** @enum {string|null} */
                    httpMethod?: "POST" | "GET" | "PUT" | "PATCH" | "DELETE" | "HEAD" | null;
                    headers?: string | null;
                    body?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actionDefinitionId: string;
                        name: string;
                        description: string | null;
                        actionDefinitionTypeId: number;
                        /** Format: uuid */
                        tenantId: string | null;
                        tenant: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        } | null;
                        inputParameters: string | null;
                        endpointUrl: string | null;
                        /** @enum {string|null} */
                        httpMethod: "POST" | "GET" | "PUT" | "PATCH" | "DELETE" | "HEAD" | null;
                        headers: string | null;
                        body: string | null;
                        builtIn: boolean;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1ActionDefinitionsByActionDefinitionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                actionDefinitionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1ActionDefinitionsByActionDefinitionIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                actionDefinitionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default {} */
                    parameters?: {
                        [key: string]: string;
                    };
                    /** @default [] */
                    extra?: {
                        name: string;
                        value: string;
                    }[];
                    /** Format: uuid */
                    tenantId?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        messageId: string;
                        actionHistoryId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1ActionHistories: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
                /** @description Comma-separated definition ids */
                actionDefinitionIds?: string;
                correlationId?: string;
                protocolActionId?: string;
                referenceId?: string;
                messageId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            actionHistoryId?: string;
                            actionDefinitionId?: string;
                            correlationId?: string;
                            actionProcessed?: string | null;
                            resultStatusId?: number;
                            inputParameters?: string;
                            resultDetail?: string | null;
                            referenceId?: string | null;
                            messageId?: string;
                            actionDefinition?: ({
                                name?: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            /** Format: uuid */
                            tenantId?: string;
                            /** @enum {string} */
                            trigger?: "match" | "expiration" | "test" | "protocol" | "replay";
                            attemptCount?: number;
                            nextAttemptAt?: string | null;
                            attempts?: {
                                attempt: number;
                                at: string;
                                status: number | null;
                                durationMs: number | null;
                                error: string | null;
                                response: string | null;
                            }[];
                            created?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1ActionHistoriesByActionHistoryIdReplay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                actionHistoryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actionHistoryId: string;
                        messageId: string;
                        resultStatusId: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1ActionSigningSecretsByTenantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        previousSecret: string | null;
                        previousExpires: string | null;
                        rotated: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1ActionSigningSecretsByTenantIdRotate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        previousSecret: string | null;
                        previousExpires: string | null;
                        rotated: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAgentV1Enroll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    agentId: string;
                    machineName: string;
                    operatingSystem: string;
                    operatingSystemId: 0 | 1 | 2 | 4;
                    architecture: string;
                    agentVersion: string;
                    fingerprint: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "pending";
                        /** Format: uuid */
                        pendingDeviceId: string;
                        retryAfterSeconds: number;
                    } | {
                        /** @enum {string} */
                        status: "promoted";
                        /** Format: uuid */
                        deviceId: string;
                        credential: string;
                        heartbeatInterval: number;
                    };
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "pending";
                        /** Format: uuid */
                        pendingDeviceId: string;
                        retryAfterSeconds: number;
                    } | {
                        /** @enum {string} */
                        status: "promoted";
                        /** Format: uuid */
                        deviceId: string;
                        credential: string;
                        heartbeatInterval: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        /** @enum {string} */
                        code?: "revoked" | "clone" | "pending" | "invalid";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAgentV1Checkin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sequence: number;
                    configVersion: number;
                    fingerprint: string;
                    agentVersion: string;
                    ipAddress?: string | null;
                    /** @default [] */
                    packets?: {
                        /** Format: uuid */
                        packetId: string;
                        /** Format: uuid */
                        entityId: string;
                        /** Format: date-time */
                        timestamp: string;
                        message: {
                            [key: string]: unknown;
                        };
                    }[];
                    /** @default [] */
                    logs?: {
                        /** Format: uuid */
                        logEntryId: string;
                        /** Format: date-time */
                        created: string;
                        /** @enum {string} */
                        entryType: "Information" | "Warning" | "Error" | "Trace";
                        detail: string;
                        /** Format: uuid */
                        deviceOperationId?: string | null;
                    }[];
                    /** @default [] */
                    completed?: {
                        /** Format: uuid */
                        deviceOperationId: string;
                        /** Format: uuid */
                        completionToken?: string | null;
                    }[];
                    /** @default [] */
                    installations?: {
                        /** Format: uuid */
                        packageId: string;
                        /** Format: uuid */
                        packageVersionId: string | null;
                        /** @enum {string} */
                        status: "Installing" | "Installed" | "Failed" | "Refused";
                        detail?: string | null;
                    }[];
                    /** @default false */
                    restarted?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configVersion: number;
                        full: boolean;
                        heartbeatInterval: number;
                        loggingLevel: number;
                        tracingUntil: string | null;
                        restart: boolean;
                        operations?: {
                            /** Format: uuid */
                            deviceOperationId: string;
                            /** Format: uuid */
                            operationId: string;
                            name: string;
                            operationType: number;
                            label: string;
                            frequencyTypeId: number;
                            intervalSeconds: number;
                            /** Format: uuid */
                            completionToken: string | null;
                            operationComplete: boolean;
                            packageTypeId: number;
                            parameters: {
                                name: string;
                                source: number;
                                value: string | null;
                            }[];
                        }[];
                        installations?: {
                            /** Format: uuid */
                            packageId: string;
                            packageName: string;
                            packageTypeId: number;
                            /** Format: uuid */
                            packageVersionId: string;
                            version: string;
                            sha256: string;
                            sizeBytes: number;
                            downloadPath: string;
                        }[];
                        packetsStored: number;
                        packetsDuplicate: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        /** @enum {string} */
                        code?: "revoked" | "clone" | "pending" | "invalid";
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        /** @enum {string} */
                        code?: "revoked" | "clone" | "pending" | "invalid";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAgentV1Commands: {
        parameters: {
            query: {
                configVersion: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configVersion: number;
                    };
                };
            };
            /** @description No Content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                        /** @enum {string} */
                        code?: "revoked" | "clone" | "pending" | "invalid";
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAgentV1PackagesByPackageVersionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                packageVersionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Blocks: {
        parameters: {
            query?: {
                tenantId?: string;
                subscriptionId?: string;
                $orderby?: "name" | "name asc" | "name desc" | "created desc" | "modified desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        value: {
                            /** Format: uuid */
                            blockId: string;
                            name: string;
                            description: string | null;
                            blockTypeId: number;
                            /** Format: uuid */
                            tenantId: string;
                            /** Format: uuid */
                            subscriptionId: string;
                            subscription: {
                                /** Format: uuid */
                                subscriptionId: string;
                                name: string;
                                /** Format: uuid */
                                tenantId: string;
                            };
                            tenant: {
                                /** Format: uuid */
                                tenantId: string;
                                name: string;
                            };
                            latest: {
                                packetId: string;
                                timestamp: string;
                                value: (number | null) | string;
                            } | null;
                            created: string;
                            modified: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1Blocks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    blockId: string;
                    name: string;
                    description?: string | null;
                    blockTypeId: number;
                    /** Format: uuid */
                    tenantId: string;
                    /** Format: uuid */
                    subscriptionId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        blockId: string;
                        name: string;
                        description: string | null;
                        blockTypeId: number;
                        /** Format: uuid */
                        tenantId: string;
                        /** Format: uuid */
                        subscriptionId: string;
                        subscription: {
                            /** Format: uuid */
                            subscriptionId: string;
                            name: string;
                            /** Format: uuid */
                            tenantId: string;
                        };
                        tenant: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        };
                        latest: {
                            packetId: string;
                            timestamp: string;
                            value: (number | null) | string;
                        } | null;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1BlocksByBlockId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        blockId: string;
                        name: string;
                        description: string | null;
                        blockTypeId: number;
                        /** Format: uuid */
                        tenantId: string;
                        /** Format: uuid */
                        subscriptionId: string;
                        subscription: {
                            /** Format: uuid */
                            subscriptionId: string;
                            name: string;
                            /** Format: uuid */
                            tenantId: string;
                        };
                        tenant: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        };
                        latest: {
                            packetId: string;
                            timestamp: string;
                            value: (number | null) | string;
                        } | null;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1BlocksByBlockId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blockId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        blockId: string;
                        name: string;
                        description: string | null;
                        blockTypeId: number;
                        /** Format: uuid */
                        tenantId: string;
                        /** Format: uuid */
                        subscriptionId: string;
                        subscription: {
                            /** Format: uuid */
                            subscriptionId: string;
                            name: string;
                            /** Format: uuid */
                            tenantId: string;
                        };
                        tenant: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        };
                        latest: {
                            packetId: string;
                            timestamp: string;
                            value: (number | null) | string;
                        } | null;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1BlocksByBlockId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1BlocksByBlockIdHistory: {
        parameters: {
            query?: {
                pageNumber?: number;
                rowCount?: number;
            };
            header?: never;
            path: {
                blockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        historyItems: {
                            receivedTimestamp: string;
                            value: (number | null) | string;
                            timestamp: string;
                        }[];
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1BlocksByBlockIdLogs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        logs: {
                            /** Format: uuid */
                            logEntryId: string;
                            created: string;
                            detail: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1BlocksByBlockIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blockId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stored: number;
                        duplicate: number;
                        refused: {
                            index: number;
                            entityId: string;
                            message: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Controlsets: {
        parameters: {
            query: {
                tenantId: string;
                startDate: string;
                controlSetId?: string;
                $top?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        weekStart: string;
                        weekEnd: string;
                        value: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            description: string | null;
                            source: string | null;
                            controls: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                title: string;
                                description: string | null;
                                /** @enum {string|null} */
                                evidenceSource: "outdatedPackages" | "staleDevices" | null;
                                controlStatuses: {
                                    /** Format: uuid */
                                    id: string;
                                    checkDate: string;
                                    /** @enum {string} */
                                    status: "Notset" | "Compliant" | "NonCompliant" | "Poam" | "Exempt";
                                    notes: string | null;
                                    /** Format: uuid */
                                    tenantId: string;
                                    /** Format: uuid */
                                    controlId: string;
                                    modified: string;
                                    modifiedBy: string | null;
                                }[];
                                evidence: {
                                    /** @enum {string} */
                                    source: "outdatedPackages" | "staleDevices";
                                    devices: number;
                                    failing: number;
                                    summary: string;
                                    /** @enum {string} */
                                    proposedStatus: "Notset" | "Compliant" | "NonCompliant" | "Poam" | "Exempt";
                                } | null;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1ControlsetsSummary: {
        parameters: {
            query: {
                tenantId: string;
                startDate: string;
                weeks?: number;
                controlSetId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        value: {
                            weekStart: string;
                            controls: number;
                            counts: {
                                [key: string]: number;
                            };
                            compliantShare: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1ControlsetsExportFunction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    tenantId: string;
                    startDate: string;
                    /** Format: uuid */
                    controlSetId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1ControlsetsExportAssessmentResultsFunction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    tenantId: string;
                    startDate: string;
                    /** Format: uuid */
                    controlSetId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1ControlsetsImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    format: "csv" | "oscal";
                    name?: string;
                    description?: string;
                    content: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        controls: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1Controlstatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    tenantId: string;
                    /** Format: uuid */
                    controlId: string;
                    checkDate: string;
                    /**
                     * @default Notset
                     * @enum {string}
                     */
                    status?: "Notset" | "Compliant" | "NonCompliant" | "Poam" | "Exempt";
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        checkDate: string;
                        /** @enum {string} */
                        status: "Notset" | "Compliant" | "NonCompliant" | "Poam" | "Exempt";
                        notes: string | null;
                        /** Format: uuid */
                        tenantId: string;
                        /** Format: uuid */
                        controlId: string;
                        modified: string;
                        modifiedBy: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1ControlstatusesByControlStatusId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                controlStatusId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchV1ControlstatusesByControlStatusId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                controlStatusId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    op: "add" | "replace" | "remove" | "test" | "move" | "copy";
                    path: string;
                    value?: unknown;
                    from?: string;
                }[];
                "application/json-patch+json": {
                    /** @enum {string} */
                    op: "add" | "replace" | "remove" | "test" | "move" | "copy";
                    path: string;
                    value?: unknown;
                    from?: string;
                }[];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        checkDate: string;
                        /** @enum {string} */
                        status: "Notset" | "Compliant" | "NonCompliant" | "Poam" | "Exempt";
                        notes: string | null;
                        /** Format: uuid */
                        tenantId: string;
                        /** Format: uuid */
                        controlId: string;
                        modified: string;
                        modifiedBy: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1DemoreceiverHooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received: boolean;
                        /** Format: uuid */
                        tenantId: string;
                        webhookId: string;
                        deliveries: number;
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1DemoreceiverHooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received: boolean;
                        /** Format: uuid */
                        tenantId: string;
                        webhookId: string;
                        deliveries: number;
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1DemoreceiverHooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received: boolean;
                        /** Format: uuid */
                        tenantId: string;
                        webhookId: string;
                        deliveries: number;
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1DemoreceiverHooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received: boolean;
                        /** Format: uuid */
                        tenantId: string;
                        webhookId: string;
                        deliveries: number;
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchV1DemoreceiverHooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received: boolean;
                        /** Format: uuid */
                        tenantId: string;
                        webhookId: string;
                        deliveries: number;
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1DemoreceiverDeliveries: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            /** Format: uuid */
                            deliveryId?: string;
                            /** Format: uuid */
                            tenantId?: string;
                            webhookId?: string;
                            method?: string;
                            path?: string;
                            headers?: {
                                [key: string]: string;
                            };
                            body?: string;
                            deliveries?: number;
                            firstReceived?: string;
                            lastReceived?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Devices: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            /** Format: uuid */
                            deviceId?: string;
                            /** Format: uuid */
                            tenantId?: string;
                            /** Format: uuid */
                            subscriptionId?: string;
                            name?: string;
                            description?: string | null;
                            tags?: string[];
                            deviceTypeId?: number;
                            /** Format: uuid */
                            locationId?: string | null;
                            location?: ({
                                /** Format: uuid */
                                locationId?: string;
                                name?: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            operatingSystemId?: number;
                            deviceLoggingLevelId?: number;
                            heartbeatInterval?: number;
                            enabled?: boolean;
                            restartAgentFlag?: boolean;
                            traceExpiration?: string | null;
                            traceMinutes?: number;
                            isDeleted?: boolean;
                            machineName?: string | null;
                            ipAddress?: string | null;
                            architecture?: string | null;
                            agentVersion?: string | null;
                            lastCheckIn?: string | null;
                            configVersion?: number;
                            created?: string;
                            modified?: string;
                            cpu?: number | null;
                            memory?: number | null;
                            lastPacket?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1DevicesExport: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1DevicesByDeviceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        deviceId: string;
                        /** Format: uuid */
                        tenantId: string;
                        /** Format: uuid */
                        subscriptionId: string;
                        name: string;
                        description: string | null;
                        tags: string[];
                        deviceTypeId: number;
                        /** Format: uuid */
                        locationId: string | null;
                        location: ({
                            /** Format: uuid */
                            locationId?: string;
                            name?: string;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        operatingSystemId: number;
                        deviceLoggingLevelId: number;
                        heartbeatInterval: number;
                        enabled: boolean;
                        restartAgentFlag: boolean;
                        traceExpiration: string | null;
                        traceMinutes: number;
                        isDeleted: boolean;
                        machineName: string | null;
                        ipAddress: string | null;
                        architecture: string | null;
                        agentVersion: string | null;
                        lastCheckIn: string | null;
                        configVersion: number;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1DevicesByDeviceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    tags?: string[];
                    deviceTypeId?: number;
                    /** Format: uuid */
                    locationId?: string | null;
                    operatingSystemId?: number;
                    /** Format: uuid */
                    tenantId: string;
                    /** Format: uuid */
                    subscriptionId: string;
                    deviceLoggingLevelId?: number;
                    heartbeatInterval: number;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        deviceId: string;
                        /** Format: uuid */
                        tenantId: string;
                        /** Format: uuid */
                        subscriptionId: string;
                        name: string;
                        description: string | null;
                        tags: string[];
                        deviceTypeId: number;
                        /** Format: uuid */
                        locationId: string | null;
                        location: ({
                            /** Format: uuid */
                            locationId?: string;
                            name?: string;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        operatingSystemId: number;
                        deviceLoggingLevelId: number;
                        heartbeatInterval: number;
                        enabled: boolean;
                        restartAgentFlag: boolean;
                        traceExpiration: string | null;
                        traceMinutes: number;
                        isDeleted: boolean;
                        machineName: string | null;
                        ipAddress: string | null;
                        architecture: string | null;
                        agentVersion: string | null;
                        lastCheckIn: string | null;
                        configVersion: number;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1DevicesByDeviceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1DevicesByDeviceIdTracing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    traceMinutes: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        traceMinutes: number;
                        traceExpiration: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1DevicesByDeviceIdRestart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1DevicesByDeviceIdLogs: {
        parameters: {
            query?: {
                $top?: number;
                $skip?: number;
                $count?: "true" | "false";
            };
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: {
                            /** Format: uuid */
                            logEntryId: string;
                            created: string;
                            entryType: string;
                            detail: string;
                            /** Format: uuid */
                            deviceOperationId: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1DevicesByDeviceIdInstallations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        value: {
                            installPackage: {
                                /** Format: uuid */
                                packageId: string;
                                packageName: string;
                                /** Format: uuid */
                                packageVersionId: string | null;
                                version: string | null;
                                /** @enum {string} */
                                installStatus: "AvailableForInstall" | "Pending" | "Installing" | "Installed" | "Failed" | "Refused";
                                detail: string | null;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1DevicesByDeviceIdInstallations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    packageId: string;
                    /** Format: uuid */
                    deviceId: string;
                    /** Format: uuid */
                    packageVersionId: string | null;
                }[];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1DevicesByDeviceIdMetrics: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        bucketSeconds: number;
                        series: {
                            t: string;
                            cpu: number | null;
                            memory: number | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1DeviceOperations: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            /** Format: uuid */
                            deviceOperationId?: string;
                            /** Format: uuid */
                            tenantId?: string;
                            /** Format: uuid */
                            deviceId?: string;
                            /** Format: uuid */
                            operationId?: string;
                            label?: string;
                            referenceId?: string | null;
                            globalSettingId?: string | null;
                            enabled?: boolean;
                            operationComplete?: boolean;
                            /** Format: uuid */
                            completionToken?: string | null;
                            frequencyTypeId?: number;
                            interval?: string;
                            isInteractive?: boolean;
                            isDeleted?: boolean;
                            parameters?: {
                                name: string;
                                source: number;
                                value?: string | null;
                                placeholderKey?: string | null;
                                lookupKey?: string | null;
                            }[];
                            queued?: boolean;
                            operation?: ({
                                /** Format: uuid */
                                operationId?: string;
                                /** Format: uuid */
                                packageId?: string;
                                name?: string;
                                description?: string | null;
                                operationType?: number;
                                defaultInterval?: string;
                                frequencyDefinitions?: number[];
                                parameterDefinitions?: ({
                                    name?: string;
                                    description?: string | null;
                                    required?: boolean;
                                    source?: number;
                                    defaultValue?: string | null;
                                } & {
                                    [key: string]: unknown;
                                })[];
                                operationResultTypeId?: number;
                                package?: ({
                                    /** Format: uuid */
                                    packageId?: string;
                                    name?: string;
                                    packageTypeId?: number;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            latestPacket?: {
                                /** Format: uuid */
                                packetId: string;
                                /** Format: uuid */
                                entityId: string;
                                timestamp: string;
                                message: {
                                    [key: string]: unknown;
                                };
                            } | null;
                            created?: string;
                            modified?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1DeviceOperations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    deviceId: string;
                    /** Format: uuid */
                    operationId: string;
                    label: string;
                    referenceId?: string | null;
                    globalSettingId?: string | null;
                    enabled?: boolean;
                    frequencyTypeId: number;
                    interval: string;
                    isInteractive?: boolean;
                    parameters?: {
                        name: string;
                        source: number;
                        value?: string | null;
                        placeholderKey?: string | null;
                        lookupKey?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        deviceOperation: {
                            /** Format: uuid */
                            deviceOperationId: string;
                            /** Format: uuid */
                            tenantId: string;
                            /** Format: uuid */
                            deviceId: string;
                            /** Format: uuid */
                            operationId: string;
                            label: string;
                            referenceId: string | null;
                            globalSettingId: string | null;
                            enabled: boolean;
                            operationComplete: boolean;
                            /** Format: uuid */
                            completionToken: string | null;
                            frequencyTypeId: number;
                            interval: string;
                            isInteractive: boolean;
                            isDeleted: boolean;
                            parameters: {
                                name: string;
                                source: number;
                                value?: string | null;
                                placeholderKey?: string | null;
                                lookupKey?: string | null;
                            }[];
                            queued: boolean;
                            operation?: ({
                                /** Format: uuid */
                                operationId?: string;
                                /** Format: uuid */
                                packageId?: string;
                                name?: string;
                                description?: string | null;
                                operationType?: number;
                                defaultInterval?: string;
                                frequencyDefinitions?: number[];
                                parameterDefinitions?: ({
                                    name?: string;
                                    description?: string | null;
                                    required?: boolean;
                                    source?: number;
                                    defaultValue?: string | null;
                                } & {
                                    [key: string]: unknown;
                                })[];
                                operationResultTypeId?: number;
                                package?: ({
                                    /** Format: uuid */
                                    packageId?: string;
                                    name?: string;
                                    packageTypeId?: number;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            latestPacket?: {
                                /** Format: uuid */
                                packetId: string;
                                /** Format: uuid */
                                entityId: string;
                                timestamp: string;
                                message: {
                                    [key: string]: unknown;
                                };
                            } | null;
                            created: string;
                            modified: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1DeviceOperationsActiveFunction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** Format: uuid */
                        deviceOperationId?: string;
                        /** Format: uuid */
                        tenantId?: string;
                        /** Format: uuid */
                        deviceId?: string;
                        /** Format: uuid */
                        operationId?: string;
                        label?: string;
                        referenceId?: string | null;
                        globalSettingId?: string | null;
                        enabled?: boolean;
                        operationComplete?: boolean;
                        /** Format: uuid */
                        completionToken?: string | null;
                        frequencyTypeId?: number;
                        interval?: string;
                        isInteractive?: boolean;
                        isDeleted?: boolean;
                        parameters?: {
                            name: string;
                            source: number;
                            value?: string | null;
                            placeholderKey?: string | null;
                            lookupKey?: string | null;
                        }[];
                        queued?: boolean;
                        operation?: ({
                            /** Format: uuid */
                            operationId?: string;
                            /** Format: uuid */
                            packageId?: string;
                            name?: string;
                            description?: string | null;
                            operationType?: number;
                            defaultInterval?: string;
                            frequencyDefinitions?: number[];
                            parameterDefinitions?: ({
                                name?: string;
                                description?: string | null;
                                required?: boolean;
                                source?: number;
                                defaultValue?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[];
                            operationResultTypeId?: number;
                            package?: ({
                                /** Format: uuid */
                                packageId?: string;
                                name?: string;
                                packageTypeId?: number;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        latestPacket?: {
                            /** Format: uuid */
                            packetId: string;
                            /** Format: uuid */
                            entityId: string;
                            timestamp: string;
                            message: {
                                [key: string]: unknown;
                            };
                        } | null;
                        created?: string;
                        modified?: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1DeviceOperationsByDeviceOperationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceOperationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        deviceOperationId: string;
                        /** Format: uuid */
                        tenantId: string;
                        /** Format: uuid */
                        deviceId: string;
                        /** Format: uuid */
                        operationId: string;
                        label: string;
                        referenceId: string | null;
                        globalSettingId: string | null;
                        enabled: boolean;
                        operationComplete: boolean;
                        /** Format: uuid */
                        completionToken: string | null;
                        frequencyTypeId: number;
                        interval: string;
                        isInteractive: boolean;
                        isDeleted: boolean;
                        parameters: {
                            name: string;
                            source: number;
                            value?: string | null;
                            placeholderKey?: string | null;
                            lookupKey?: string | null;
                        }[];
                        queued: boolean;
                        operation?: ({
                            /** Format: uuid */
                            operationId?: string;
                            /** Format: uuid */
                            packageId?: string;
                            name?: string;
                            description?: string | null;
                            operationType?: number;
                            defaultInterval?: string;
                            frequencyDefinitions?: number[];
                            parameterDefinitions?: ({
                                name?: string;
                                description?: string | null;
                                required?: boolean;
                                source?: number;
                                defaultValue?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[];
                            operationResultTypeId?: number;
                            package?: ({
                                /** Format: uuid */
                                packageId?: string;
                                name?: string;
                                packageTypeId?: number;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        latestPacket?: {
                            /** Format: uuid */
                            packetId: string;
                            /** Format: uuid */
                            entityId: string;
                            timestamp: string;
                            message: {
                                [key: string]: unknown;
                            };
                        } | null;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1DeviceOperationsByDeviceOperationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceOperationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    deviceId: string;
                    /** Format: uuid */
                    operationId: string;
                    label: string;
                    referenceId?: string | null;
                    globalSettingId?: string | null;
                    enabled?: boolean;
                    frequencyTypeId: number;
                    interval: string;
                    isInteractive?: boolean;
                    parameters?: {
                        name: string;
                        source: number;
                        value?: string | null;
                        placeholderKey?: string | null;
                        lookupKey?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        deviceOperation: {
                            /** Format: uuid */
                            deviceOperationId: string;
                            /** Format: uuid */
                            tenantId: string;
                            /** Format: uuid */
                            deviceId: string;
                            /** Format: uuid */
                            operationId: string;
                            label: string;
                            referenceId: string | null;
                            globalSettingId: string | null;
                            enabled: boolean;
                            operationComplete: boolean;
                            /** Format: uuid */
                            completionToken: string | null;
                            frequencyTypeId: number;
                            interval: string;
                            isInteractive: boolean;
                            isDeleted: boolean;
                            parameters: {
                                name: string;
                                source: number;
                                value?: string | null;
                                placeholderKey?: string | null;
                                lookupKey?: string | null;
                            }[];
                            queued: boolean;
                            operation?: ({
                                /** Format: uuid */
                                operationId?: string;
                                /** Format: uuid */
                                packageId?: string;
                                name?: string;
                                description?: string | null;
                                operationType?: number;
                                defaultInterval?: string;
                                frequencyDefinitions?: number[];
                                parameterDefinitions?: ({
                                    name?: string;
                                    description?: string | null;
                                    required?: boolean;
                                    source?: number;
                                    defaultValue?: string | null;
                                } & {
                                    [key: string]: unknown;
                                })[];
                                operationResultTypeId?: number;
                                package?: ({
                                    /** Format: uuid */
                                    packageId?: string;
                                    name?: string;
                                    packageTypeId?: number;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            latestPacket?: {
                                /** Format: uuid */
                                packetId: string;
                                /** Format: uuid */
                                entityId: string;
                                timestamp: string;
                                message: {
                                    [key: string]: unknown;
                                };
                            } | null;
                            created: string;
                            modified: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1DeviceOperationsByDeviceOperationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceOperationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1DeviceOperationsByDeviceOperationIdLogs: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path: {
                deviceOperationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            /** Format: uuid */
                            logEntryId?: string;
                            created?: string;
                            entryType?: string;
                            detail?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1DeviceOperationsByDeviceOperationIdEnqueueOnDemand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceOperationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        deviceOperation: {
                            /** Format: uuid */
                            deviceOperationId: string;
                            /** Format: uuid */
                            tenantId: string;
                            /** Format: uuid */
                            deviceId: string;
                            /** Format: uuid */
                            operationId: string;
                            label: string;
                            referenceId: string | null;
                            globalSettingId: string | null;
                            enabled: boolean;
                            operationComplete: boolean;
                            /** Format: uuid */
                            completionToken: string | null;
                            frequencyTypeId: number;
                            interval: string;
                            isInteractive: boolean;
                            isDeleted: boolean;
                            parameters: {
                                name: string;
                                source: number;
                                value?: string | null;
                                placeholderKey?: string | null;
                                lookupKey?: string | null;
                            }[];
                            queued: boolean;
                            operation?: ({
                                /** Format: uuid */
                                operationId?: string;
                                /** Format: uuid */
                                packageId?: string;
                                name?: string;
                                description?: string | null;
                                operationType?: number;
                                defaultInterval?: string;
                                frequencyDefinitions?: number[];
                                parameterDefinitions?: ({
                                    name?: string;
                                    description?: string | null;
                                    required?: boolean;
                                    source?: number;
                                    defaultValue?: string | null;
                                } & {
                                    [key: string]: unknown;
                                })[];
                                operationResultTypeId?: number;
                                package?: ({
                                    /** Format: uuid */
                                    packageId?: string;
                                    name?: string;
                                    packageTypeId?: number;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            latestPacket?: {
                                /** Format: uuid */
                                packetId: string;
                                /** Format: uuid */
                                entityId: string;
                                timestamp: string;
                                message: {
                                    [key: string]: unknown;
                                };
                            } | null;
                            created: string;
                            modified: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1DeviceOperationsByDeviceOperationIdDequeueOnDemand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceOperationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        deviceOperation: {
                            /** Format: uuid */
                            deviceOperationId: string;
                            /** Format: uuid */
                            tenantId: string;
                            /** Format: uuid */
                            deviceId: string;
                            /** Format: uuid */
                            operationId: string;
                            label: string;
                            referenceId: string | null;
                            globalSettingId: string | null;
                            enabled: boolean;
                            operationComplete: boolean;
                            /** Format: uuid */
                            completionToken: string | null;
                            frequencyTypeId: number;
                            interval: string;
                            isInteractive: boolean;
                            isDeleted: boolean;
                            parameters: {
                                name: string;
                                source: number;
                                value?: string | null;
                                placeholderKey?: string | null;
                                lookupKey?: string | null;
                            }[];
                            queued: boolean;
                            operation?: ({
                                /** Format: uuid */
                                operationId?: string;
                                /** Format: uuid */
                                packageId?: string;
                                name?: string;
                                description?: string | null;
                                operationType?: number;
                                defaultInterval?: string;
                                frequencyDefinitions?: number[];
                                parameterDefinitions?: ({
                                    name?: string;
                                    description?: string | null;
                                    required?: boolean;
                                    source?: number;
                                    defaultValue?: string | null;
                                } & {
                                    [key: string]: unknown;
                                })[];
                                operationResultTypeId?: number;
                                package?: ({
                                    /** Format: uuid */
                                    packageId?: string;
                                    name?: string;
                                    packageTypeId?: number;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            latestPacket?: {
                                /** Format: uuid */
                                packetId: string;
                                /** Format: uuid */
                                entityId: string;
                                timestamp: string;
                                message: {
                                    [key: string]: unknown;
                                };
                            } | null;
                            created: string;
                            modified: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1DeviceOperationsClone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    fromDeviceId: string;
                    /** Format: uuid */
                    toDeviceId: string;
                    deviceOperationIdsToClone: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        deviceOperationIds: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDownloadsAgentmjs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Grants: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            /** Format: uuid */
                            roleGrantId?: string;
                            /** @enum {string} */
                            principalKind?: "user" | "group";
                            principal?: string;
                            /** Format: uuid */
                            userId?: string | null;
                            displayName?: string | null;
                            groupName?: string | null;
                            /** Format: uuid */
                            roleId?: string;
                            roleName?: string;
                            allTenants?: boolean;
                            tenants?: {
                                /** Format: uuid */
                                tenantId: string;
                                name: string;
                            }[] | null;
                            isLastAdministratorGrant?: boolean;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1Grants: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    principalKind: "user" | "group";
                    userId?: string | null;
                    groupName?: string | null;
                    /** Format: uuid */
                    roleId: string;
                    tenantIds: string[] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        roleGrantId: string;
                        /** @enum {string} */
                        principalKind: "user" | "group";
                        principal: string;
                        /** Format: uuid */
                        userId: string | null;
                        displayName: string | null;
                        groupName: string | null;
                        /** Format: uuid */
                        roleId: string;
                        roleName: string;
                        allTenants: boolean;
                        tenants: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        }[] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1GrantsAudit: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            /** Format: uuid */
                            grantAuditId?: string;
                            at?: string;
                            actor?: string;
                            /** @enum {string} */
                            action?: "added" | "changed" | "removed";
                            /** Format: uuid */
                            roleGrantId?: string;
                            /** @enum {string} */
                            principalKind?: "user" | "group";
                            principal?: string;
                            roleName?: string;
                            tenants?: string[] | null;
                            previousRoleName?: string | null;
                            previousTenants?: string[] | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1GrantsRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        roleId: string;
                        name: string;
                        description: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1GrantsUsers: {
        parameters: {
            query?: {
                searchTerm?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        userId: string;
                        userName: string;
                        displayName: string;
                        email: string | null;
                        enabled: boolean;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1GrantsByRoleGrantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleGrantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        roleGrantId: string;
                        /** @enum {string} */
                        principalKind: "user" | "group";
                        principal: string;
                        /** Format: uuid */
                        userId: string | null;
                        displayName: string | null;
                        groupName: string | null;
                        /** Format: uuid */
                        roleId: string;
                        roleName: string;
                        allTenants: boolean;
                        tenants: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        }[] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1GrantsByRoleGrantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleGrantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    roleId: string;
                    tenantIds: string[] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        roleGrantId: string;
                        /** @enum {string} */
                        principalKind: "user" | "group";
                        principal: string;
                        /** Format: uuid */
                        userId: string | null;
                        displayName: string | null;
                        groupName: string | null;
                        /** Format: uuid */
                        roleId: string;
                        roleName: string;
                        allTenants: boolean;
                        tenants: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        }[] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1GrantsByRoleGrantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleGrantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiGeneralLookupOidcclientconfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authority: string;
                        clientId: string;
                        lifetime: number;
                        scope: string;
                        extraQueryParams?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Locations: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            /** Format: uuid */
                            locationId?: string;
                            /** Format: uuid */
                            tenantId?: string | null;
                            name?: string;
                            address1?: string | null;
                            address2?: string | null;
                            city?: string | null;
                            state?: string | null;
                            country?: string | null;
                            postalCode?: string | null;
                            coordinates?: string | null;
                            tenant?: ({
                                /** Format: uuid */
                                tenantId?: string;
                                name?: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            created?: string;
                            modified?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1Locations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address1?: string | null;
                    address2?: string | null;
                    city?: string | null;
                    state?: string | null;
                    country?: string | null;
                    postalCode?: string | null;
                    coordinates?: string | null;
                    /** Format: uuid */
                    tenantId?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        locationId: string;
                        /** Format: uuid */
                        tenantId: string | null;
                        name: string;
                        address1: string | null;
                        address2: string | null;
                        city: string | null;
                        state: string | null;
                        country: string | null;
                        postalCode: string | null;
                        coordinates: string | null;
                        tenant: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        } | null;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1LocationsExport: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1LocationsGrouped: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groupId: string | null;
                        groupName: string;
                        items: {
                            value: unknown;
                            label: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1LocationsByLocationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                locationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        locationId: string;
                        /** Format: uuid */
                        tenantId: string | null;
                        name: string;
                        address1: string | null;
                        address2: string | null;
                        city: string | null;
                        state: string | null;
                        country: string | null;
                        postalCode: string | null;
                        coordinates: string | null;
                        tenant: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        } | null;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1LocationsByLocationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                locationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address1?: string | null;
                    address2?: string | null;
                    city?: string | null;
                    state?: string | null;
                    country?: string | null;
                    postalCode?: string | null;
                    coordinates?: string | null;
                    /** Format: uuid */
                    tenantId?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        locationId: string;
                        /** Format: uuid */
                        tenantId: string | null;
                        name: string;
                        address1: string | null;
                        address2: string | null;
                        city: string | null;
                        state: string | null;
                        country: string | null;
                        postalCode: string | null;
                        coordinates: string | null;
                        tenant: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        } | null;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1LocationsByLocationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                locationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiGeneralLookupVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiGeneralLookupEnvironment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        environmentName: string;
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiGeneralLookupEnvironmentcolor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        environmentColor: string;
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1FeaturesByFeatureEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feature: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiGeneralLookupLicenseexpiration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        licenseExpiration: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiByTenantIdSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agentDownloadUrl: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiGeneralLookupTenants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tenantId: string;
                        name: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiGeneralLookupSubscriptions: {
        parameters: {
            query?: {
                tenantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        subscriptionId: string;
                        name: string;
                        /** Format: uuid */
                        tenantId: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiGeneralLookupLocations: {
        parameters: {
            query?: {
                tenantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        locationId: string;
                        name: string;
                        /** Format: uuid */
                        tenantId: string | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiPeople: {
        parameters: {
            query?: {
                searchTerm?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        displayName: string;
                        mail: string | null;
                        userName?: string;
                        /** @enum {string} */
                        kind: "person" | "group";
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiPeopleandgroups: {
        parameters: {
            query?: {
                searchTerm?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        displayName: string;
                        mail: string | null;
                        userName?: string;
                        /** @enum {string} */
                        kind: "person" | "group";
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Mailoutbox: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            /** Format: uuid */
                            mailId?: string;
                            /** Format: uuid */
                            tenantId?: string | null;
                            kind?: string;
                            to?: string;
                            cc?: string | null;
                            bcc?: string | null;
                            subject?: string;
                            text?: string;
                            html?: string | null;
                            /** @enum {string} */
                            status?: "queued" | "sent" | "failed";
                            statusReason?: string | null;
                            messageId?: string | null;
                            created?: string;
                            sent?: string | null;
                            tenant?: ({
                                /** Format: uuid */
                                tenantId?: string;
                                name?: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Packages: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            /** Format: uuid */
                            packageId?: string;
                            /** Format: uuid */
                            tenantId?: string | null;
                            name?: string;
                            description?: string | null;
                            packageTypeId?: number;
                            executableName?: string | null;
                            executableTypeId?: number | null;
                            referenceUrl?: string | null;
                            operatingSystemRidsId?: number;
                            parameterDefinitions?: {
                                name: string;
                                description: string | null;
                                required: boolean;
                                source: number;
                                defaultValue: string | null;
                            }[];
                            created?: string;
                            modified?: string;
                            tenant?: ({
                                /** Format: uuid */
                                tenantId?: string;
                                name?: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1Packages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** Format: uuid */
                    tenantId?: string | null;
                    packageTypeId: number;
                    executableName?: string | null;
                    executableTypeId?: number | null;
                    referenceUrl?: string | null;
                    operatingSystemRidsId?: number;
                    parameterDefinitions?: {
                        name: string;
                        description?: string | null;
                        /** @default false */
                        required?: boolean;
                        /** @default 1 */
                        source?: number;
                        defaultValue?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        packageId?: string;
                        /** Format: uuid */
                        tenantId?: string | null;
                        name?: string;
                        description?: string | null;
                        packageTypeId?: number;
                        executableName?: string | null;
                        executableTypeId?: number | null;
                        referenceUrl?: string | null;
                        operatingSystemRidsId?: number;
                        parameterDefinitions?: {
                            name: string;
                            description: string | null;
                            required: boolean;
                            source: number;
                            defaultValue: string | null;
                        }[];
                        created?: string;
                        modified?: string;
                        tenant?: ({
                            /** Format: uuid */
                            tenantId?: string;
                            name?: string;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        operations?: ({
                            /** Format: uuid */
                            operationId?: string;
                            /** Format: uuid */
                            packageId?: string;
                            name?: string;
                            description?: string | null;
                            operationType?: number;
                            defaultInterval?: string;
                            frequencyDefinitions?: number[];
                            parameterDefinitions?: {
                                name: string;
                                description: string | null;
                                required: boolean;
                                source: number;
                                defaultValue: string | null;
                            }[];
                            operationResultTypeId?: number;
                            created?: string;
                            modified?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        versions?: ({
                            /** Format: uuid */
                            packageVersionId?: string;
                            /** Format: uuid */
                            packageId?: string;
                            version?: string;
                            label?: string;
                            packageVersionStatusId?: number;
                            fileName?: string;
                            sizeBytes?: number;
                            sha256?: string;
                            createdBy?: string | null;
                            created?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1PackagesExport: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1PackagesGrouped: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groupId: string | null;
                        groupName: string;
                        items: {
                            value: unknown;
                            label: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1PackagesByPackageId: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path: {
                packageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        packageId?: string;
                        /** Format: uuid */
                        tenantId?: string | null;
                        name?: string;
                        description?: string | null;
                        packageTypeId?: number;
                        executableName?: string | null;
                        executableTypeId?: number | null;
                        referenceUrl?: string | null;
                        operatingSystemRidsId?: number;
                        parameterDefinitions?: {
                            name: string;
                            description: string | null;
                            required: boolean;
                            source: number;
                            defaultValue: string | null;
                        }[];
                        created?: string;
                        modified?: string;
                        tenant?: ({
                            /** Format: uuid */
                            tenantId?: string;
                            name?: string;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        operations?: ({
                            /** Format: uuid */
                            operationId?: string;
                            /** Format: uuid */
                            packageId?: string;
                            name?: string;
                            description?: string | null;
                            operationType?: number;
                            defaultInterval?: string;
                            frequencyDefinitions?: number[];
                            parameterDefinitions?: {
                                name: string;
                                description: string | null;
                                required: boolean;
                                source: number;
                                defaultValue: string | null;
                            }[];
                            operationResultTypeId?: number;
                            created?: string;
                            modified?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        versions?: ({
                            /** Format: uuid */
                            packageVersionId?: string;
                            /** Format: uuid */
                            packageId?: string;
                            version?: string;
                            label?: string;
                            packageVersionStatusId?: number;
                            fileName?: string;
                            sizeBytes?: number;
                            sha256?: string;
                            createdBy?: string | null;
                            created?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1PackagesByPackageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                packageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** Format: uuid */
                    tenantId?: string | null;
                    packageTypeId: number;
                    executableName?: string | null;
                    executableTypeId?: number | null;
                    referenceUrl?: string | null;
                    operatingSystemRidsId?: number;
                    parameterDefinitions?: {
                        name: string;
                        description?: string | null;
                        /** @default false */
                        required?: boolean;
                        /** @default 1 */
                        source?: number;
                        defaultValue?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        packageId?: string;
                        /** Format: uuid */
                        tenantId?: string | null;
                        name?: string;
                        description?: string | null;
                        packageTypeId?: number;
                        executableName?: string | null;
                        executableTypeId?: number | null;
                        referenceUrl?: string | null;
                        operatingSystemRidsId?: number;
                        parameterDefinitions?: {
                            name: string;
                            description: string | null;
                            required: boolean;
                            source: number;
                            defaultValue: string | null;
                        }[];
                        created?: string;
                        modified?: string;
                        tenant?: ({
                            /** Format: uuid */
                            tenantId?: string;
                            name?: string;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        operations?: ({
                            /** Format: uuid */
                            operationId?: string;
                            /** Format: uuid */
                            packageId?: string;
                            name?: string;
                            description?: string | null;
                            operationType?: number;
                            defaultInterval?: string;
                            frequencyDefinitions?: number[];
                            parameterDefinitions?: {
                                name: string;
                                description: string | null;
                                required: boolean;
                                source: number;
                                defaultValue: string | null;
                            }[];
                            operationResultTypeId?: number;
                            created?: string;
                            modified?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        versions?: ({
                            /** Format: uuid */
                            packageVersionId?: string;
                            /** Format: uuid */
                            packageId?: string;
                            version?: string;
                            label?: string;
                            packageVersionStatusId?: number;
                            fileName?: string;
                            sizeBytes?: number;
                            sha256?: string;
                            createdBy?: string | null;
                            created?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1PackagesByPackageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                packageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1PackagesUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        packageId: string;
                        versions: {
                            /** Format: uuid */
                            packageVersionId: string;
                            /** Format: uuid */
                            packageId: string;
                            version: string;
                            label: string;
                            packageVersionStatusId: number;
                            fileName: string;
                            sizeBytes: number;
                            sha256: string;
                            createdBy: string | null;
                            created: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1PackagesByPackageIdVersionsByPackageVersionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                packageId: string;
                packageVersionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1OperationsByCall: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path: {
                call: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            /** Format: uuid */
                            operationId?: string;
                            /** Format: uuid */
                            packageId?: string;
                            name?: string;
                            description?: string | null;
                            operationType?: number;
                            defaultInterval?: string;
                            frequencyDefinitions?: number[];
                            parameterDefinitions?: {
                                name: string;
                                description: string | null;
                                required: boolean;
                                source: number;
                                defaultValue: string | null;
                            }[];
                            operationResultTypeId?: number;
                            created?: string;
                            modified?: string;
                            package?: ({
                                /** Format: uuid */
                                packageId?: string;
                                /** Format: uuid */
                                tenantId?: string | null;
                                name?: string;
                                description?: string | null;
                                packageTypeId?: number;
                                executableName?: string | null;
                                executableTypeId?: number | null;
                                referenceUrl?: string | null;
                                operatingSystemRidsId?: number;
                                parameterDefinitions?: {
                                    name: string;
                                    description: string | null;
                                    required: boolean;
                                    source: number;
                                    defaultValue: string | null;
                                }[];
                                created?: string;
                                modified?: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Packets: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: {
                            packetId?: string;
                            tenantId?: string;
                            entityId?: string;
                            timestamp?: string;
                            received?: string;
                            message?: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1Packets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    packetId?: string;
                    /** Format: uuid */
                    entityId: string;
                    /** Format: date-time */
                    timestamp: string;
                    message: {
                        [key: string]: unknown;
                    };
                }[];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stored: number;
                        duplicate: number;
                        refused: {
                            index: number;
                            entityId: string;
                            message: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statusCode: number;
                        error: string;
                        message: string;
                    };
                };
            };
        };
    };
    getV1PacketsByPacketId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                packetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        packetId: string;
                        tenantId: string;
                        entityId: string;
                        timestamp: string;
                        received: string;
                        message: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Pendingdevices: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
                /** @description `true`: only devices whose last ping is within the last day */
                activeOnly?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            /** Format: uuid */
                            pendingDeviceId?: string;
                            /** Format: uuid */
                            tenantId?: string;
                            /** Format: uuid */
                            agentId?: string;
                            machineName?: string;
                            operatingSystem?: string;
                            operatingSystemId?: number;
                            architecture?: string;
                            ipAddress?: string | null;
                            agentVersion?: string | null;
                            created?: string;
                            lastPing?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1PendingdevicesExport: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
                /** @description `true`: only devices whose last ping is within the last day */
                activeOnly?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1PendingdevicesBatchpromote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pendingDeviceIds: string[];
                    /** Format: uuid */
                    subscriptionId?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        devices: {
                            /** Format: uuid */
                            pendingDeviceId: string;
                            /** Format: uuid */
                            deviceId: string;
                            /** Format: uuid */
                            tenantId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1PendingdevicesBatchdelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pendingDeviceIds: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        deleted: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Protocols: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            protocolId?: string;
                            name?: string;
                            description?: string | null;
                            tenantId?: string;
                            owningGroup?: string | null;
                            timerInverval?: string;
                            manualActions?: string | null;
                            created?: string;
                            modified?: string;
                            modifiedBy?: string | null;
                            tenant?: ({
                                tenantId?: string;
                                name?: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            protocolActions?: ({
                                protocolActionId?: string;
                                protocolId?: string;
                                tenantId?: string;
                                actionDefinitionId?: string;
                                workUnitEventTypeId?: number;
                                parameters?: {
                                    [key: string]: string;
                                };
                                sequence?: number;
                                runAutomatically?: boolean;
                                repeatable?: boolean;
                                summary?: string | null;
                                created?: string;
                                modified?: string;
                                modifiedBy?: string | null;
                                actionDefinition?: ({
                                    actionDefinitionId?: string;
                                    name?: string;
                                    description?: string | null;
                                    actionDefinitionTypeId?: number;
                                    inputParameters?: string | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1Protocols: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** Format: uuid */
                    tenantId?: string | null;
                    owningGroup?: string | null;
                    timerInverval: string;
                    manualActions?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        protocolId: string;
                        name: string;
                        description: string | null;
                        tenantId: string;
                        owningGroup: string | null;
                        timerInverval: string;
                        manualActions: string | null;
                        created: string;
                        modified: string;
                        modifiedBy: string | null;
                        tenant?: ({
                            tenantId?: string;
                            name?: string;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        protocolActions?: ({
                            protocolActionId?: string;
                            protocolId?: string;
                            tenantId?: string;
                            actionDefinitionId?: string;
                            workUnitEventTypeId?: number;
                            parameters?: {
                                [key: string]: string;
                            };
                            sequence?: number;
                            runAutomatically?: boolean;
                            repeatable?: boolean;
                            summary?: string | null;
                            created?: string;
                            modified?: string;
                            modifiedBy?: string | null;
                            actionDefinition?: ({
                                actionDefinitionId?: string;
                                name?: string;
                                description?: string | null;
                                actionDefinitionTypeId?: number;
                                inputParameters?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1ProtocolsLookup: {
        parameters: {
            query?: {
                tenantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        value: {
                            protocolId: string;
                            name: string;
                            tenantId: string;
                            tenantName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1ProtocolsGetMatchedRulesFunction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: {
                            ruleId: string;
                            name: string;
                            tenantId: string | null;
                            ruleTypeId: number;
                            enabled: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1ProtocolsGetProtocolsForActionFunction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                actionDefinitionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: {
                            protocolId: string;
                            name: string;
                            tenantId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1ProtocolsByProtocolId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                protocolId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        protocolId: string;
                        name: string;
                        description: string | null;
                        tenantId: string;
                        owningGroup: string | null;
                        timerInverval: string;
                        manualActions: string | null;
                        created: string;
                        modified: string;
                        modifiedBy: string | null;
                        tenant?: ({
                            tenantId?: string;
                            name?: string;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        protocolActions?: ({
                            protocolActionId?: string;
                            protocolId?: string;
                            tenantId?: string;
                            actionDefinitionId?: string;
                            workUnitEventTypeId?: number;
                            parameters?: {
                                [key: string]: string;
                            };
                            sequence?: number;
                            runAutomatically?: boolean;
                            repeatable?: boolean;
                            summary?: string | null;
                            created?: string;
                            modified?: string;
                            modifiedBy?: string | null;
                            actionDefinition?: ({
                                actionDefinitionId?: string;
                                name?: string;
                                description?: string | null;
                                actionDefinitionTypeId?: number;
                                inputParameters?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1ProtocolsByProtocolId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                protocolId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** Format: uuid */
                    tenantId?: string | null;
                    owningGroup?: string | null;
                    timerInverval: string;
                    manualActions?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        protocolId: string;
                        name: string;
                        description: string | null;
                        tenantId: string;
                        owningGroup: string | null;
                        timerInverval: string;
                        manualActions: string | null;
                        created: string;
                        modified: string;
                        modifiedBy: string | null;
                        tenant?: ({
                            tenantId?: string;
                            name?: string;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        protocolActions?: ({
                            protocolActionId?: string;
                            protocolId?: string;
                            tenantId?: string;
                            actionDefinitionId?: string;
                            workUnitEventTypeId?: number;
                            parameters?: {
                                [key: string]: string;
                            };
                            sequence?: number;
                            runAutomatically?: boolean;
                            repeatable?: boolean;
                            summary?: string | null;
                            created?: string;
                            modified?: string;
                            modifiedBy?: string | null;
                            actionDefinition?: ({
                                actionDefinitionId?: string;
                                name?: string;
                                description?: string | null;
                                actionDefinitionTypeId?: number;
                                inputParameters?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1ProtocolsByProtocolId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                protocolId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1ProtocolActions: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            protocolActionId?: string;
                            protocolId?: string;
                            tenantId?: string;
                            actionDefinitionId?: string;
                            workUnitEventTypeId?: number;
                            parameters?: {
                                [key: string]: string;
                            };
                            sequence?: number;
                            runAutomatically?: boolean;
                            repeatable?: boolean;
                            summary?: string | null;
                            created?: string;
                            modified?: string;
                            modifiedBy?: string | null;
                            actionDefinition?: ({
                                actionDefinitionId?: string;
                                name?: string;
                                description?: string | null;
                                actionDefinitionTypeId?: number;
                                inputParameters?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1ProtocolActions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    protocolId: string;
                    actionDefinitionId: string;
                    workUnitEventTypeId: number;
                    /** @default {} */
                    parameters?: {
                        [key: string]: string;
                    };
                    /** @default 0 */
                    sequence?: number;
                    /** @default true */
                    runAutomatically?: boolean;
                    /** @default false */
                    repeatable?: boolean;
                    summary?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        protocolActionId: string;
                        protocolId: string;
                        tenantId: string;
                        actionDefinitionId: string;
                        workUnitEventTypeId: number;
                        parameters: {
                            [key: string]: string;
                        };
                        sequence: number;
                        runAutomatically: boolean;
                        repeatable: boolean;
                        summary: string | null;
                        created: string;
                        modified: string;
                        modifiedBy: string | null;
                        actionDefinition?: ({
                            actionDefinitionId?: string;
                            name?: string;
                            description?: string | null;
                            actionDefinitionTypeId?: number;
                            inputParameters?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1ProtocolActionsByProtocolActionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                protocolActionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        protocolActionId: string;
                        protocolId: string;
                        tenantId: string;
                        actionDefinitionId: string;
                        workUnitEventTypeId: number;
                        parameters: {
                            [key: string]: string;
                        };
                        sequence: number;
                        runAutomatically: boolean;
                        repeatable: boolean;
                        summary: string | null;
                        created: string;
                        modified: string;
                        modifiedBy: string | null;
                        actionDefinition?: ({
                            actionDefinitionId?: string;
                            name?: string;
                            description?: string | null;
                            actionDefinitionTypeId?: number;
                            inputParameters?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1ProtocolActionsByProtocolActionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                protocolActionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    protocolId: string;
                    actionDefinitionId: string;
                    workUnitEventTypeId: number;
                    /** @default {} */
                    parameters?: {
                        [key: string]: string;
                    };
                    /** @default 0 */
                    sequence?: number;
                    /** @default true */
                    runAutomatically?: boolean;
                    /** @default false */
                    repeatable?: boolean;
                    summary?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        protocolActionId: string;
                        protocolId: string;
                        tenantId: string;
                        actionDefinitionId: string;
                        workUnitEventTypeId: number;
                        parameters: {
                            [key: string]: string;
                        };
                        sequence: number;
                        runAutomatically: boolean;
                        repeatable: boolean;
                        summary: string | null;
                        created: string;
                        modified: string;
                        modifiedBy: string | null;
                        actionDefinition?: ({
                            actionDefinitionId?: string;
                            name?: string;
                            description?: string | null;
                            actionDefinitionTypeId?: number;
                            inputParameters?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1ProtocolActionsByProtocolActionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                protocolActionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1WorkunitsByWorkUnitIdProtocolActionsByProtocolActionIdTrigger: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path: {
                workUnitId: number;
                protocolActionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    workUnitEventType?: number | null;
                    userDefinedParams?: {
                        [key: string]: string;
                    } | null;
                    /** @default false */
                    reject?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitId: number;
                        protocolActionId: string;
                        rejected: boolean;
                        actionHistoryId: string | null;
                        messageId: string | null;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1WorkunitsByWorkUnitIdProtocolActionRuns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        value: {
                            protocolActionId: string;
                            actionHistoryId: string | null;
                            messageId: string | null;
                            resultStatusId: number | null;
                            started: string | null;
                            finished: string | null;
                            detail: string | null;
                            runCount: number;
                            rejected: string | null;
                            rejectedBy: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1EmailtemplatesRender: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    workUnitId: number;
                    /** Format: uuid */
                    protocolActionId: string;
                    userDefinedParams?: {
                        [key: string]: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        to: string;
                        cc: string;
                        bcc: string;
                        subject: string;
                        body: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Rules: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
                /** @description `true`: disabled rules are listed too (the grid's 'Show Disabled Rules'); by default only enabled ones */
                showDisabled?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: {
                            ruleId?: string;
                            name?: string;
                            description?: string | null;
                            ruleTypeId?: number;
                            tenantId?: string | null;
                            subscriptionId?: string | null;
                            enabled?: boolean;
                            matchLifetime?: string;
                            useSlidingExpiration?: boolean;
                            timeConditions?: {
                                timeZoneId: string;
                                startRange?: string | null;
                                endRange?: string | null;
                                daysOfWeek: number[];
                                daysOfMonth: number[];
                                dailyStartTime?: string | null;
                                dailyEndTime?: string | null;
                            } | null;
                            conditions?: {
                                type: number;
                                leftOperand: number;
                                leftOperandFieldName?: string | null;
                                operator: number;
                                rightOperand?: string | null;
                                occurrencePattern?: number | null;
                            }[];
                            matchActions?: {
                                actionDefinitionId: string;
                                parameters: {
                                    [key: string]: string;
                                };
                            }[];
                            expirationActions?: {
                                actionDefinitionId: string;
                                parameters: {
                                    [key: string]: string;
                                };
                            }[];
                            created?: string;
                            modified?: string;
                            tenant?: {
                                tenantId: string;
                                name: string;
                            } | null;
                            subscription?: {
                                subscriptionId: string;
                                name: string;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1Rules: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    ruleTypeId: number;
                    /** Format: uuid */
                    tenantId?: string | null;
                    /** Format: uuid */
                    subscriptionId?: string | null;
                    /** @default true */
                    enabled?: boolean;
                    matchLifetime: string;
                    /** @default false */
                    useSlidingExpiration?: boolean;
                    timeConditions?: {
                        timeZoneId: string;
                        startRange?: string | null;
                        endRange?: string | null;
                        /**
                         * @default [
                         *       0,
                         *       1,
                         *       2,
                         *       3,
                         *       4,
                         *       5,
                         *       6
                         *     ]
                         */
                        daysOfWeek?: number[];
                        /**
                         * @default [
                         *       1,
                         *       2,
                         *       3,
                         *       4,
                         *       5,
                         *       6,
                         *       7,
                         *       8,
                         *       9,
                         *       10,
                         *       11,
                         *       12,
                         *       13,
                         *       14,
                         *       15,
                         *       16,
                         *       17,
                         *       18,
                         *       19,
                         *       20,
                         *       21,
                         *       22,
                         *       23,
                         *       24,
                         *       25,
                         *       26,
                         *       27,
                         *       28,
                         *       29,
                         *       30,
                         *       31
                         *     ]
                         */
                        daysOfMonth?: number[];
                        dailyStartTime?: string | null;
                        dailyEndTime?: string | null;
                    } | null;
                    conditions: {
                        /** @default 0 */
                        type?: number;
                        leftOperand: number;
                        leftOperandFieldName?: string | null;
                        operator: number;
                        rightOperand?: string | null;
                        occurrencePattern?: number | null;
                    }[];
                    /** @default [] */
                    matchActions?: {
                        actionDefinitionId: string;
                        /** @default {} */
                        parameters?: {
                            [key: string]: string;
                        };
                    }[];
                    /** @default [] */
                    expirationActions?: {
                        actionDefinitionId: string;
                        /** @default {} */
                        parameters?: {
                            [key: string]: string;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ruleId: string;
                        name: string;
                        description: string | null;
                        ruleTypeId: number;
                        tenantId: string | null;
                        subscriptionId: string | null;
                        enabled: boolean;
                        matchLifetime: string;
                        useSlidingExpiration: boolean;
                        timeConditions: {
                            timeZoneId: string;
                            startRange?: string | null;
                            endRange?: string | null;
                            daysOfWeek: number[];
                            daysOfMonth: number[];
                            dailyStartTime?: string | null;
                            dailyEndTime?: string | null;
                        } | null;
                        conditions: {
                            type: number;
                            leftOperand: number;
                            leftOperandFieldName?: string | null;
                            operator: number;
                            rightOperand?: string | null;
                            occurrencePattern?: number | null;
                        }[];
                        matchActions: {
                            actionDefinitionId: string;
                            parameters: {
                                [key: string]: string;
                            };
                        }[];
                        expirationActions: {
                            actionDefinitionId: string;
                            parameters: {
                                [key: string]: string;
                            };
                        }[];
                        created: string;
                        modified: string;
                        tenant?: {
                            tenantId: string;
                            name: string;
                        } | null;
                        subscription?: {
                            subscriptionId: string;
                            name: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRulesForAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The action definition id: a GUID, or a built-in id such as email */
                actionDefinitionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: {
                            ruleId: string;
                            name: string;
                            tenantId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1RulesByRuleId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ruleId: string;
                        name: string;
                        description: string | null;
                        ruleTypeId: number;
                        tenantId: string | null;
                        subscriptionId: string | null;
                        enabled: boolean;
                        matchLifetime: string;
                        useSlidingExpiration: boolean;
                        timeConditions: {
                            timeZoneId: string;
                            startRange?: string | null;
                            endRange?: string | null;
                            daysOfWeek: number[];
                            daysOfMonth: number[];
                            dailyStartTime?: string | null;
                            dailyEndTime?: string | null;
                        } | null;
                        conditions: {
                            type: number;
                            leftOperand: number;
                            leftOperandFieldName?: string | null;
                            operator: number;
                            rightOperand?: string | null;
                            occurrencePattern?: number | null;
                        }[];
                        matchActions: {
                            actionDefinitionId: string;
                            parameters: {
                                [key: string]: string;
                            };
                        }[];
                        expirationActions: {
                            actionDefinitionId: string;
                            parameters: {
                                [key: string]: string;
                            };
                        }[];
                        created: string;
                        modified: string;
                        tenant?: {
                            tenantId: string;
                            name: string;
                        } | null;
                        subscription?: {
                            subscriptionId: string;
                            name: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1RulesByRuleId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    ruleTypeId: number;
                    /** Format: uuid */
                    tenantId?: string | null;
                    /** Format: uuid */
                    subscriptionId?: string | null;
                    /** @default true */
                    enabled?: boolean;
                    matchLifetime: string;
                    /** @default false */
                    useSlidingExpiration?: boolean;
                    timeConditions?: {
                        timeZoneId: string;
                        startRange?: string | null;
                        endRange?: string | null;
                        /**
                         * @default [
                         *       0,
                         *       1,
                         *       2,
                         *       3,
                         *       4,
                         *       5,
                         *       6
                         *     ]
                         */
                        daysOfWeek?: number[];
                        /**
                         * @default [
                         *       1,
                         *       2,
                         *       3,
                         *       4,
                         *       5,
                         *       6,
                         *       7,
                         *       8,
                         *       9,
                         *       10,
                         *       11,
                         *       12,
                         *       13,
                         *       14,
                         *       15,
                         *       16,
                         *       17,
                         *       18,
                         *       19,
                         *       20,
                         *       21,
                         *       22,
                         *       23,
                         *       24,
                         *       25,
                         *       26,
                         *       27,
                         *       28,
                         *       29,
                         *       30,
                         *       31
                         *     ]
                         */
                        daysOfMonth?: number[];
                        dailyStartTime?: string | null;
                        dailyEndTime?: string | null;
                    } | null;
                    conditions: {
                        /** @default 0 */
                        type?: number;
                        leftOperand: number;
                        leftOperandFieldName?: string | null;
                        operator: number;
                        rightOperand?: string | null;
                        occurrencePattern?: number | null;
                    }[];
                    /** @default [] */
                    matchActions?: {
                        actionDefinitionId: string;
                        /** @default {} */
                        parameters?: {
                            [key: string]: string;
                        };
                    }[];
                    /** @default [] */
                    expirationActions?: {
                        actionDefinitionId: string;
                        /** @default {} */
                        parameters?: {
                            [key: string]: string;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ruleId: string;
                        name: string;
                        description: string | null;
                        ruleTypeId: number;
                        tenantId: string | null;
                        subscriptionId: string | null;
                        enabled: boolean;
                        matchLifetime: string;
                        useSlidingExpiration: boolean;
                        timeConditions: {
                            timeZoneId: string;
                            startRange?: string | null;
                            endRange?: string | null;
                            daysOfWeek: number[];
                            daysOfMonth: number[];
                            dailyStartTime?: string | null;
                            dailyEndTime?: string | null;
                        } | null;
                        conditions: {
                            type: number;
                            leftOperand: number;
                            leftOperandFieldName?: string | null;
                            operator: number;
                            rightOperand?: string | null;
                            occurrencePattern?: number | null;
                        }[];
                        matchActions: {
                            actionDefinitionId: string;
                            parameters: {
                                [key: string]: string;
                            };
                        }[];
                        expirationActions: {
                            actionDefinitionId: string;
                            parameters: {
                                [key: string]: string;
                            };
                        }[];
                        created: string;
                        modified: string;
                        tenant?: {
                            tenantId: string;
                            name: string;
                        } | null;
                        subscription?: {
                            subscriptionId: string;
                            name: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1RulesByRuleId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1RulesDryRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rule: {
                        name: string;
                        description?: string | null;
                        ruleTypeId: number;
                        /** Format: uuid */
                        tenantId?: string | null;
                        /** Format: uuid */
                        subscriptionId?: string | null;
                        /** @default true */
                        enabled?: boolean;
                        matchLifetime: string;
                        /** @default false */
                        useSlidingExpiration?: boolean;
                        timeConditions?: {
                            timeZoneId: string;
                            startRange?: string | null;
                            endRange?: string | null;
                            /**
                             * @default [
                             *       0,
                             *       1,
                             *       2,
                             *       3,
                             *       4,
                             *       5,
                             *       6
                             *     ]
                             */
                            daysOfWeek?: number[];
                            /**
                             * @default [
                             *       1,
                             *       2,
                             *       3,
                             *       4,
                             *       5,
                             *       6,
                             *       7,
                             *       8,
                             *       9,
                             *       10,
                             *       11,
                             *       12,
                             *       13,
                             *       14,
                             *       15,
                             *       16,
                             *       17,
                             *       18,
                             *       19,
                             *       20,
                             *       21,
                             *       22,
                             *       23,
                             *       24,
                             *       25,
                             *       26,
                             *       27,
                             *       28,
                             *       29,
                             *       30,
                             *       31
                             *     ]
                             */
                            daysOfMonth?: number[];
                            dailyStartTime?: string | null;
                            dailyEndTime?: string | null;
                        } | null;
                        conditions: {
                            /** @default 0 */
                            type?: number;
                            leftOperand: number;
                            leftOperandFieldName?: string | null;
                            operator: number;
                            rightOperand?: string | null;
                            occurrencePattern?: number | null;
                        }[];
                        /** @default [] */
                        matchActions?: {
                            actionDefinitionId: string;
                            /** @default {} */
                            parameters?: {
                                [key: string]: string;
                            };
                        }[];
                        /** @default [] */
                        expirationActions?: {
                            actionDefinitionId: string;
                            /** @default {} */
                            parameters?: {
                                [key: string]: string;
                            };
                        }[];
                    };
                    /** @default 1000 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        evaluated: number;
                        matched: number;
                        results: {
                            packetId: string;
                            entityId: string;
                            timestamp: string;
                            matched: boolean;
                            subjectId: string;
                            label: string;
                            decidedBy: {
                                conditionIndex: number | null;
                                reason: string;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1RulesToggledisabledByRuleId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ruleId: string;
                        enabled: boolean;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiGeneralLookupRuletypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiGeneralLookupTimezones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        offset: string;
                        offsetMinutes: number;
                        isDefault: boolean;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiGeneralLookupOccuranceoptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiGeneralLookupOperators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        needsRightOperand: boolean;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiGeneralLookupRuleleftoperands: {
        parameters: {
            query?: {
                ruleType?: number;
                tenantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        leftOperandType: "text" | "number" | "guid" | "timeSpan" | "tenant" | "entityKind" | "workUnitEvent" | "workUnitState" | "severity" | "workUnitType";
                        requiresFieldName: boolean;
                        operators: number[];
                        occurrencePatterns: number[];
                        fixed: boolean;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiByUrlTenantIdRulelookupConditionInputOptionsByLeftOperandType: {
        parameters: {
            query?: {
                tenantId?: string;
            };
            header?: never;
            path: {
                urlTenantId: string;
                leftOperandType: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        leftOperandType: "text" | "number" | "guid" | "timeSpan" | "tenant" | "entityKind" | "workUnitEvent" | "workUnitState" | "severity" | "workUnitType";
                        /** @enum {string} */
                        input: "text" | "number" | "choice" | "timeSpan" | "fixed";
                        options: {
                            value: string;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Rulematches: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
                /** @description One rule's matches (the Rules grid's Matches panel) */
                ruleId?: string;
                /** @description One subject's matches, e.g. a block's or a device's id (the drawers' Rule Matches tab) */
                subjectId?: string;
                /** @description The matches a packet made or last renewed (the packet drawer) */
                packetId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: {
                            ruleMatchId?: string;
                            ruleId?: string;
                            tenantId?: string;
                            subjectId?: string;
                            label?: string;
                            rulePacket?: {
                                [key: string]: unknown;
                            } | null;
                            created?: string;
                            matchCount?: number;
                            firstMatch?: string;
                            lastMatch?: string;
                            expires?: string;
                            inMaintenance?: boolean;
                            completionProcessed?: boolean;
                            modified?: string;
                            rule?: {
                                ruleId?: string;
                                name?: string;
                                description?: string | null;
                                ruleTypeId?: number;
                                tenantId?: string | null;
                                subscriptionId?: string | null;
                                enabled?: boolean;
                                matchLifetime?: string;
                                useSlidingExpiration?: boolean;
                                timeConditions?: {
                                    timeZoneId: string;
                                    startRange?: string | null;
                                    endRange?: string | null;
                                    daysOfWeek: number[];
                                    daysOfMonth: number[];
                                    dailyStartTime?: string | null;
                                    dailyEndTime?: string | null;
                                } | null;
                                conditions?: {
                                    type: number;
                                    leftOperand: number;
                                    leftOperandFieldName?: string | null;
                                    operator: number;
                                    rightOperand?: string | null;
                                    occurrencePattern?: number | null;
                                }[];
                                matchActions?: {
                                    actionDefinitionId: string;
                                    parameters: {
                                        [key: string]: string;
                                    };
                                }[];
                                expirationActions?: {
                                    actionDefinitionId: string;
                                    parameters: {
                                        [key: string]: string;
                                    };
                                }[];
                                created?: string;
                                modified?: string;
                                tenant?: {
                                    tenantId: string;
                                    name: string;
                                } | null;
                                subscription?: {
                                    subscriptionId: string;
                                    name: string;
                                } | null;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1CurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        userName: string;
                        email: string | null;
                        /** @enum {string} */
                        kind: "user" | "token";
                        /** Format: uuid */
                        tenantId: string | null;
                        /** Format: uuid */
                        subscriptionId: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Permissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1TenantSubscriptionContextByTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tenant?: string;
                    /** Format: uuid */
                    subscriptionId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        userName: string;
                        email: string | null;
                        /** @enum {string} */
                        kind: "user" | "token";
                        /** Format: uuid */
                        tenantId: string | null;
                        /** Format: uuid */
                        subscriptionId: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiAuthCurrentUserPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Subscriptions: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
                tenantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            /** Format: uuid */
                            subscriptionId?: string;
                            /** Format: uuid */
                            tenantId?: string;
                            name?: string;
                            created?: string;
                            modified?: string;
                            tenant?: ({
                                /** Format: uuid */
                                tenantId?: string;
                                name?: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1Subscriptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    tenantId: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        subscriptionId: string;
                        /** Format: uuid */
                        tenantId: string;
                        name: string;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1SubscriptionsExport: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
                tenantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1SubscriptionsGrouped: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
                tenantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groupId: string | null;
                        groupName: string;
                        items: {
                            value: unknown;
                            label: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1SubscriptionsBySubscriptionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        subscriptionId: string;
                        /** Format: uuid */
                        tenantId: string;
                        name: string;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1SubscriptionsBySubscriptionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: uuid */
                    tenantId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        subscriptionId: string;
                        /** Format: uuid */
                        tenantId: string;
                        name: string;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Tenants: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            /** Format: uuid */
                            tenantId?: string;
                            name?: string;
                            internalNotificationEmailAddress?: string | null;
                            enabled?: boolean;
                            assignmentGroups?: string;
                            escalationReasons?: string;
                            workUnitFieldDef1?: string | null;
                            workUnitFieldDef2?: string | null;
                            workUnitFieldDef3?: string | null;
                            workUnitFieldDef4?: string | null;
                            workUnitFieldDef5?: string | null;
                            workUnitFieldDef6?: string | null;
                            workUnitFieldDef7?: string | null;
                            workUnitFieldDef8?: string | null;
                            workUnitFieldDef9?: string | null;
                            workUnitFieldDef10?: string | null;
                            workUnitFieldDef11?: string | null;
                            workUnitFieldDef12?: string | null;
                            workUnitFieldDef13?: string | null;
                            workUnitFieldDef14?: string | null;
                            workUnitFieldDef15?: string | null;
                            created?: string;
                            modified?: string;
                            subscriptions?: ({
                                /** Format: uuid */
                                subscriptionId?: string;
                                /** Format: uuid */
                                tenantId?: string;
                                name?: string;
                                created?: string;
                                modified?: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1Tenants: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    internalNotificationEmailAddress?: string | null;
                    enabled?: boolean;
                    assignmentGroups?: string | null;
                    escalationReasons?: string | null;
                    workUnitFieldDef1?: string | null;
                    workUnitFieldDef2?: string | null;
                    workUnitFieldDef3?: string | null;
                    workUnitFieldDef4?: string | null;
                    workUnitFieldDef5?: string | null;
                    workUnitFieldDef6?: string | null;
                    workUnitFieldDef7?: string | null;
                    workUnitFieldDef8?: string | null;
                    workUnitFieldDef9?: string | null;
                    workUnitFieldDef10?: string | null;
                    workUnitFieldDef11?: string | null;
                    workUnitFieldDef12?: string | null;
                    workUnitFieldDef13?: string | null;
                    workUnitFieldDef14?: string | null;
                    workUnitFieldDef15?: string | null;
                    secrets?: {
                        /** Format: uuid */
                        id?: string | null;
                        name: string;
                        value?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tenantId: string;
                        name: string;
                        internalNotificationEmailAddress: string | null;
                        enabled: boolean;
                        assignmentGroups: string;
                        escalationReasons: string;
                        workUnitFieldDef1: string | null;
                        workUnitFieldDef2: string | null;
                        workUnitFieldDef3: string | null;
                        workUnitFieldDef4: string | null;
                        workUnitFieldDef5: string | null;
                        workUnitFieldDef6: string | null;
                        workUnitFieldDef7: string | null;
                        workUnitFieldDef8: string | null;
                        workUnitFieldDef9: string | null;
                        workUnitFieldDef10: string | null;
                        workUnitFieldDef11: string | null;
                        workUnitFieldDef12: string | null;
                        workUnitFieldDef13: string | null;
                        workUnitFieldDef14: string | null;
                        workUnitFieldDef15: string | null;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1TenantsExport: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1TenantsByTenantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tenantId: string;
                        name: string;
                        internalNotificationEmailAddress: string | null;
                        enabled: boolean;
                        assignmentGroups: string;
                        escalationReasons: string;
                        workUnitFieldDef1: string | null;
                        workUnitFieldDef2: string | null;
                        workUnitFieldDef3: string | null;
                        workUnitFieldDef4: string | null;
                        workUnitFieldDef5: string | null;
                        workUnitFieldDef6: string | null;
                        workUnitFieldDef7: string | null;
                        workUnitFieldDef8: string | null;
                        workUnitFieldDef9: string | null;
                        workUnitFieldDef10: string | null;
                        workUnitFieldDef11: string | null;
                        workUnitFieldDef12: string | null;
                        workUnitFieldDef13: string | null;
                        workUnitFieldDef14: string | null;
                        workUnitFieldDef15: string | null;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1TenantsByTenantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    internalNotificationEmailAddress?: string | null;
                    enabled?: boolean;
                    assignmentGroups?: string | null;
                    escalationReasons?: string | null;
                    workUnitFieldDef1?: string | null;
                    workUnitFieldDef2?: string | null;
                    workUnitFieldDef3?: string | null;
                    workUnitFieldDef4?: string | null;
                    workUnitFieldDef5?: string | null;
                    workUnitFieldDef6?: string | null;
                    workUnitFieldDef7?: string | null;
                    workUnitFieldDef8?: string | null;
                    workUnitFieldDef9?: string | null;
                    workUnitFieldDef10?: string | null;
                    workUnitFieldDef11?: string | null;
                    workUnitFieldDef12?: string | null;
                    workUnitFieldDef13?: string | null;
                    workUnitFieldDef14?: string | null;
                    workUnitFieldDef15?: string | null;
                    secrets?: {
                        /** Format: uuid */
                        id?: string | null;
                        name: string;
                        value?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tenantId: string;
                        name: string;
                        internalNotificationEmailAddress: string | null;
                        enabled: boolean;
                        assignmentGroups: string;
                        escalationReasons: string;
                        workUnitFieldDef1: string | null;
                        workUnitFieldDef2: string | null;
                        workUnitFieldDef3: string | null;
                        workUnitFieldDef4: string | null;
                        workUnitFieldDef5: string | null;
                        workUnitFieldDef6: string | null;
                        workUnitFieldDef7: string | null;
                        workUnitFieldDef8: string | null;
                        workUnitFieldDef9: string | null;
                        workUnitFieldDef10: string | null;
                        workUnitFieldDef11: string | null;
                        workUnitFieldDef12: string | null;
                        workUnitFieldDef13: string | null;
                        workUnitFieldDef14: string | null;
                        workUnitFieldDef15: string | null;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1TenantsByTenantIdSecrets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        secretId: string;
                        name: string;
                        version: number;
                        created: string;
                        modified: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1TenantsByTenantIdSecretsBySecretIdVersionsLatest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
                secretId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        secretId: string;
                        name: string;
                        version: number;
                        value: string;
                        created: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1TenantsByTenantIdAssignmentGroups: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1TenantsByTenantIdEscalationReasons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1TenantsToggledisabledByTenantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tenantId: string;
                        name: string;
                        internalNotificationEmailAddress: string | null;
                        enabled: boolean;
                        assignmentGroups: string;
                        escalationReasons: string;
                        workUnitFieldDef1: string | null;
                        workUnitFieldDef2: string | null;
                        workUnitFieldDef3: string | null;
                        workUnitFieldDef4: string | null;
                        workUnitFieldDef5: string | null;
                        workUnitFieldDef6: string | null;
                        workUnitFieldDef7: string | null;
                        workUnitFieldDef8: string | null;
                        workUnitFieldDef9: string | null;
                        workUnitFieldDef10: string | null;
                        workUnitFieldDef11: string | null;
                        workUnitFieldDef12: string | null;
                        workUnitFieldDef13: string | null;
                        workUnitFieldDef14: string | null;
                        workUnitFieldDef15: string | null;
                        created: string;
                        modified: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Tokens: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
                tenantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            /** Format: uuid */
                            tokenGrantId?: string;
                            /** Format: uuid */
                            tenantId?: string;
                            name?: string;
                            description?: string | null;
                            lifetimeYears?: number;
                            createdBy?: string | null;
                            created?: string;
                            expiresOn?: string | null;
                            revokedOn?: string | null;
                            lastUsed?: string | null;
                            tenant?: ({
                                /** Format: uuid */
                                tenantId?: string;
                                name?: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1Tokens: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    tenantId: string;
                    name: string;
                    description?: string | null;
                    lifetimeYears: 0 | 1 | 2 | 3;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tokenGrantId: string;
                        /** Format: uuid */
                        tenantId: string;
                        name: string;
                        description: string | null;
                        lifetimeYears: number;
                        createdBy: string | null;
                        created: string;
                        expiresOn: string | null;
                        revokedOn: string | null;
                        lastUsed: string | null;
                        generatedToken: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1TokensExport: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
                tenantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1TokensByTokenGrantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenGrantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tokenGrantId: string;
                        /** Format: uuid */
                        tenantId: string;
                        name: string;
                        description: string | null;
                        lifetimeYears: number;
                        createdBy: string | null;
                        created: string;
                        expiresOn: string | null;
                        revokedOn: string | null;
                        lastUsed: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1TokensByTokenGrantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenGrantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** Format: uuid */
                    tenantId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tokenGrantId: string;
                        /** Format: uuid */
                        tenantId: string;
                        name: string;
                        description: string | null;
                        lifetimeYears: number;
                        createdBy: string | null;
                        created: string;
                        expiresOn: string | null;
                        revokedOn: string | null;
                        lastUsed: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1TokensByTokenGrantIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenGrantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        tokenGrantId: string;
                        /** Format: uuid */
                        tenantId: string;
                        name: string;
                        description: string | null;
                        lifetimeYears: number;
                        createdBy: string | null;
                        created: string;
                        expiresOn: string | null;
                        revokedOn: string | null;
                        lastUsed: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Compliancereport: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            /** Format: uuid */
                            deviceId?: string;
                            deviceName?: string;
                            /** Format: uuid */
                            tenantId?: string;
                            tenantName?: string;
                            /** Format: uuid */
                            subscriptionId?: string;
                            subscriptionName?: string;
                            /** Format: uuid */
                            packageId?: string;
                            packageName?: string;
                            /** @enum {string} */
                            versionStatus?: "Current" | "Outdated";
                            installedVersion?: string;
                            installedVersionReleased?: string;
                            latestVersion?: string | null;
                            latestVersionReleased?: string | null;
                            compliantDevice?: boolean;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1CompliancereportGrouped: {
        parameters: {
            query: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
                column: "tenantName" | "subscriptionName" | "deviceName" | "packageName" | "versionStatus" | "installedVersion" | "latestVersion";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        column: "tenantName" | "subscriptionName" | "deviceName" | "packageName" | "versionStatus" | "installedVersion" | "latestVersion";
                        value: {
                            value: string | null;
                            label: string;
                            count: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1CompliancereportCounts: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
                view?: "package" | "device";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        view: "package" | "device";
                        total: number;
                        groups: {
                            key: string;
                            count: number;
                        }[];
                        upToDate: number;
                        upToDatePercent: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1CompliancereportExportFunction: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1CompliancereportExport: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Workunitcategories: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: {
                            workUnitCategoryId?: number;
                            name?: string;
                            /** Format: uuid */
                            tenantId?: string | null;
                            workUnitTypeId?: number;
                            workUnitType?: string;
                            isEnabled?: boolean;
                            isVisibleInResolutionCenter?: boolean;
                            created?: string;
                            modified?: string;
                            tenant?: {
                                /** Format: uuid */
                                tenantId: string;
                                name: string;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1Workunitcategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: uuid */
                    tenantId?: string | null;
                    workUnitTypeId: number;
                    isEnabled?: boolean;
                    isVisibleInResolutionCenter?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitCategoryId: number;
                        name: string;
                        /** Format: uuid */
                        tenantId: string | null;
                        workUnitTypeId: number;
                        workUnitType: string;
                        isEnabled: boolean;
                        isVisibleInResolutionCenter: boolean;
                        created: string;
                        modified: string;
                        tenant?: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1WorkunitcategoriesGrouped: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groupId: string | null;
                        groupName: string;
                        items: {
                            value: unknown;
                            label: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1WorkunitcategoriesByWorkUnitCategoryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitCategoryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitCategoryId: number;
                        name: string;
                        /** Format: uuid */
                        tenantId: string | null;
                        workUnitTypeId: number;
                        workUnitType: string;
                        isEnabled: boolean;
                        isVisibleInResolutionCenter: boolean;
                        created: string;
                        modified: string;
                        tenant?: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1WorkunitcategoriesByWorkUnitCategoryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitCategoryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: uuid */
                    tenantId?: string | null;
                    workUnitTypeId: number;
                    isEnabled?: boolean;
                    isVisibleInResolutionCenter?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitCategoryId: number;
                        name: string;
                        /** Format: uuid */
                        tenantId: string | null;
                        workUnitTypeId: number;
                        workUnitType: string;
                        isEnabled: boolean;
                        isVisibleInResolutionCenter: boolean;
                        created: string;
                        modified: string;
                        tenant?: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiGenerallookupWorkunitcatgories: {
        parameters: {
            query?: {
                tenantId?: string;
                workUnitTypeId?: number;
                visibleInResolutionCenter?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitCategoryId: number;
                        name: string;
                        /** Format: uuid */
                        tenantId: string | null;
                        workUnitTypeId: number;
                        isVisibleInResolutionCenter: boolean;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Workunitcommunications: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            workUnitCommunicationId?: number;
                            /** Format: uuid */
                            publicWorkUnitCommunicationId?: string;
                            title?: string;
                            /** Format: uuid */
                            tenantId?: string;
                            serviceManager?: string;
                            /** @enum {string} */
                            status?: "Investigating" | "ConfirmedImpact" | "ServiceRestored" | "Cancelled" | "Resolved";
                            details?: string | null;
                            customerAssistanceRequired?: boolean;
                            rootCause?: string | null;
                            eventStarted?: string;
                            eventEngaged?: string;
                            eventMitigated?: string | null;
                            eventResolved?: string | null;
                            nextUpdate?: string | null;
                            nextInternalUpdate?: string | null;
                            /** @enum {string|null} */
                            maximumImpact?: "None" | "Minor" | "Major" | "Critical" | null;
                            /** @enum {string|null} */
                            currentImpact?: "None" | "Minor" | "Major" | "Critical" | null;
                            impactedServices?: string | null;
                            internalBridge?: string | null;
                            created?: string;
                            modified?: string;
                            createdBy?: string;
                            userChanged?: string | null;
                            userChangedBy?: string | null;
                            overdue?: boolean;
                            timeToFirstUpdateMinutes?: number | null;
                            onTimeUpdateShare?: number | null;
                            tenant?: ({
                                /** Format: uuid */
                                tenantId?: string;
                                name?: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            workUnits?: ({
                                workUnitId?: number;
                                /** Format: uuid */
                                publicWorkUnitId?: string;
                                title?: string;
                                stateId?: number;
                                severityId?: number;
                                /** Format: uuid */
                                tenantId?: string;
                                tenant?: {
                                    /** Format: uuid */
                                    tenantId: string;
                                    name: string;
                                } | null;
                            } & {
                                [key: string]: unknown;
                            })[];
                            workUnitCommunicationActivities?: ({
                                workUnitCommunicationActivityId?: number;
                                workUnitCommunicationId?: number;
                                /** @enum {string} */
                                activityType?: "TaskActivity" | "ResolutionActivity";
                                details?: string;
                                isCustomerFacing?: boolean;
                                isComplete?: boolean;
                                completed?: string | null;
                                created?: string;
                                createdBy?: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1Workunitcommunications: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** Format: uuid */
                    tenantId?: string;
                    serviceManager: string;
                    /** @enum {string} */
                    status?: "Investigating" | "ConfirmedImpact" | "ServiceRestored" | "Cancelled" | "Resolved";
                    details?: string | null;
                    customerAssistanceRequired?: boolean;
                    rootCause?: string | null;
                    eventStarted: string;
                    eventEngaged: string;
                    /** Format: date-time */
                    eventMitigated?: string | null;
                    /** Format: date-time */
                    eventResolved?: string | null;
                    /** Format: date-time */
                    nextUpdate?: string | null;
                    /** Format: date-time */
                    nextInternalUpdate?: string | null;
                    /** @enum {string|null} */
                    maximumImpact?: "None" | "Minor" | "Major" | "Critical" | null;
                    /** @enum {string|null} */
                    currentImpact?: "None" | "Minor" | "Major" | "Critical" | null;
                    impactedServices?: string | null;
                    internalBridge?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitCommunicationId: number;
                        /** Format: uuid */
                        publicWorkUnitCommunicationId: string;
                        title: string;
                        /** Format: uuid */
                        tenantId: string;
                        serviceManager: string;
                        /** @enum {string} */
                        status: "Investigating" | "ConfirmedImpact" | "ServiceRestored" | "Cancelled" | "Resolved";
                        details: string | null;
                        customerAssistanceRequired: boolean;
                        rootCause: string | null;
                        eventStarted: string;
                        eventEngaged: string;
                        eventMitigated: string | null;
                        eventResolved: string | null;
                        nextUpdate: string | null;
                        nextInternalUpdate: string | null;
                        /** @enum {string|null} */
                        maximumImpact: "None" | "Minor" | "Major" | "Critical" | null;
                        /** @enum {string|null} */
                        currentImpact: "None" | "Minor" | "Major" | "Critical" | null;
                        impactedServices: string | null;
                        internalBridge: string | null;
                        created: string;
                        modified: string;
                        createdBy: string;
                        userChanged: string | null;
                        userChangedBy: string | null;
                        overdue: boolean;
                        timeToFirstUpdateMinutes: number | null;
                        onTimeUpdateShare: number | null;
                        tenant?: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        } | null;
                        workUnits?: {
                            workUnitId: number;
                            /** Format: uuid */
                            publicWorkUnitId: string;
                            title: string;
                            stateId: number;
                            severityId: number;
                            /** Format: uuid */
                            tenantId: string;
                            tenant?: {
                                /** Format: uuid */
                                tenantId: string;
                                name: string;
                            } | null;
                        }[];
                        workUnitCommunicationActivities?: {
                            workUnitCommunicationActivityId: number;
                            workUnitCommunicationId: number;
                            /** @enum {string} */
                            activityType: "TaskActivity" | "ResolutionActivity";
                            details: string;
                            isCustomerFacing: boolean;
                            isComplete: boolean;
                            completed: string | null;
                            created: string;
                            createdBy: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1WorkunitcommunicationsExport: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1WorkunitcommunicationsByWorkUnitCommunicationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id or publicWorkUnitCommunicationId */
                workUnitCommunicationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitCommunicationId: number;
                        /** Format: uuid */
                        publicWorkUnitCommunicationId: string;
                        title: string;
                        /** Format: uuid */
                        tenantId: string;
                        serviceManager: string;
                        /** @enum {string} */
                        status: "Investigating" | "ConfirmedImpact" | "ServiceRestored" | "Cancelled" | "Resolved";
                        details: string | null;
                        customerAssistanceRequired: boolean;
                        rootCause: string | null;
                        eventStarted: string;
                        eventEngaged: string;
                        eventMitigated: string | null;
                        eventResolved: string | null;
                        nextUpdate: string | null;
                        nextInternalUpdate: string | null;
                        /** @enum {string|null} */
                        maximumImpact: "None" | "Minor" | "Major" | "Critical" | null;
                        /** @enum {string|null} */
                        currentImpact: "None" | "Minor" | "Major" | "Critical" | null;
                        impactedServices: string | null;
                        internalBridge: string | null;
                        created: string;
                        modified: string;
                        createdBy: string;
                        userChanged: string | null;
                        userChangedBy: string | null;
                        overdue: boolean;
                        timeToFirstUpdateMinutes: number | null;
                        onTimeUpdateShare: number | null;
                        tenant?: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        } | null;
                        workUnits?: {
                            workUnitId: number;
                            /** Format: uuid */
                            publicWorkUnitId: string;
                            title: string;
                            stateId: number;
                            severityId: number;
                            /** Format: uuid */
                            tenantId: string;
                            tenant?: {
                                /** Format: uuid */
                                tenantId: string;
                                name: string;
                            } | null;
                        }[];
                        workUnitCommunicationActivities?: {
                            workUnitCommunicationActivityId: number;
                            workUnitCommunicationId: number;
                            /** @enum {string} */
                            activityType: "TaskActivity" | "ResolutionActivity";
                            details: string;
                            isCustomerFacing: boolean;
                            isComplete: boolean;
                            completed: string | null;
                            created: string;
                            createdBy: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1WorkunitcommunicationsByWorkUnitCommunicationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitCommunicationId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** Format: uuid */
                    tenantId?: string;
                    serviceManager: string;
                    /** @enum {string} */
                    status?: "Investigating" | "ConfirmedImpact" | "ServiceRestored" | "Cancelled" | "Resolved";
                    details?: string | null;
                    customerAssistanceRequired?: boolean;
                    rootCause?: string | null;
                    eventStarted: string;
                    eventEngaged: string;
                    /** Format: date-time */
                    eventMitigated?: string | null;
                    /** Format: date-time */
                    eventResolved?: string | null;
                    /** Format: date-time */
                    nextUpdate?: string | null;
                    /** Format: date-time */
                    nextInternalUpdate?: string | null;
                    /** @enum {string|null} */
                    maximumImpact?: "None" | "Minor" | "Major" | "Critical" | null;
                    /** @enum {string|null} */
                    currentImpact?: "None" | "Minor" | "Major" | "Critical" | null;
                    impactedServices?: string | null;
                    internalBridge?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitCommunicationId: number;
                        /** Format: uuid */
                        publicWorkUnitCommunicationId: string;
                        title: string;
                        /** Format: uuid */
                        tenantId: string;
                        serviceManager: string;
                        /** @enum {string} */
                        status: "Investigating" | "ConfirmedImpact" | "ServiceRestored" | "Cancelled" | "Resolved";
                        details: string | null;
                        customerAssistanceRequired: boolean;
                        rootCause: string | null;
                        eventStarted: string;
                        eventEngaged: string;
                        eventMitigated: string | null;
                        eventResolved: string | null;
                        nextUpdate: string | null;
                        nextInternalUpdate: string | null;
                        /** @enum {string|null} */
                        maximumImpact: "None" | "Minor" | "Major" | "Critical" | null;
                        /** @enum {string|null} */
                        currentImpact: "None" | "Minor" | "Major" | "Critical" | null;
                        impactedServices: string | null;
                        internalBridge: string | null;
                        created: string;
                        modified: string;
                        createdBy: string;
                        userChanged: string | null;
                        userChangedBy: string | null;
                        overdue: boolean;
                        timeToFirstUpdateMinutes: number | null;
                        onTimeUpdateShare: number | null;
                        tenant?: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        } | null;
                        workUnits?: {
                            workUnitId: number;
                            /** Format: uuid */
                            publicWorkUnitId: string;
                            title: string;
                            stateId: number;
                            severityId: number;
                            /** Format: uuid */
                            tenantId: string;
                            tenant?: {
                                /** Format: uuid */
                                tenantId: string;
                                name: string;
                            } | null;
                        }[];
                        workUnitCommunicationActivities?: {
                            workUnitCommunicationActivityId: number;
                            workUnitCommunicationId: number;
                            /** @enum {string} */
                            activityType: "TaskActivity" | "ResolutionActivity";
                            details: string;
                            isCustomerFacing: boolean;
                            isComplete: boolean;
                            completed: string | null;
                            created: string;
                            createdBy: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1WorkunitcommunicationsByWorkUnitCommunicationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitCommunicationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1WorkunitcommunicationsByWorkUnitCommunicationIdWorkUnits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitCommunicationId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    workunitIds: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitCommunicationId: number;
                        /** Format: uuid */
                        publicWorkUnitCommunicationId: string;
                        title: string;
                        /** Format: uuid */
                        tenantId: string;
                        serviceManager: string;
                        /** @enum {string} */
                        status: "Investigating" | "ConfirmedImpact" | "ServiceRestored" | "Cancelled" | "Resolved";
                        details: string | null;
                        customerAssistanceRequired: boolean;
                        rootCause: string | null;
                        eventStarted: string;
                        eventEngaged: string;
                        eventMitigated: string | null;
                        eventResolved: string | null;
                        nextUpdate: string | null;
                        nextInternalUpdate: string | null;
                        /** @enum {string|null} */
                        maximumImpact: "None" | "Minor" | "Major" | "Critical" | null;
                        /** @enum {string|null} */
                        currentImpact: "None" | "Minor" | "Major" | "Critical" | null;
                        impactedServices: string | null;
                        internalBridge: string | null;
                        created: string;
                        modified: string;
                        createdBy: string;
                        userChanged: string | null;
                        userChangedBy: string | null;
                        overdue: boolean;
                        timeToFirstUpdateMinutes: number | null;
                        onTimeUpdateShare: number | null;
                        tenant?: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        } | null;
                        workUnits?: {
                            workUnitId: number;
                            /** Format: uuid */
                            publicWorkUnitId: string;
                            title: string;
                            stateId: number;
                            severityId: number;
                            /** Format: uuid */
                            tenantId: string;
                            tenant?: {
                                /** Format: uuid */
                                tenantId: string;
                                name: string;
                            } | null;
                        }[];
                        workUnitCommunicationActivities?: {
                            workUnitCommunicationActivityId: number;
                            workUnitCommunicationId: number;
                            /** @enum {string} */
                            activityType: "TaskActivity" | "ResolutionActivity";
                            details: string;
                            isCustomerFacing: boolean;
                            isComplete: boolean;
                            completed: string | null;
                            created: string;
                            createdBy: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1WorkunitcommunicationsByWorkUnitCommunicationIdWorkUnitsByWorkUnitId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitCommunicationId: number;
                workUnitId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitCommunicationId: number;
                        /** Format: uuid */
                        publicWorkUnitCommunicationId: string;
                        title: string;
                        /** Format: uuid */
                        tenantId: string;
                        serviceManager: string;
                        /** @enum {string} */
                        status: "Investigating" | "ConfirmedImpact" | "ServiceRestored" | "Cancelled" | "Resolved";
                        details: string | null;
                        customerAssistanceRequired: boolean;
                        rootCause: string | null;
                        eventStarted: string;
                        eventEngaged: string;
                        eventMitigated: string | null;
                        eventResolved: string | null;
                        nextUpdate: string | null;
                        nextInternalUpdate: string | null;
                        /** @enum {string|null} */
                        maximumImpact: "None" | "Minor" | "Major" | "Critical" | null;
                        /** @enum {string|null} */
                        currentImpact: "None" | "Minor" | "Major" | "Critical" | null;
                        impactedServices: string | null;
                        internalBridge: string | null;
                        created: string;
                        modified: string;
                        createdBy: string;
                        userChanged: string | null;
                        userChangedBy: string | null;
                        overdue: boolean;
                        timeToFirstUpdateMinutes: number | null;
                        onTimeUpdateShare: number | null;
                        tenant?: {
                            /** Format: uuid */
                            tenantId: string;
                            name: string;
                        } | null;
                        workUnits?: {
                            workUnitId: number;
                            /** Format: uuid */
                            publicWorkUnitId: string;
                            title: string;
                            stateId: number;
                            severityId: number;
                            /** Format: uuid */
                            tenantId: string;
                            tenant?: {
                                /** Format: uuid */
                                tenantId: string;
                                name: string;
                            } | null;
                        }[];
                        workUnitCommunicationActivities?: {
                            workUnitCommunicationActivityId: number;
                            workUnitCommunicationId: number;
                            /** @enum {string} */
                            activityType: "TaskActivity" | "ResolutionActivity";
                            details: string;
                            isCustomerFacing: boolean;
                            isComplete: boolean;
                            completed: string | null;
                            created: string;
                            createdBy: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1WorkunitcommunicationsByWorkUnitCommunicationIdSendInternalNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitCommunicationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Workunitcommunicationactivities: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: ({
                            workUnitCommunicationActivityId?: number;
                            workUnitCommunicationId?: number;
                            /** @enum {string} */
                            activityType?: "TaskActivity" | "ResolutionActivity";
                            details?: string;
                            isCustomerFacing?: boolean;
                            isComplete?: boolean;
                            completed?: string | null;
                            created?: string;
                            createdBy?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1Workunitcommunicationactivities: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    workUnitCommunicationId?: number;
                    details: string;
                    isCustomerFacing?: boolean;
                    isComplete?: boolean;
                    /** @enum {string} */
                    activityType?: "TaskActivity" | "ResolutionActivity";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitCommunicationActivityId: number;
                        workUnitCommunicationId: number;
                        /** @enum {string} */
                        activityType: "TaskActivity" | "ResolutionActivity";
                        details: string;
                        isCustomerFacing: boolean;
                        isComplete: boolean;
                        completed: string | null;
                        created: string;
                        createdBy: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1WorkunitcommunicationactivitiesByWorkUnitCommunicationActivityId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitCommunicationActivityId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitCommunicationActivityId: number;
                        workUnitCommunicationId: number;
                        /** @enum {string} */
                        activityType: "TaskActivity" | "ResolutionActivity";
                        details: string;
                        isCustomerFacing: boolean;
                        isComplete: boolean;
                        completed: string | null;
                        created: string;
                        createdBy: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1WorkunitcommunicationactivitiesByWorkUnitCommunicationActivityId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitCommunicationActivityId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    workUnitCommunicationId?: number;
                    details: string;
                    isCustomerFacing?: boolean;
                    isComplete?: boolean;
                    /** @enum {string} */
                    activityType?: "TaskActivity" | "ResolutionActivity";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitCommunicationActivityId: number;
                        workUnitCommunicationId: number;
                        /** @enum {string} */
                        activityType: "TaskActivity" | "ResolutionActivity";
                        details: string;
                        isCustomerFacing: boolean;
                        isComplete: boolean;
                        completed: string | null;
                        created: string;
                        createdBy: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1WorkunitcommunicationactivitiesByWorkUnitCommunicationActivityId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitCommunicationActivityId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1WorkunitsRcByWorkUnitIdCommunications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        publicWorkUnitCommunicationId: string;
                        title: string;
                        /** @enum {string} */
                        status: "Investigating" | "ConfirmedImpact" | "ServiceRestored" | "Cancelled" | "Resolved";
                        statusLabel: string;
                        details: string | null;
                        /** @enum {string|null} */
                        currentImpact: "None" | "Minor" | "Major" | "Critical" | null;
                        impactedServices: string | null;
                        customerAssistanceRequired: boolean;
                        eventStarted: string;
                        eventResolved: string | null;
                        nextUpdate: string | null;
                        rootCause: string | null;
                        modified: string;
                        activities: {
                            workUnitCommunicationActivityId: number;
                            /** @enum {string} */
                            activityType: "TaskActivity" | "ResolutionActivity";
                            details: string;
                            isComplete: boolean;
                            completed: string | null;
                            created: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1WorkunitsByWorkUnitIdCommunications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitCommunicationId: number;
                        /** Format: uuid */
                        publicWorkUnitCommunicationId: string;
                        title: string;
                        /** @enum {string} */
                        status: "Investigating" | "ConfirmedImpact" | "ServiceRestored" | "Cancelled" | "Resolved";
                        nextUpdate: string | null;
                        overdue: boolean;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Workunits: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: {
                            workUnitId?: number;
                            /** Format: uuid */
                            publicWorkUnitId?: string;
                            title?: string;
                            description?: string | null;
                            workUnitTypeId?: number;
                            workUnitType?: string;
                            workUnitCategoryId?: number | null;
                            workUnitSubcategoryId?: number | null;
                            severityId?: number;
                            effort?: number | null;
                            stateId?: number;
                            created?: string;
                            modified?: string;
                            resolved?: string | null;
                            createdBy?: string;
                            modifiedBy?: string | null;
                            resolution?: string | null;
                            externalNotes?: string | null;
                            assignedTo?: string | null;
                            assignmentGroup?: string | null;
                            /** Format: uuid */
                            tenantId?: string;
                            source?: string | null;
                            referenceId?: string | null;
                            referenceUrl?: string | null;
                            /** Format: uuid */
                            protocolId?: string | null;
                            properties?: string | null;
                            internalWorkUnitId?: string | null;
                            isSpamCall?: boolean;
                            escalationReason?: string | null;
                            escalationNote?: string | null;
                            requestedChangeWindow?: string | null;
                            stakeHolderFullName?: string | null;
                            stakeholderPhoneNumber?: string | null;
                            stakeHolderEmailAddress?: string | null;
                            stakeholderExperienceScore?: string | null;
                            implementationPlan?: string | null;
                            rollbackPlan?: string | null;
                            affectedResources?: string | null;
                            securityConsiderations?: string | null;
                            userImpact?: string | null;
                            costImpact?: string | null;
                            implementer?: string | null;
                            environment?: string | null;
                            plannedOutage?: boolean | null;
                            plannedStartTime?: string | null;
                            plannedFinishTime?: string | null;
                            expectedCFSAlerts?: string | null;
                            approver1?: string | null;
                            approver2?: string | null;
                            isApproverRequired?: boolean;
                            approved1By?: string | null;
                            approved2By?: string | null;
                            declined1By?: string | null;
                            declined2By?: string | null;
                            decision1Notes?: string | null;
                            decision2Notes?: string | null;
                            customValue1?: string | null;
                            customValue2?: string | null;
                            customValue3?: string | null;
                            customValue4?: string | null;
                            customValue5?: string | null;
                            customValue6?: string | null;
                            customValue7?: string | null;
                            customValue8?: string | null;
                            customValue9?: string | null;
                            customValue10?: string | null;
                            customValue11?: string | null;
                            customValue12?: string | null;
                            customValue13?: string | null;
                            customValue14?: string | null;
                            customValue15?: string | null;
                            tenant?: {
                                /** Format: uuid */
                                tenantId?: string;
                                name?: string;
                                internalNotificationEmailAddress?: string | null;
                            } | null;
                            category?: {
                                workUnitCategoryId?: number;
                                name?: string;
                            } | null;
                            subcategory?: {
                                workUnitSubcategoryId?: number;
                                name?: string;
                            } | null;
                            relations?: {
                                workUnitRelationId: number;
                                workUnitId: number;
                                referenceId: string;
                                referenceType: string;
                                created: string;
                                createdBy: string;
                            }[];
                            protocol?: {
                                /** Format: uuid */
                                protocolId?: string;
                                name?: string;
                                manualActions?: string | null;
                            } | null;
                        }[];
                    } | {
                        "@odata.count"?: number;
                        value: {
                            workUnitId: number;
                            /** Format: uuid */
                            publicWorkUnitId: string;
                            created: string;
                            title: string;
                            description: string | null;
                            referenceId: string | null;
                            referenceUrl: string | null;
                            /** Format: uuid */
                            tenantId: string;
                            workUnitCategoryId: number | null;
                            workUnitSubcategoryId: number | null;
                            service: string | null;
                            need: string | null;
                            stateId: number;
                            /** @enum {string} */
                            status: "Done" | "Active";
                            stakeholderExperienceScore: string | null;
                            stakeholderPhoneNumber: string | null;
                            resolution: string | null;
                            /** @enum {number} */
                            workUnitTypeId: 3;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1Workunits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string | null;
                    description?: string | null;
                    workUnitTypeId: number;
                    workUnitCategoryId?: number | null;
                    workUnitSubcategoryId?: number | null;
                    severityId: number;
                    effort?: number | null;
                    stateId?: number;
                    resolution?: string | null;
                    externalNotes?: string | null;
                    assignedTo?: string | null;
                    assignmentGroup?: string | null;
                    /** Format: uuid */
                    tenantId: string;
                    /** @enum {string|null} */
                    source?: "Email" | "Phone" | "Chat" | "Other" | "Spam" | null;
                    referenceId?: string | null;
                    referenceUrl?: string | null;
                    /** Format: uuid */
                    protocolId?: string | null;
                    properties?: string | null;
                    internalWorkUnitId?: string | null;
                    isSpamCall?: boolean;
                    escalationReason?: string | null;
                    escalationNote?: string | null;
                    requestedChangeWindow?: string | null;
                    stakeHolderFullName?: string | null;
                    stakeholderPhoneNumber?: string | null;
                    stakeHolderEmailAddress?: string | null;
                    /** @enum {string|null} */
                    stakeholderExperienceScore?: "Great" | "Average" | "Poor" | null;
                    implementationPlan?: string | null;
                    rollbackPlan?: string | null;
                    affectedResources?: string | null;
                    securityConsiderations?: string | null;
                    userImpact?: string | null;
                    costImpact?: string | null;
                    implementer?: string | null;
                    environment?: string | null;
                    plannedOutage?: boolean | null;
                    plannedStartTime?: string | null;
                    plannedFinishTime?: string | null;
                    expectedCFSAlerts?: string | null;
                    approver1?: string | null;
                    approver2?: string | null;
                    isApproverRequired?: boolean;
                    customValue1?: string | null;
                    customValue2?: string | null;
                    customValue3?: string | null;
                    customValue4?: string | null;
                    customValue5?: string | null;
                    customValue6?: string | null;
                    customValue7?: string | null;
                    customValue8?: string | null;
                    customValue9?: string | null;
                    customValue10?: string | null;
                    customValue11?: string | null;
                    customValue12?: string | null;
                    customValue13?: string | null;
                    customValue14?: string | null;
                    customValue15?: string | null;
                    /** @enum {number} */
                    workUnitId?: -1;
                    relations?: {
                        referenceId: string;
                        referenceType: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitId: number;
                        /** Format: uuid */
                        publicWorkUnitId: string;
                        title: string;
                        description: string | null;
                        workUnitTypeId: number;
                        workUnitType: string;
                        workUnitCategoryId: number | null;
                        workUnitSubcategoryId: number | null;
                        severityId: number;
                        effort: number | null;
                        stateId: number;
                        created: string;
                        modified: string;
                        resolved: string | null;
                        createdBy: string;
                        modifiedBy: string | null;
                        resolution: string | null;
                        externalNotes: string | null;
                        assignedTo: string | null;
                        assignmentGroup: string | null;
                        /** Format: uuid */
                        tenantId: string;
                        source: string | null;
                        referenceId: string | null;
                        referenceUrl: string | null;
                        /** Format: uuid */
                        protocolId: string | null;
                        properties: string | null;
                        internalWorkUnitId: string | null;
                        isSpamCall: boolean;
                        escalationReason: string | null;
                        escalationNote: string | null;
                        requestedChangeWindow: string | null;
                        stakeHolderFullName: string | null;
                        stakeholderPhoneNumber: string | null;
                        stakeHolderEmailAddress: string | null;
                        stakeholderExperienceScore: string | null;
                        implementationPlan: string | null;
                        rollbackPlan: string | null;
                        affectedResources: string | null;
                        securityConsiderations: string | null;
                        userImpact: string | null;
                        costImpact: string | null;
                        implementer: string | null;
                        environment: string | null;
                        plannedOutage: boolean | null;
                        plannedStartTime: string | null;
                        plannedFinishTime: string | null;
                        expectedCFSAlerts: string | null;
                        approver1: string | null;
                        approver2: string | null;
                        isApproverRequired: boolean;
                        approved1By: string | null;
                        approved2By: string | null;
                        declined1By: string | null;
                        declined2By: string | null;
                        decision1Notes: string | null;
                        decision2Notes: string | null;
                        customValue1: string | null;
                        customValue2: string | null;
                        customValue3: string | null;
                        customValue4: string | null;
                        customValue5: string | null;
                        customValue6: string | null;
                        customValue7: string | null;
                        customValue8: string | null;
                        customValue9: string | null;
                        customValue10: string | null;
                        customValue11: string | null;
                        customValue12: string | null;
                        customValue13: string | null;
                        customValue14: string | null;
                        customValue15: string | null;
                        tenant?: {
                            /** Format: uuid */
                            tenantId?: string;
                            name?: string;
                            internalNotificationEmailAddress?: string | null;
                        } | null;
                        category?: {
                            workUnitCategoryId?: number;
                            name?: string;
                        } | null;
                        subcategory?: {
                            workUnitSubcategoryId?: number;
                            name?: string;
                        } | null;
                        relations?: {
                            workUnitRelationId: number;
                            workUnitId: number;
                            referenceId: string;
                            referenceType: string;
                            created: string;
                            createdBy: string;
                        }[];
                        protocol?: {
                            /** Format: uuid */
                            protocolId?: string;
                            name?: string;
                            manualActions?: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportWorkUnitsFunction: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1WorkunitsExport: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1WorkunitsRc: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
                /** @description The tenant of the page, /{tenantId}/resolutioncenter */
                tenantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: {
                            workUnitId: number;
                            /** Format: uuid */
                            publicWorkUnitId: string;
                            created: string;
                            title: string;
                            description: string | null;
                            referenceId: string | null;
                            referenceUrl: string | null;
                            /** Format: uuid */
                            tenantId: string;
                            workUnitCategoryId: number | null;
                            workUnitSubcategoryId: number | null;
                            service: string | null;
                            need: string | null;
                            stateId: number;
                            /** @enum {string} */
                            status: "Done" | "Active";
                            stakeholderExperienceScore: string | null;
                            stakeholderPhoneNumber: string | null;
                            resolution: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putApiV1RcWorkunits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    stakeholderPhoneNumber: string;
                    workUnitCategoryId?: number | null;
                    workUnitSubcategoryId?: number | null;
                    /** Format: uuid */
                    tenantId?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitId: number;
                        /** Format: uuid */
                        tenantId: string;
                        /** Format: uuid */
                        publicWorkUnitId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWorkUnitHistoryRecords: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The work unit id */
                workUnitId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: {
                            id: string;
                            /** @enum {string|null} */
                            historyType: "General" | "FieldChange" | "ProtocolActionActivity" | "ProtocolActionFailure" | "WorkUnitEvent" | "WorkUnitStateChange" | "WorkUnitRelationCreated" | "WorkUnitRelationDeleted" | "AssignmentGroupEscalation" | null;
                            detail: string;
                            createdBy: string;
                            created: string;
                            isExternalNote: boolean;
                            historyUrl: string | null;
                            field: string | null;
                            oldValue: string | null;
                            newValue: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1WorkunitsByWorkUnitIdHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: {
                            id: string;
                            /** @enum {string|null} */
                            historyType: "General" | "FieldChange" | "ProtocolActionActivity" | "ProtocolActionFailure" | "WorkUnitEvent" | "WorkUnitStateChange" | "WorkUnitRelationCreated" | "WorkUnitRelationDeleted" | "AssignmentGroupEscalation" | null;
                            detail: string;
                            createdBy: string;
                            created: string;
                            isExternalNote: boolean;
                            historyUrl: string | null;
                            field: string | null;
                            oldValue: string | null;
                            newValue: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1WorkunitsByWorkUnitIdExternalNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: {
                            workUnitNoteId: number;
                            workUnitId: number;
                            detail: string;
                            created: string;
                            createdBy: string;
                            isExternalNote: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1WorkunitsByWorkUnitId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric work unit id or public work unit id */
                workUnitId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitId: number;
                        /** Format: uuid */
                        publicWorkUnitId: string;
                        title: string;
                        description: string | null;
                        workUnitTypeId: number;
                        workUnitType: string;
                        workUnitCategoryId: number | null;
                        workUnitSubcategoryId: number | null;
                        severityId: number;
                        effort: number | null;
                        stateId: number;
                        created: string;
                        modified: string;
                        resolved: string | null;
                        createdBy: string;
                        modifiedBy: string | null;
                        resolution: string | null;
                        externalNotes: string | null;
                        assignedTo: string | null;
                        assignmentGroup: string | null;
                        /** Format: uuid */
                        tenantId: string;
                        source: string | null;
                        referenceId: string | null;
                        referenceUrl: string | null;
                        /** Format: uuid */
                        protocolId: string | null;
                        properties: string | null;
                        internalWorkUnitId: string | null;
                        isSpamCall: boolean;
                        escalationReason: string | null;
                        escalationNote: string | null;
                        requestedChangeWindow: string | null;
                        stakeHolderFullName: string | null;
                        stakeholderPhoneNumber: string | null;
                        stakeHolderEmailAddress: string | null;
                        stakeholderExperienceScore: string | null;
                        implementationPlan: string | null;
                        rollbackPlan: string | null;
                        affectedResources: string | null;
                        securityConsiderations: string | null;
                        userImpact: string | null;
                        costImpact: string | null;
                        implementer: string | null;
                        environment: string | null;
                        plannedOutage: boolean | null;
                        plannedStartTime: string | null;
                        plannedFinishTime: string | null;
                        expectedCFSAlerts: string | null;
                        approver1: string | null;
                        approver2: string | null;
                        isApproverRequired: boolean;
                        approved1By: string | null;
                        approved2By: string | null;
                        declined1By: string | null;
                        declined2By: string | null;
                        decision1Notes: string | null;
                        decision2Notes: string | null;
                        customValue1: string | null;
                        customValue2: string | null;
                        customValue3: string | null;
                        customValue4: string | null;
                        customValue5: string | null;
                        customValue6: string | null;
                        customValue7: string | null;
                        customValue8: string | null;
                        customValue9: string | null;
                        customValue10: string | null;
                        customValue11: string | null;
                        customValue12: string | null;
                        customValue13: string | null;
                        customValue14: string | null;
                        customValue15: string | null;
                        tenant?: {
                            /** Format: uuid */
                            tenantId?: string;
                            name?: string;
                            internalNotificationEmailAddress?: string | null;
                        } | null;
                        category?: {
                            workUnitCategoryId?: number;
                            name?: string;
                        } | null;
                        subcategory?: {
                            workUnitSubcategoryId?: number;
                            name?: string;
                        } | null;
                        relations?: {
                            workUnitRelationId: number;
                            workUnitId: number;
                            referenceId: string;
                            referenceType: string;
                            created: string;
                            createdBy: string;
                        }[];
                        protocol?: {
                            /** Format: uuid */
                            protocolId?: string;
                            name?: string;
                            manualActions?: string | null;
                        } | null;
                    } | {
                        workUnitId: number;
                        /** Format: uuid */
                        publicWorkUnitId: string;
                        created: string;
                        title: string;
                        description: string | null;
                        referenceId: string | null;
                        referenceUrl: string | null;
                        /** Format: uuid */
                        tenantId: string;
                        workUnitCategoryId: number | null;
                        workUnitSubcategoryId: number | null;
                        service: string | null;
                        need: string | null;
                        stateId: number;
                        /** @enum {string} */
                        status: "Done" | "Active";
                        stakeholderExperienceScore: string | null;
                        stakeholderPhoneNumber: string | null;
                        resolution: string | null;
                        /** @enum {number} */
                        workUnitTypeId: 3;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchV1WorkunitsByWorkUnitId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    op: "add" | "replace" | "remove" | "test" | "move" | "copy";
                    path: string;
                    value?: unknown;
                    from?: string;
                }[];
                "application/json-patch+json": {
                    /** @enum {string} */
                    op: "add" | "replace" | "remove" | "test" | "move" | "copy";
                    path: string;
                    value?: unknown;
                    from?: string;
                }[];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitId: number;
                        /** Format: uuid */
                        publicWorkUnitId: string;
                        title: string;
                        description: string | null;
                        workUnitTypeId: number;
                        workUnitType: string;
                        workUnitCategoryId: number | null;
                        workUnitSubcategoryId: number | null;
                        severityId: number;
                        effort: number | null;
                        stateId: number;
                        created: string;
                        modified: string;
                        resolved: string | null;
                        createdBy: string;
                        modifiedBy: string | null;
                        resolution: string | null;
                        externalNotes: string | null;
                        assignedTo: string | null;
                        assignmentGroup: string | null;
                        /** Format: uuid */
                        tenantId: string;
                        source: string | null;
                        referenceId: string | null;
                        referenceUrl: string | null;
                        /** Format: uuid */
                        protocolId: string | null;
                        properties: string | null;
                        internalWorkUnitId: string | null;
                        isSpamCall: boolean;
                        escalationReason: string | null;
                        escalationNote: string | null;
                        requestedChangeWindow: string | null;
                        stakeHolderFullName: string | null;
                        stakeholderPhoneNumber: string | null;
                        stakeHolderEmailAddress: string | null;
                        stakeholderExperienceScore: string | null;
                        implementationPlan: string | null;
                        rollbackPlan: string | null;
                        affectedResources: string | null;
                        securityConsiderations: string | null;
                        userImpact: string | null;
                        costImpact: string | null;
                        implementer: string | null;
                        environment: string | null;
                        plannedOutage: boolean | null;
                        plannedStartTime: string | null;
                        plannedFinishTime: string | null;
                        expectedCFSAlerts: string | null;
                        approver1: string | null;
                        approver2: string | null;
                        isApproverRequired: boolean;
                        approved1By: string | null;
                        approved2By: string | null;
                        declined1By: string | null;
                        declined2By: string | null;
                        decision1Notes: string | null;
                        decision2Notes: string | null;
                        customValue1: string | null;
                        customValue2: string | null;
                        customValue3: string | null;
                        customValue4: string | null;
                        customValue5: string | null;
                        customValue6: string | null;
                        customValue7: string | null;
                        customValue8: string | null;
                        customValue9: string | null;
                        customValue10: string | null;
                        customValue11: string | null;
                        customValue12: string | null;
                        customValue13: string | null;
                        customValue14: string | null;
                        customValue15: string | null;
                        tenant?: {
                            /** Format: uuid */
                            tenantId?: string;
                            name?: string;
                            internalNotificationEmailAddress?: string | null;
                        } | null;
                        category?: {
                            workUnitCategoryId?: number;
                            name?: string;
                        } | null;
                        subcategory?: {
                            workUnitSubcategoryId?: number;
                            name?: string;
                        } | null;
                        relations?: {
                            workUnitRelationId: number;
                            workUnitId: number;
                            referenceId: string;
                            referenceType: string;
                            created: string;
                            createdBy: string;
                        }[];
                        protocol?: {
                            /** Format: uuid */
                            protocolId?: string;
                            name?: string;
                            manualActions?: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putApiV1Workunits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string | null;
                    description?: string | null;
                    workUnitTypeId: number;
                    workUnitCategoryId?: number | null;
                    workUnitSubcategoryId?: number | null;
                    severityId: number;
                    effort?: number | null;
                    stateId?: number;
                    resolution?: string | null;
                    externalNotes?: string | null;
                    assignedTo?: string | null;
                    assignmentGroup?: string | null;
                    /** Format: uuid */
                    tenantId: string;
                    /** @enum {string|null} */
                    source?: "Email" | "Phone" | "Chat" | "Other" | "Spam" | null;
                    referenceId?: string | null;
                    referenceUrl?: string | null;
                    /** Format: uuid */
                    protocolId?: string | null;
                    properties?: string | null;
                    internalWorkUnitId?: string | null;
                    isSpamCall?: boolean;
                    escalationReason?: string | null;
                    escalationNote?: string | null;
                    requestedChangeWindow?: string | null;
                    stakeHolderFullName?: string | null;
                    stakeholderPhoneNumber?: string | null;
                    stakeHolderEmailAddress?: string | null;
                    /** @enum {string|null} */
                    stakeholderExperienceScore?: "Great" | "Average" | "Poor" | null;
                    implementationPlan?: string | null;
                    rollbackPlan?: string | null;
                    affectedResources?: string | null;
                    securityConsiderations?: string | null;
                    userImpact?: string | null;
                    costImpact?: string | null;
                    implementer?: string | null;
                    environment?: string | null;
                    plannedOutage?: boolean | null;
                    plannedStartTime?: string | null;
                    plannedFinishTime?: string | null;
                    expectedCFSAlerts?: string | null;
                    approver1?: string | null;
                    approver2?: string | null;
                    isApproverRequired?: boolean;
                    customValue1?: string | null;
                    customValue2?: string | null;
                    customValue3?: string | null;
                    customValue4?: string | null;
                    customValue5?: string | null;
                    customValue6?: string | null;
                    customValue7?: string | null;
                    customValue8?: string | null;
                    customValue9?: string | null;
                    customValue10?: string | null;
                    customValue11?: string | null;
                    customValue12?: string | null;
                    customValue13?: string | null;
                    customValue14?: string | null;
                    customValue15?: string | null;
                    /** @enum {number} */
                    workUnitId?: -1;
                    relations?: {
                        referenceId: string;
                        referenceType: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitId: number;
                        /** Format: uuid */
                        publicWorkUnitId: string;
                        title: string;
                        description: string | null;
                        workUnitTypeId: number;
                        workUnitType: string;
                        workUnitCategoryId: number | null;
                        workUnitSubcategoryId: number | null;
                        severityId: number;
                        effort: number | null;
                        stateId: number;
                        created: string;
                        modified: string;
                        resolved: string | null;
                        createdBy: string;
                        modifiedBy: string | null;
                        resolution: string | null;
                        externalNotes: string | null;
                        assignedTo: string | null;
                        assignmentGroup: string | null;
                        /** Format: uuid */
                        tenantId: string;
                        source: string | null;
                        referenceId: string | null;
                        referenceUrl: string | null;
                        /** Format: uuid */
                        protocolId: string | null;
                        properties: string | null;
                        internalWorkUnitId: string | null;
                        isSpamCall: boolean;
                        escalationReason: string | null;
                        escalationNote: string | null;
                        requestedChangeWindow: string | null;
                        stakeHolderFullName: string | null;
                        stakeholderPhoneNumber: string | null;
                        stakeHolderEmailAddress: string | null;
                        stakeholderExperienceScore: string | null;
                        implementationPlan: string | null;
                        rollbackPlan: string | null;
                        affectedResources: string | null;
                        securityConsiderations: string | null;
                        userImpact: string | null;
                        costImpact: string | null;
                        implementer: string | null;
                        environment: string | null;
                        plannedOutage: boolean | null;
                        plannedStartTime: string | null;
                        plannedFinishTime: string | null;
                        expectedCFSAlerts: string | null;
                        approver1: string | null;
                        approver2: string | null;
                        isApproverRequired: boolean;
                        approved1By: string | null;
                        approved2By: string | null;
                        declined1By: string | null;
                        declined2By: string | null;
                        decision1Notes: string | null;
                        decision2Notes: string | null;
                        customValue1: string | null;
                        customValue2: string | null;
                        customValue3: string | null;
                        customValue4: string | null;
                        customValue5: string | null;
                        customValue6: string | null;
                        customValue7: string | null;
                        customValue8: string | null;
                        customValue9: string | null;
                        customValue10: string | null;
                        customValue11: string | null;
                        customValue12: string | null;
                        customValue13: string | null;
                        customValue14: string | null;
                        customValue15: string | null;
                        tenant?: {
                            /** Format: uuid */
                            tenantId?: string;
                            name?: string;
                            internalNotificationEmailAddress?: string | null;
                        } | null;
                        category?: {
                            workUnitCategoryId?: number;
                            name?: string;
                        } | null;
                        subcategory?: {
                            workUnitSubcategoryId?: number;
                            name?: string;
                        } | null;
                        relations?: {
                            workUnitRelationId: number;
                            workUnitId: number;
                            referenceId: string;
                            referenceType: string;
                            created: string;
                            createdBy: string;
                        }[];
                        protocol?: {
                            /** Format: uuid */
                            protocolId?: string;
                            name?: string;
                            manualActions?: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1WorkunitsByWorkUnitIdMigrateToChangeRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitId: number;
                        /** Format: uuid */
                        publicWorkUnitId: string;
                        title: string;
                        description: string | null;
                        workUnitTypeId: number;
                        workUnitType: string;
                        workUnitCategoryId: number | null;
                        workUnitSubcategoryId: number | null;
                        severityId: number;
                        effort: number | null;
                        stateId: number;
                        created: string;
                        modified: string;
                        resolved: string | null;
                        createdBy: string;
                        modifiedBy: string | null;
                        resolution: string | null;
                        externalNotes: string | null;
                        assignedTo: string | null;
                        assignmentGroup: string | null;
                        /** Format: uuid */
                        tenantId: string;
                        source: string | null;
                        referenceId: string | null;
                        referenceUrl: string | null;
                        /** Format: uuid */
                        protocolId: string | null;
                        properties: string | null;
                        internalWorkUnitId: string | null;
                        isSpamCall: boolean;
                        escalationReason: string | null;
                        escalationNote: string | null;
                        requestedChangeWindow: string | null;
                        stakeHolderFullName: string | null;
                        stakeholderPhoneNumber: string | null;
                        stakeHolderEmailAddress: string | null;
                        stakeholderExperienceScore: string | null;
                        implementationPlan: string | null;
                        rollbackPlan: string | null;
                        affectedResources: string | null;
                        securityConsiderations: string | null;
                        userImpact: string | null;
                        costImpact: string | null;
                        implementer: string | null;
                        environment: string | null;
                        plannedOutage: boolean | null;
                        plannedStartTime: string | null;
                        plannedFinishTime: string | null;
                        expectedCFSAlerts: string | null;
                        approver1: string | null;
                        approver2: string | null;
                        isApproverRequired: boolean;
                        approved1By: string | null;
                        approved2By: string | null;
                        declined1By: string | null;
                        declined2By: string | null;
                        decision1Notes: string | null;
                        decision2Notes: string | null;
                        customValue1: string | null;
                        customValue2: string | null;
                        customValue3: string | null;
                        customValue4: string | null;
                        customValue5: string | null;
                        customValue6: string | null;
                        customValue7: string | null;
                        customValue8: string | null;
                        customValue9: string | null;
                        customValue10: string | null;
                        customValue11: string | null;
                        customValue12: string | null;
                        customValue13: string | null;
                        customValue14: string | null;
                        customValue15: string | null;
                        tenant?: {
                            /** Format: uuid */
                            tenantId?: string;
                            name?: string;
                            internalNotificationEmailAddress?: string | null;
                        } | null;
                        category?: {
                            workUnitCategoryId?: number;
                            name?: string;
                        } | null;
                        subcategory?: {
                            workUnitSubcategoryId?: number;
                            name?: string;
                        } | null;
                        relations?: {
                            workUnitRelationId: number;
                            workUnitId: number;
                            referenceId: string;
                            referenceType: string;
                            created: string;
                            createdBy: string;
                        }[];
                        protocol?: {
                            /** Format: uuid */
                            protocolId?: string;
                            name?: string;
                            manualActions?: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1WorkunitsByWorkUnitIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notes?: string | null;
                    approverSlot?: 1 | 2;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitId: number;
                        /** Format: uuid */
                        publicWorkUnitId: string;
                        title: string;
                        description: string | null;
                        workUnitTypeId: number;
                        workUnitType: string;
                        workUnitCategoryId: number | null;
                        workUnitSubcategoryId: number | null;
                        severityId: number;
                        effort: number | null;
                        stateId: number;
                        created: string;
                        modified: string;
                        resolved: string | null;
                        createdBy: string;
                        modifiedBy: string | null;
                        resolution: string | null;
                        externalNotes: string | null;
                        assignedTo: string | null;
                        assignmentGroup: string | null;
                        /** Format: uuid */
                        tenantId: string;
                        source: string | null;
                        referenceId: string | null;
                        referenceUrl: string | null;
                        /** Format: uuid */
                        protocolId: string | null;
                        properties: string | null;
                        internalWorkUnitId: string | null;
                        isSpamCall: boolean;
                        escalationReason: string | null;
                        escalationNote: string | null;
                        requestedChangeWindow: string | null;
                        stakeHolderFullName: string | null;
                        stakeholderPhoneNumber: string | null;
                        stakeHolderEmailAddress: string | null;
                        stakeholderExperienceScore: string | null;
                        implementationPlan: string | null;
                        rollbackPlan: string | null;
                        affectedResources: string | null;
                        securityConsiderations: string | null;
                        userImpact: string | null;
                        costImpact: string | null;
                        implementer: string | null;
                        environment: string | null;
                        plannedOutage: boolean | null;
                        plannedStartTime: string | null;
                        plannedFinishTime: string | null;
                        expectedCFSAlerts: string | null;
                        approver1: string | null;
                        approver2: string | null;
                        isApproverRequired: boolean;
                        approved1By: string | null;
                        approved2By: string | null;
                        declined1By: string | null;
                        declined2By: string | null;
                        decision1Notes: string | null;
                        decision2Notes: string | null;
                        customValue1: string | null;
                        customValue2: string | null;
                        customValue3: string | null;
                        customValue4: string | null;
                        customValue5: string | null;
                        customValue6: string | null;
                        customValue7: string | null;
                        customValue8: string | null;
                        customValue9: string | null;
                        customValue10: string | null;
                        customValue11: string | null;
                        customValue12: string | null;
                        customValue13: string | null;
                        customValue14: string | null;
                        customValue15: string | null;
                        tenant?: {
                            /** Format: uuid */
                            tenantId?: string;
                            name?: string;
                            internalNotificationEmailAddress?: string | null;
                        } | null;
                        category?: {
                            workUnitCategoryId?: number;
                            name?: string;
                        } | null;
                        subcategory?: {
                            workUnitSubcategoryId?: number;
                            name?: string;
                        } | null;
                        relations?: {
                            workUnitRelationId: number;
                            workUnitId: number;
                            referenceId: string;
                            referenceType: string;
                            created: string;
                            createdBy: string;
                        }[];
                        protocol?: {
                            /** Format: uuid */
                            protocolId?: string;
                            name?: string;
                            manualActions?: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1WorkunitsByWorkUnitIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notes?: string | null;
                    approverSlot?: 1 | 2;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitId: number;
                        /** Format: uuid */
                        publicWorkUnitId: string;
                        title: string;
                        description: string | null;
                        workUnitTypeId: number;
                        workUnitType: string;
                        workUnitCategoryId: number | null;
                        workUnitSubcategoryId: number | null;
                        severityId: number;
                        effort: number | null;
                        stateId: number;
                        created: string;
                        modified: string;
                        resolved: string | null;
                        createdBy: string;
                        modifiedBy: string | null;
                        resolution: string | null;
                        externalNotes: string | null;
                        assignedTo: string | null;
                        assignmentGroup: string | null;
                        /** Format: uuid */
                        tenantId: string;
                        source: string | null;
                        referenceId: string | null;
                        referenceUrl: string | null;
                        /** Format: uuid */
                        protocolId: string | null;
                        properties: string | null;
                        internalWorkUnitId: string | null;
                        isSpamCall: boolean;
                        escalationReason: string | null;
                        escalationNote: string | null;
                        requestedChangeWindow: string | null;
                        stakeHolderFullName: string | null;
                        stakeholderPhoneNumber: string | null;
                        stakeHolderEmailAddress: string | null;
                        stakeholderExperienceScore: string | null;
                        implementationPlan: string | null;
                        rollbackPlan: string | null;
                        affectedResources: string | null;
                        securityConsiderations: string | null;
                        userImpact: string | null;
                        costImpact: string | null;
                        implementer: string | null;
                        environment: string | null;
                        plannedOutage: boolean | null;
                        plannedStartTime: string | null;
                        plannedFinishTime: string | null;
                        expectedCFSAlerts: string | null;
                        approver1: string | null;
                        approver2: string | null;
                        isApproverRequired: boolean;
                        approved1By: string | null;
                        approved2By: string | null;
                        declined1By: string | null;
                        declined2By: string | null;
                        decision1Notes: string | null;
                        decision2Notes: string | null;
                        customValue1: string | null;
                        customValue2: string | null;
                        customValue3: string | null;
                        customValue4: string | null;
                        customValue5: string | null;
                        customValue6: string | null;
                        customValue7: string | null;
                        customValue8: string | null;
                        customValue9: string | null;
                        customValue10: string | null;
                        customValue11: string | null;
                        customValue12: string | null;
                        customValue13: string | null;
                        customValue14: string | null;
                        customValue15: string | null;
                        tenant?: {
                            /** Format: uuid */
                            tenantId?: string;
                            name?: string;
                            internalNotificationEmailAddress?: string | null;
                        } | null;
                        category?: {
                            workUnitCategoryId?: number;
                            name?: string;
                        } | null;
                        subcategory?: {
                            workUnitSubcategoryId?: number;
                            name?: string;
                        } | null;
                        relations?: {
                            workUnitRelationId: number;
                            workUnitId: number;
                            referenceId: string;
                            referenceType: string;
                            created: string;
                            createdBy: string;
                        }[];
                        protocol?: {
                            /** Format: uuid */
                            protocolId?: string;
                            name?: string;
                            manualActions?: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1WorkunitsByWorkUnitIdRelations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path: {
                workUnitId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    referenceId: string;
                    referenceType: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitRelationId: number;
                        workUnitId: number;
                        referenceId: string;
                        referenceType: string;
                        created: string;
                        createdBy: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteV1WorkunitsByWorkUnitIdRelationsByWorkUnitRelationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitId: number;
                workUnitRelationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1Workunitnotes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    workUnitId: number;
                    detail: string;
                    isExternalNote?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitNoteId: number;
                        workUnitId: number;
                        detail: string;
                        created: string;
                        createdBy: string;
                        isExternalNote: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1WorkunitnotesCallmeByWorkUnitId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path: {
                workUnitId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiGenerallookupWorkunittypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitTypeId: number;
                        name: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiGenerallookupApproval: {
        parameters: {
            query: {
                approverId: string;
                workUnitId?: number;
                approverSlot?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approverId: string;
                        isCurrentUser: boolean;
                        userName: string;
                        message: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postApiV1Accessrequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    requestType: "New Account" | "Password Reset";
                    firstName: string;
                    lastName: string;
                    middleInitial?: string;
                    suffix?: ("Jr." | "Sr." | "II" | "III" | "IV") | "";
                    email: string;
                    phone: string;
                    targetAccountName?: string;
                    environment?: ("IL5" | "Commercial") | "";
                    citizenship?: ("U.S. Citizen" | "Foreign National") | "";
                    designation?: ("Military" | "Civilian" | "Contractor") | "";
                    grade?: string;
                    company?: string;
                    organization?: ("SSC" | "SLD 45 & 30" | "SAF/SQ" | "STARCOM" | "SpOC" | "USSG/HQ" | "NRO" | "SpRCO" | "INDOPACOM" | "AFRL" | "Other") | "";
                    specifyOrganization?: string;
                    acknowledgeUsage: boolean;
                    acknowledgeCredentials: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitId: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1Workunitsubcategories: {
        parameters: {
            query?: {
                /** @description Filter expression, e.g. `name eq 'Acme' and tenant/enabled eq true` */
                $filter?: string;
                /** @description Sort keys, e.g. `name asc,created desc` */
                $orderby?: string;
                /** @description Rows to return, 0 to 1000 */
                $top?: string;
                /** @description Rows to skip */
                $skip?: string;
                /** @description `true` adds @odata.count */
                $count?: string;
                /** @description Related records, e.g. `tenant($select=name)` */
                $expand?: string;
                /** @description Fields to return, e.g. `name,tenantId` */
                $select?: string;
                /** @description Words looked up in the searchable fields */
                $search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "@odata.count"?: number;
                        value: {
                            workUnitSubcategoryId?: number;
                            workUnitCategoryId?: number;
                            name?: string;
                            isEnabled?: boolean;
                            created?: string;
                            modified?: string;
                            category?: {
                                workUnitCategoryId: number;
                                name: string;
                                /** Format: uuid */
                                tenantId: string | null;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putV1Workunitsubcategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried create safe: the same key from the same caller within 24 hours answers the first result again (with `Idempotent-Replayed: true`) instead of creating twice; the same key with another body answers 422 (docs/api.md). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    workUnitCategoryId: number;
                    isEnabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitSubcategoryId: number;
                        workUnitCategoryId: number;
                        name: string;
                        isEnabled: boolean;
                        created: string;
                        modified: string;
                        category?: {
                            workUnitCategoryId: number;
                            name: string;
                            /** Format: uuid */
                            tenantId: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getV1WorkunitsubcategoriesByWorkUnitSubcategoryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitSubcategoryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitSubcategoryId: number;
                        workUnitCategoryId: number;
                        name: string;
                        isEnabled: boolean;
                        created: string;
                        modified: string;
                        category?: {
                            workUnitCategoryId: number;
                            name: string;
                            /** Format: uuid */
                            tenantId: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postV1WorkunitsubcategoriesByWorkUnitSubcategoryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workUnitSubcategoryId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    workUnitCategoryId: number;
                    isEnabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitSubcategoryId: number;
                        workUnitCategoryId: number;
                        name: string;
                        isEnabled: boolean;
                        created: string;
                        modified: string;
                        category?: {
                            workUnitCategoryId: number;
                            name: string;
                            /** Format: uuid */
                            tenantId: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiGenerallookupWorkunitsubcatgories: {
        parameters: {
            query?: {
                workUnitCategoryId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        workUnitSubcategoryId: number;
                        workUnitCategoryId: number;
                        name: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
