import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgColumn } from 'drizzle-orm/pg-core';
import type { CallNode, CompareNode, CompareOp, FilterNode, InNode, Literal } from './ast.ts';
import { errorAt, quote } from './errors.ts';
import { readDate, readGuid } from './lexer.ts';
import type { Purpose, Scope } from './scope.ts';
import type { FieldType } from './types.ts';

type ValueType = FieldType | 'null';

/** A typed operand; literals keep their SQL unmade until the other side says which type they take. */
interface Operand {
  type: ValueType;
  sql?: SQL;
  literal?: Literal;
  column?: AnyPgColumn;
  /** For messages: `string field 'name'`, `number 5`. */
  describe: string;
  pos: number;
}

const comparators: Record<Exclude<CompareOp, 'ne'>, SQL> = { eq: sql`=`, gt: sql`>`, ge: sql`>=`, lt: sql`<`, le: sql`<=` };
const integerTypes: Record<string, { cast: string; max: bigint }> = {
  smallint: { cast: 'smallint', max: 32767n },
  smallserial: { cast: 'smallint', max: 32767n },
  integer: { cast: 'integer', max: 2147483647n },
  serial: { cast: 'integer', max: 2147483647n },
  bigint: { cast: 'bigint', max: 9223372036854775807n },
  bigserial: { cast: 'bigint', max: 9223372036854775807n },
};

function literalType(literal: Literal): ValueType {
  switch (literal.type) {
    case 'date':
    case 'datetime':
      return 'date';
    default:
      return literal.type;
  }
}

/** `%`, `_` and `\` match themselves in the ILIKE patterns built from the caller's text. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function sqlTypeOf(column: AnyPgColumn | undefined): string | undefined {
  return column ? column.getSQLType().toLowerCase() : undefined;
}

/** The cast a number literal takes: the integer column's own type where it fits (so its index is used), else numeric. */
function numberCast(text: string, column: AnyPgColumn | undefined): SQL {
  const sqlType = sqlTypeOf(column) ?? '';
  const integer = integerTypes[sqlType];
  if (integer && /^-?\d+$/.test(text) && text.length < 21) {
    const value = BigInt(text);
    if (value <= integer.max && value >= -integer.max - 1n) return sql.raw(integer.cast);
  }
  if (sqlType === 'real' || sqlType.startsWith('double')) return sql.raw('double precision');
  return sql.raw('numeric');
}

/** Turns a parsed $filter (or the value of a sort key) into SQL over a scope, checking every type. */
export class FilterTranslator {
  private readonly scope: Scope;
  private readonly option: string;
  private readonly purpose: Purpose;

  constructor(scope: Scope, option: string, purpose: Purpose = 'filter') {
    this.scope = scope;
    this.option = option;
    this.purpose = purpose;
  }

  /** A node that must be true or false. */
  condition(node: FilterNode): SQL {
    switch (node.kind) {
      case 'and':
      case 'or':
        return sql`(${sql.join(node.items.map((item) => this.condition(item)), node.kind === 'and' ? sql` and ` : sql` or `)})`;
      case 'not':
        // `is not true` keeps OData's reading: not (x eq 'a') holds where x is null.
        return sql`((${this.condition(node.operand)}) is not true)`;
      case 'compare':
        return this.compare(node);
      case 'in':
        return this.inList(node);
      default: {
        const operand = this.value(node);
        if (operand.type !== 'boolean') throw errorAt(this.option, `expected a condition but found ${operand.describe}`, node.pos);
        return this.make(operand, 'boolean');
      }
    }
  }

  /** A node used as a value: a field, literal, function result or condition. */
  value(node: FilterNode): Operand {
    switch (node.kind) {
      case 'literal': {
        const type = literalType(node);
        const shown = node.type === 'string' ? quote(node.value) : quote(node.text).slice(1, -1);
        return { type, literal: node, describe: type === 'null' ? 'null' : `${type} ${shown}`, pos: node.pos };
      }
      case 'path': {
        const field = this.scope.resolve(node, this.option, this.purpose);
        const column = field.field.column instanceof PgColumn ? field.field.column : undefined;
        return { type: field.type, sql: field.sql, column, describe: `${field.type} field '${field.path}'`, pos: node.pos };
      }
      case 'call':
        return this.call(node);
      default:
        return { type: 'boolean', sql: this.condition(node), describe: 'a condition', pos: node.pos };
    }
  }

  /** The SQL of an operand as `type`; a literal becomes a bind parameter with an explicit cast. */
  private make(operand: Operand, type: ValueType, other?: Operand): SQL {
    if (operand.sql) return operand.sql;
    const literal = operand.literal;
    if (!literal || literal.value === null) return sql`null`;
    const fail = (what: string) => errorAt(this.option, `${quote(String(literal.value))} is not a valid ${what}`, literal.pos);
    switch (type) {
      case 'boolean':
        return sql`${literal.value}::boolean`;
      case 'number':
        return sql`${literal.value}::${numberCast(String(literal.value), other?.column)}`;
      case 'guid': {
        const guid = readGuid(String(literal.value));
        if (!guid) throw fail('GUID');
        return sql`${guid}::uuid`;
      }
      case 'date': {
        const token = literal.type === 'string' ? readDate(String(literal.value)) : { kind: literal.type, value: String(literal.value) };
        if (!token) throw fail('date');
        const columnType = sqlTypeOf(other?.column) ?? '';
        // A date alone is midnight UTC, except against a date column, where it is that day.
        if (token.kind === 'date' && columnType === 'date') return sql`${token.value}::date`;
        const instant = token.kind === 'date' ? `${token.value}T00:00:00Z` : token.value;
        // A timestamp without time zone is taken to hold UTC, whatever the session's time zone.
        if (columnType.startsWith('timestamp') && !columnType.includes('with time zone')) return sql`(${instant}::timestamptz at time zone 'UTC')`;
        return sql`${instant}::timestamptz`;
      }
      default:
        return sql`${String(literal.value)}::text`;
    }
  }

