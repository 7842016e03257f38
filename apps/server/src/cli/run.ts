import { parseArgs } from 'node:util';
import {
  CliError, type CommandDeps, addGrant, addRole, addUser, linkUser, listGrants, listRoles, listUsers, removeGrant, setEnabled, setPassword, setPhoto,
} from './commands.ts';
import { DATA_HELP } from './data-commands.ts';
import { IDENTITY_COMMANDS, IDENTITY_HELP, IDENTITY_HELP_NOTES, runIdentityCommand } from './identity.ts';
import { SECRETS_COMMANDS, SECRETS_HELP, SECRETS_HELP_NOTES, runSecretsCommand } from './secrets.ts';

export const HELP = `Operator commands for the portal's accounts, roles and grants.

Usage: npm run admin -- <command> [options]

  users list
  users add <userName> --name "Full Name" [--email address] [--password secret] [--home-tenant tenant]
            [--external-subject SUB | --link-on-first-sign-in]
  users link <userName> --external-subject SUB | --link-on-first-sign-in
  users set-password <userName> [--password secret]
  users set-photo <userName> <file.jpg|png|webp|gif> | --clear
  users disable <userName>
  users enable <userName>
  roles list
  roles add <name> --permissions Tenants:view,Tenants:edit [--description text]
  grants list
  grants add <userName | group:Name> <roleName> [--tenants tenant1,tenant2]
  grants remove <grantId>
${SECRETS_HELP}
${IDENTITY_HELP}
${DATA_HELP}

Without --password you are asked for one (on a terminal), or one is generated and printed; an account
of an external identity provider (--external-subject, --link-on-first-sign-in) gets none.
--external-subject: the person's 'sub' at the provider signs in as this account.
--link-on-first-sign-in: the first person whose OIDC_LINK_CLAIM (default: email, only when the
provider marks it verified) matches this account's email (or, for another claim, its user name) takes
it over, once.
Without --tenants a grant holds in all tenants; tenants are given by id or by name.
Permissions may carry the provider prefix (Portal.Tenants:view) or not (Tenants:view).

The database is DATABASE_URL, or the embedded one in DATA_DIR (default ./data); when the portal is
running on that folder the command uses its database server, otherwise it starts one for itself.

${SECRETS_HELP_NOTES}

${IDENTITY_HELP_NOTES}`;

const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  name: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  'home-tenant': { type: 'string' },
  'external-subject': { type: 'string' },
  'link-on-first-sign-in': { type: 'boolean' },
  permissions: { type: 'string' },
  description: { type: 'string' },
  tenants: { type: 'string' },
  clear: { type: 'boolean' },
} as const;

export type ParsedCommand = ReturnType<typeof parseCommand>;

/** Reads the command line; mistakes become a CliError with one line to show. */
export function parseCommand(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    return { values, positionals };
  } catch (err) {
    const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw new CliError(`${message}. See: npm run admin -- --help`);
  }
}

/** True when the command line asks for help (or for nothing), so no database is needed. */
export function wantsHelp({ values, positionals }: ParsedCommand): boolean {
  return Boolean(values.help) || positionals.length === 0;
}

const COMMANDS = new Set([
  'users list', 'users add', 'users link', 'users set-password', 'users set-photo', 'users disable', 'users enable',
  'roles list', 'roles add', 'grants list', 'grants add', 'grants remove', ...SECRETS_COMMANDS, ...IDENTITY_COMMANDS,
]);

/** The command's name ('users add'), refused before any database is opened when it is not one. */
export function commandName({ positionals }: ParsedCommand): string {
  const command = positionals.slice(0, 2).join(' ');
  if (!COMMANDS.has(command)) throw new CliError(`Unknown command '${command}'. See: npm run admin -- --help`);
  return command;
}

function argument(positionals: string[], index: number, what: string, usage: string): string {
  const value = positionals[index];
  if (value === undefined || value.trim() === '') throw new CliError(`Give ${what}: npm run admin -- ${usage}`);
  return value;
}

function noMore(positionals: string[], count: number) {
  if (positionals.length > count) {
    throw new CliError(`Unexpected '${positionals[count]}'. Quote values with spaces, e.g. --name "Ada Lovelace".`);
  }
}

/** Runs one parsed command and answers what to print. */
export async function runCommand(parsed: ParsedCommand, deps: CommandDeps): Promise<string> {
  const { values, positionals } = parsed;
  const action = positionals[1];
  const command = commandName(parsed);
  switch (command) {
    case 'users list':
      noMore(positionals, 2);
      return listUsers(deps);
    case 'users add':
      noMore(positionals, 3);
      return addUser(deps, {
        userName: argument(positionals, 2, 'the user name', 'users add <userName> --name "Full Name"'),
        name: values.name,
        email: values.email,
        password: values.password,
        homeTenant: values['home-tenant'],
        externalSubject: values['external-subject'],
        linkOnFirstSignIn: values['link-on-first-sign-in'],
      });
    case 'users link':
      noMore(positionals, 3);
      return linkUser(deps, argument(positionals, 2, 'the user name', 'users link <userName> --external-subject SUB'), {
        externalSubject: values['external-subject'],
        linkOnFirstSignIn: values['link-on-first-sign-in'],
      });
    case 'users set-password':
      noMore(positionals, 3);
      return setPassword(deps, argument(positionals, 2, 'the user name', 'users set-password <userName>'), values.password);
    case 'users set-photo':
      noMore(positionals, 4);
      return setPhoto(deps, argument(positionals, 2, 'the user name', 'users set-photo <userName> <file>'), positionals[3], Boolean(values.clear));
    case 'users disable':
    case 'users enable':
      noMore(positionals, 3);
      return setEnabled(deps, argument(positionals, 2, 'the user name', `users ${action} <userName>`), action === 'enable');
    case 'roles list':
      noMore(positionals, 2);
      return listRoles(deps);
    case 'roles add':
      noMore(positionals, 3);
      return addRole(deps, argument(positionals, 2, 'the role name', 'roles add <name> --permissions A:view,B:edit'), values.permissions, values.description);
    case 'grants list':
      noMore(positionals, 2);
      return listGrants(deps);
    case 'grants add':
      noMore(positionals, 4);
      return addGrant(
        deps,
        argument(positionals, 2, 'the user name or group:Name', 'grants add <userName|group:Name> <roleName>'),
        argument(positionals, 3, 'the role name', 'grants add <userName|group:Name> <roleName>'),
        values.tenants,
      );
    case 'grants remove':
      noMore(positionals, 3);
      return removeGrant(deps, argument(positionals, 2, 'the grant id', 'grants remove <grantId>'));
    case 'secrets status':
    case 'secrets rotate-key':
      noMore(positionals, 2);
      return runSecretsCommand(command, deps);
    case 'identity rotate-keys':
      noMore(positionals, 2);
      return runIdentityCommand(command, deps);
    default:
      throw new CliError(`Unknown command '${command}'. See: npm run admin -- --help`);
  }
}
