import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

export interface AgentArgs {
  url: string;
  token: string | null;
  stateDir: string;
  allowRead: string[];
  allowScripts: boolean;
}

export const USAGE = `Usage: node agent.mjs --url <portal> --token <API token> [--state-dir DIR] [--allow-read DIR ...] [--allow-scripts]

  --url URL          the portal, e.g. https://portal.example.com (or PORTAL_AGENT_URL)
  --token TOKEN      an API token from the portal's Tokens screen, used only to enroll (or PORTAL_AGENT_TOKEN)
  --state-dir DIR    where the agent keeps its state, credential and buffer (./agent-state, or PORTAL_AGENT_STATE_DIR)
  --allow-read DIR   a directory LocalFileRead operations may read under; repeat for more (none by default)
  --allow-scripts    accept operations and installations of script and command packages (refused by default)`;

/** Reads the command line; relative paths are taken from where the command was started (INIT_CWD under npm). */
export function parseAgentArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): AgentArgs | { error: string } | { help: true } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        url: { type: 'string' },
        token: { type: 'string' },
        'state-dir': { type: 'string' },
        'allow-read': { type: 'string', multiple: true },
        'allow-scripts': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (values.help) return { help: true };
  const base = env.INIT_CWD ?? process.cwd();
  const url = values.url ?? env.PORTAL_AGENT_URL;
  if (!url) return { error: '--url is missing: give the address of the portal, e.g. --url http://localhost:3000.' };
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error();
  } catch {
    return { error: `--url ${url} is not an http:// or https:// address.` };
  }
  return {
    url,
    token: values.token ?? env.PORTAL_AGENT_TOKEN ?? null,
    stateDir: resolve(base, values['state-dir'] ?? env.PORTAL_AGENT_STATE_DIR ?? 'agent-state'),
    allowRead: (values['allow-read'] ?? []).map((directory) => resolve(base, directory)),
    allowScripts: values['allow-scripts'] ?? false,
  };
}
