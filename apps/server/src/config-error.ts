/**
 * A setting the operator has to change: main.ts prints its message as one line and exits with 1.
 * In a file of its own so that what config.ts checks settings with (the secrets key's format) can
 * throw it without importing config.ts back.
 */
export class ConfigurationError extends Error {}
