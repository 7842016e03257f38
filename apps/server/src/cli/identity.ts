import { loadConfig } from '../config.ts';
import { KEY_REFRESH_SECONDS, rotateSigningKey } from '../platform/identity/keys.ts';
import { secretsFor } from '../platform/secrets/index.ts';
import { CliError, type CommandDeps } from './commands.ts';

export const IDENTITY_COMMANDS = ['identity rotate-keys'] as const;

export const IDENTITY_HELP = '  identity rotate-keys';

export const IDENTITY_HELP_NOTES = `identity rotate-keys: the built-in identity provider signs with a new key (running portals switch
within ${KEY_REFRESH_SECONDS} seconds); the old key is still published until the tokens it signed have expired,
then deleted. See docs/identity.md.`;

/** `npm run admin -- identity rotate-keys`. */
export async function runIdentityCommand(_command: (typeof IDENTITY_COMMANDS)[number], deps: CommandDeps): Promise<string> {
  const config = deps.config ?? loadConfig();
  if (!config.builtInIdentity) {
    throw new CliError(`The portal signs in through ${config.issuer} (OIDC_ISSUER): its signing keys are rotated at that provider.`);
  }
  const rotation = await rotateSigningKey(deps.db, secretsFor(config), config);
  return [
    `Key ${rotation.kid} signs from now on; running portals switch to it within ${KEY_REFRESH_SECONDS} seconds.`,
    rotation.retired.length
      ? `The replaced key(s) ${rotation.retired.join(', ')} stay published until ${rotation.publishedUntil.toISOString()}, so tokens they signed work until they expire; then they are deleted.`
      : 'There was no signing key before.',
  ].join('\n');
}
