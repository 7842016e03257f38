import { WorkUnitTypeId, doneStateIds, identityKey } from '@portal/contracts';

/**
 * The grid's two approver filters, which the translator knows no field for, rewritten into plain OData
 * before it runs. String literals are skipped, so text inside quotes is never touched.
 *
 * - `approverEmail eq 'x'` (§7): x names approver1 or approver2: the slot's text, or the user name or
 *   email of the account the slot names, compared as identities (identityKey: ASCII case only).
 * - `requiresMyApproval eq true` ('Requires My Approval'): change requests where a slot bound to the
 *   caller's account (approvals.ts) is undecided while a decision can still be made (nobody declined,
 *   not done), in whatever state. Decided by account id: a name in a slot the caller does not hold
 *   shows nothing.
 */
const approverEmail = /^approverEmail\s+eq\s+'((?:[^']|'')*)'/i;
const requiresMyApproval = /^requiresMyApproval\s+eq\s+true\b/i;
const identifierChar = /[A-Za-z0-9_/]/;
/** The id no account has: what a caller without an account (an API token) awaits. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

function awaitingAccount(accountId: string | null): string {
  const id = accountId && /^[0-9a-f-]{36}$/i.test(accountId) ? accountId : NO_ACCOUNT;
  const open = (slot: 1 | 2) => `(approver${slot}UserId eq ${id} and approved${slot}By eq null and declined${slot}By eq null)`;
  const notDone = doneStateIds.map((state) => `stateId ne ${state}`).join(' and ');
  return `((${open(1)} or ${open(2)}) and declined1By eq null and declined2By eq null `
    + `and workUnitTypeId eq ${WorkUnitTypeId.ChangeRequest} and ${notDone})`;
}

function namesApprover(name: string): string {
  const key = identityKey(name);
  // A blank or look-alike name names no one (a key is never empty).
  const literal = `'${(key ?? '').replace(/'/g, "''")}'`;
  const fields = [1, 2].flatMap((slot) => [`approver${slot}Key`, `approver${slot}AccountNameKey`, `approver${slot}AccountEmailKey`]);
  return `(${fields.map((field) => `${field} eq ${literal}`).join(' or ')})`;
}

/** `filter` with the approver filters rewritten; `accountId` is the caller's account (null for a token). */
export function rewriteApproverFilter(filter: string, accountId: string | null = null): string {
  // Most filters name neither; they need no walk through their text.
  if (!/approverEmail|requiresMyApproval/i.test(filter)) return filter;
  let out = '';
  let i = 0;
  while (i < filter.length) {
    const ch = filter[i];
    if (ch === "'") {
      // Copy a whole literal; '' is an escaped quote inside it.
      let j = i + 1;
      while (j < filter.length) {
        if (filter[j] === "'" && filter[j + 1] === "'") j += 2;
        else if (filter[j] === "'") break;
        else j++;
      }
      out += filter.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    const before = i > 0 ? filter[i - 1] : '';
    const atWord = !before || !identifierChar.test(before);
    const rest = filter.slice(i);
    const email = atWord ? approverEmail.exec(rest) : null;
    if (email) {
      out += namesApprover(email[1]!.replace(/''/g, "'"));
      i += email[0].length;
      continue;
    }
    const mine = atWord ? requiresMyApproval.exec(rest) : null;
    if (mine) {
      out += awaitingAccount(accountId);
      i += mine[0].length;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}