  /** The type both sides are compared as; quoted strings stand for GUIDs and dates. */
  private unify(left: Operand, right: Operand, opText: string, pos: number): ValueType {
    if (left.type === right.type) return left.type;
    const flexible = (a: Operand, b: Operand) => a.literal?.type === 'string' && (b.type === 'guid' || b.type === 'date');
    if (flexible(left, right)) return right.type;
    if (flexible(right, left)) return left.type;
    throw errorAt(this.option, `cannot compare ${left.describe} with ${right.describe} using '${opText}'`, pos);
  }

  private compare(node: CompareNode): SQL {
    const left = this.value(node.left);
    const right = this.value(node.right);
    if (left.type === 'null' || right.type === 'null') {
      if (left.type === 'null' && right.type === 'null') throw errorAt(this.option, 'cannot compare null with null', node.pos);
      if (node.op !== 'eq' && node.op !== 'ne') throw errorAt(this.option, `null can only be compared with 'eq' or 'ne', not '${node.op}'`, node.pos);
      const other = left.type === 'null' ? right : left;
      const value = this.make(other, other.type);
      return node.op === 'eq' ? sql`(${value} is null)` : sql`(${value} is not null)`;
    }
    const type = this.unify(left, right, node.op, node.pos);
    if (type === 'json') throw errorAt(this.option, `json values can only be compared with null`, node.pos);
    if (type === 'boolean' && node.op !== 'eq' && node.op !== 'ne') {
      throw errorAt(this.option, `'${node.op}' cannot compare boolean values`, node.pos);
    }
    const l = this.make(left, type, right);
    const r = this.make(right, type, left);
    // ne holds where the field is null, as OData says; eq stays a plain = so indexes serve it.
    if (node.op === 'ne') return sql`(${l} is distinct from ${r})`;
    return sql`(${l} ${comparators[node.op]} ${r})`;
  }

  private inList(node: InNode): SQL {
    const left = this.value(node.left);
    if (left.type === 'null') throw errorAt(this.option, "null cannot be the left side of 'in'", node.pos);
    if (left.type === 'json') throw errorAt(this.option, `json values can only be compared with null`, node.pos);
    const values: SQL[] = [];
    let withNull = false;
    for (const item of node.items) {
      const operand = this.value(item);
      if (operand.type === 'null') {
        withNull = true;
        continue;
      }
      const type = this.unify(left, operand, 'in', item.pos);
      values.push(this.make(operand, type, left));
    }
    const l = this.make(left, left.type);
    const parts: SQL[] = [];
    if (values.length > 0) parts.push(sql`${l} in (${sql.join(values, sql`, `)})`);
    if (withNull) parts.push(sql`${l} is null`);
    return sql`(${sql.join(parts, sql` or `)})`;
  }

  /** A string argument of a function: a string field, a string literal, or tolower/toupper of one. */
  private text(node: FilterNode, fn: string): Operand & { sql: SQL } {
    const operand = this.value(node);
    if (operand.type !== 'string') throw errorAt(this.option, `${fn} needs text but found ${operand.describe}`, node.pos);
    return { ...operand, sql: this.make(operand, 'string') };
  }

  private call(node: CallNode): Operand {
    const [first, second] = node.args;
    if (!first) throw errorAt(this.option, `${node.name} needs an argument`, node.pos);
    if (node.name === 'tolower' || node.name === 'toupper') {
      const arg = this.text(first, node.name);
      const fn = node.name === 'tolower' ? sql`lower` : sql`upper`;
      return { type: 'string', sql: sql`${fn}(${arg.sql})`, describe: `the text of ${node.name}()`, pos: node.pos };
    }
    if (!second) throw errorAt(this.option, `${node.name} needs two arguments`, node.pos);
    const subject = this.text(first, node.name);
    const needle = this.value(second);
    if (needle.type !== 'string') throw errorAt(this.option, `${node.name} needs text but found ${needle.describe}`, second.pos);
    let condition: SQL;
    if (needle.literal && typeof needle.literal.value === 'string') {
      // Matching ignores case, as the grids' users expect; the text is escaped so % and _ match themselves.
      const text = likeEscape(needle.literal.value);
      const pattern = node.name === 'contains' ? `%${text}%` : node.name === 'startswith' ? `${text}%` : `%${text}`;
      condition = sql`(${subject.sql} ilike ${pattern}::text)`;
    } else {
      const a = sql`lower(${subject.sql})`;
      const b = sql`lower(${this.make(needle, 'string')})`;
      if (node.name === 'contains') condition = sql`(strpos(${a}, ${b}) > 0)`;
      else if (node.name === 'startswith') condition = sql`starts_with(${a}, ${b})`;
      else condition = sql`(right(${a}, length(${b})) = ${b})`;
    }
    return { type: 'boolean', sql: condition, describe: `the result of ${node.name}()`, pos: node.pos };
  }
}
