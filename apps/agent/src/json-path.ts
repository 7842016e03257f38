/**
 * Reads the value at a path such as `data.items[0].value`, `$.status` or `items["a.b"]` in a JSON value.
 * Answers `{ found: false }` when a step is missing, so a null value and a missing one are told apart.
 */
export function readJsonPath(document: unknown, path: string): { found: true; value: unknown } | { found: false } {
  let current: unknown = document;
  for (const step of parseJsonPath(path)) {
    if (current === null || typeof current !== 'object') return { found: false };
    if (typeof step === 'number') {
      if (!Array.isArray(current) || step >= current.length) return { found: false };
      current = current[step];
    } else {
      if (!Object.hasOwn(current, step)) return { found: false };
      current = (current as Record<string, unknown>)[step];
    }
  }
  return { found: true, value: current };
}

export function parseJsonPath(path: string): Array<string | number> {
  const steps: Array<string | number> = [];
  let rest = path.trim().replace(/^\$\.?/, '');
  while (rest.length > 0) {
    let match: RegExpExecArray | null;
    if ((match = /^\[(\d+)\]/.exec(rest))) steps.push(Number(match[1]));
    else if ((match = /^\[(?:"([^"]*)"|'([^']*)')\]/.exec(rest))) steps.push(match[1] ?? match[2] ?? '');
    else if ((match = /^\.?([^.[\]]+)/.exec(rest))) steps.push(match[1]!);
    else throw new Error(`The path "${path}" cannot be read near "${rest}"; write it like data.items[0].value.`);
    rest = rest.slice(match[0].length);
  }
  return steps;
}
