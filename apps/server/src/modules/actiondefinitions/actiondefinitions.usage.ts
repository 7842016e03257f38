import type { Db } from '../../db/client.ts';

/** One record that uses an action definition: a rule (ruleId) or a protocol (protocolId). */
export interface ActionUse {
  ruleId?: string;
  protocolId?: string;
  name: string;
}

/**
 * Who uses action definitions. The modules whose records name one (rules; protocols later) register a
 * lister here when they load, so a delete can be refused naming them without this module importing them.
 */
export interface ActionUsage {
  /** 'rule' / 'protocol': how a use is named in the refusal. */
  noun: string;
  list: (db: Db, actionDefinitionId: string) => Promise<ActionUse[]>;
}

const usages = new Map<string, ActionUsage>();

/** Registers (or replaces) the usage `key`; idempotent, so building the app twice registers once. */
export function registerActionUsage(key: string, usage: ActionUsage): void {
  usages.set(key, usage);
}

/** Every use of the definition, with how to name it, e.g. [{noun: 'rule', use: {ruleId, name}}]. */
export async function actionUses(db: Db, actionDefinitionId: string): Promise<Array<{ noun: string; use: ActionUse }>> {
  const found: Array<{ noun: string; use: ActionUse }> = [];
  for (const usage of usages.values()) {
    for (const use of await usage.list(db, actionDefinitionId)) found.push({ noun: usage.noun, use });
  }
  return found;
}
