/**
 * The grid's approver email filter (§7): `approverEmail eq 'x'` means "x is approver1 or approver2",
 * compared without regard to case. The translator knows no such field, so the comparison is rewritten
 * into plain OData before it runs. String literals are skipped, so text inside quotes is never touched.
 */
const comparison = /^approverEmail\s+eq\s+'((?:[^']|'')*)'/i;
const identifierChar = /[A-Za-z0-9_/]/;

export function rewriteApproverFilter(filter: string): string {
  // Most filters never name it; they need no walk through their text.
  if (!/approverEmail/i.test(filter)) return filter;
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
    const match = before && identifierChar.test(before) ? null : comparison.exec(filter.slice(i));
    if (match) {
      const value = (match[1] ?? '').toLowerCase();
      out += `(tolower(approver1) eq '${value}' or tolower(approver2) eq '${value}')`;
      i += match[0].length;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}
