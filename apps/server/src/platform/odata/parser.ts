import type { CallNode, CompareOp, ExpandItem, FilterNode, FunctionName, Literal, OrderItem, PathNode, SelectItem } from './ast.ts';
import { ODataError, errorAt, quote } from './errors.ts';
import { type Token, type TokenKind, tokenize } from './lexer.ts';
import { limits } from './limits.ts';

const compareOps = new Set<string>(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
const arity: Record<FunctionName, number> = { contains: 2, startswith: 2, endswith: 2, tolower: 1, toupper: 1 };
const literalKinds = new Set<TokenKind>(['string', 'number', 'date', 'datetime', 'guid']);

function describe(token: Token): string {
  return token.kind === 'eof' ? 'end of input' : quote(token.text);
}

/** A recursive-descent parser over one option's tokens; every rule consumes at least one token. */
class Parser {
  private index = 0;
  private depth = 0;

  private readonly tokens: Token[];
  readonly option: string;

  constructor(tokens: Token[], option: string) {
    this.tokens = tokens;
    this.option = option;
  }

  peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)] as Token;
  }

  next(): Token {
    const token = this.peek();
    if (this.index < this.tokens.length - 1) this.index += 1;
    return token;
  }

  isWord(word: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token.kind === 'ident' && token.value === word;
  }

  accept(kind: TokenKind): boolean {
    if (this.peek().kind !== kind) return false;
    this.next();
    return true;
  }

  expect(kind: TokenKind, what = `'${kind}'`): Token {
    const token = this.peek();
    if (token.kind !== kind) throw this.error(`expected ${what} but found ${describe(token)}`, token.pos);
    return this.next();
  }

  error(message: string, pos: number): ODataError {
    return errorAt(this.option, message, pos);
  }

  /** Guards the recursion: parentheses, `not` and calls nested deeper than the limit answer 400. */
  nested<T>(pos: number, parse: () => T): T {
    if (this.depth >= limits.depth) throw this.error(`expression nested deeper than ${limits.depth} levels`, pos);
    this.depth += 1;
    try {
      return parse();
    } finally {
      this.depth -= 1;
    }
  }

  /** Fails unless the next token is one of `kinds`; names them in the message. */
  expectEnd(kinds: TokenKind[], what: string): void {
    const token = this.peek();
    if (!kinds.includes(token.kind)) throw this.error(`expected ${what} but found ${describe(token)}`, token.pos);
  }

  // expression := and ('or' and)*
  parseOr(): FilterNode {
    const first = this.parseAnd();
    if (!this.isWord('or')) return first;
    const items = [first];
    while (this.isWord('or')) {
      this.next();
      items.push(this.parseAnd());
    }
    return { kind: 'or', items, pos: first.pos };
  }

  // and := comparison ('and' comparison)*
  parseAnd(): FilterNode {
    const first = this.parseComparison();
    if (!this.isWord('and')) return first;
    const items = [first];
    while (this.isWord('and')) {
      this.next();
      items.push(this.parseComparison());
    }
    return { kind: 'and', items, pos: first.pos };
  }

  // comparison := unary [ op unary | 'in' '(' literal (',' literal)* ')' ]
  parseComparison(): FilterNode {
    const left = this.parseUnary();
    const token = this.peek();
    if (token.kind === 'ident' && compareOps.has(token.value)) {
      this.next();
      const right = this.parseUnary();
      return { kind: 'compare', op: token.value as CompareOp, left, right, pos: token.pos };
    }
    if (this.isWord('in')) {
      this.next();
      return { kind: 'in', left, items: this.parseInList(), pos: token.pos };
    }
    return left;
  }

  parseInList(): Literal[] {
    const open = this.expect('(', "'(' after 'in'");
    const items: Literal[] = [];
    do {
      const token = this.peek();
      const literal = this.parseLiteral();
      if (!literal) throw this.error(`expected a literal in the 'in' list but found ${describe(token)}`, token.pos);
      if (items.length >= limits.inItems) throw this.error(`the 'in' list has more than ${limits.inItems} items`, open.pos);
      items.push(literal);
    } while (this.accept(','));
    this.expect(')', "',' or ')'");
    return items;
  }

  // unary := 'not' unary | primary      (not binds tighter than comparisons, as in OData)
  parseUnary(): FilterNode {
    if (this.isWord('not')) {
      const token = this.next();
      return this.nested(token.pos, () => ({ kind: 'not', operand: this.parseUnary(), pos: token.pos }));
    }
    return this.parsePrimary();
  }

  // primary := '(' expression ')' | literal | function '(' args ')' | path
  parsePrimary(): FilterNode {
    const token = this.peek();
    if (token.kind === '(') {
      this.next();
      const inner = this.nested(token.pos, () => this.parseOr());
      this.expect(')', "')'");
      return inner;
    }
    const literal = this.parseLiteral();
    if (literal) return literal;
    if (token.kind === 'ident') return this.peek(1).kind === '(' ? this.parseCall() : this.parsePath();
    throw this.error(`expected a value but found ${describe(token)}`, token.pos);
  }

  parseLiteral(): Literal | undefined {
    const token = this.peek();
    const base = { kind: 'literal' as const, text: token.text, pos: token.pos };
    if (literalKinds.has(token.kind)) {
      this.next();
      return { ...base, type: token.kind as 'string', value: token.value };
    }
    if (token.kind !== 'ident') return undefined;
    if (token.value === 'true' || token.value === 'false') {
      this.next();
      return { ...base, type: 'boolean', value: token.value === 'true' };
    }
    if (token.value === 'null') {
      this.next();
      return { ...base, type: 'null', value: null };
    }
    return undefined;
  }

  parseCall(): CallNode {
    const name = this.next();
    if (!Object.hasOwn(arity, name.value)) throw this.error(`unknown function '${name.value}'`, name.pos);
    const fn = name.value as FunctionName;
    this.expect('(');
    const args = this.nested(name.pos, () => {
      const list: FilterNode[] = [];
      if (this.peek().kind !== ')') {
        do list.push(this.parseOr());
        while (this.accept(','));
      }
      return list;
    });
    this.expect(')', "',' or ')'");
    const wanted = arity[fn];
    if (args.length !== wanted) throw this.error(`${fn} takes ${wanted} argument${wanted === 1 ? '' : 's'}, not ${args.length}`, name.pos);
    return { kind: 'call', name: fn, args, pos: name.pos };
  }

  parsePath(): PathNode {
    const first = this.expect('ident', 'a field');
    const segments = [{ name: first.value, pos: first.pos }];
    while (this.peek().kind === '/') {
      this.next();
      const part = this.expect('ident', "a field after '/'");
      segments.push({ name: part.value, pos: part.pos });
      if (segments.length > limits.pathSegments) throw this.error(`path longer than ${limits.pathSegments} segments`, first.pos);
    }
    return { kind: 'path', segments, pos: first.pos };
  }

  // orderby := key [asc|desc] (',' key [asc|desc])*      key := path | function call
  parseOrderList(): OrderItem[] {
    const items: OrderItem[] = [];
    do {
      const token = this.peek();
      if (token.kind !== 'ident') throw this.error(`expected a field but found ${describe(token)}`, token.pos);
      if (items.length >= limits.orderbyKeys) throw this.error(`more than ${limits.orderbyKeys} sort keys`, token.pos);
      const expr = this.peek(1).kind === '(' ? this.parseCall() : this.parsePath();
      let descending = false;
      if (this.isWord('asc')) this.next();
      else if (this.isWord('desc')) {
        this.next();
        descending = true;
      }
      items.push({ expr, descending });
    } while (this.accept(','));
    return items;
  }

  // select := '*' | name (',' name)*
  parseSelectList(): SelectItem[] {
    const items: SelectItem[] = [];
    do {
      const token = this.peek();
      if (token.kind === '*' || token.kind === 'ident') {
        this.next();
        items.push({ name: token.kind === '*' ? '*' : token.value, pos: token.pos });
      } else throw this.error(`expected a field but found ${describe(token)}`, token.pos);
    } while (this.accept(','));
    return items;
  }

  // expand := item (',' item)*     item := relation [ '(' option (';' option)* ')' ]
  parseExpandList(level: number): ExpandItem[] {
    const items: ExpandItem[] = [];
    do {
      const name = this.expect('ident', 'a relation');
      if (items.some((item) => item.name === name.value)) throw this.error(`'${name.value}' is expanded twice`, name.pos);
      const item: ExpandItem = { name: name.value, pos: name.pos, optionPos: {} };
      if (this.accept('(')) {
        do this.parseExpandOption(item, level);
        while (this.accept(';'));
        this.expect(')', "';' or ')'");
      }
      items.push(item);
    } while (this.accept(','));
    return items;
  }

  parseExpandOption(item: ExpandItem, level: number): void {
    const token = this.expect('option', 'a query option such as $select');
    const name = token.value;
    const seen = name === 'select' || name === 'expand' || name === 'filter' || name === 'orderby' || name === 'top' || name === 'skip'
      ? item[name] !== undefined
      : false;
    if (seen) throw this.error(`${token.text} is given twice for '${item.name}'`, token.pos);
    this.expect('=', `'=' after ${token.text}`);
    const stop: TokenKind[] = [';', ')'];
    const end = "';' or ')'";
    switch (name) {
      case 'select':
        item.select = this.parseSelectList();
        break;
      case 'expand':
        if (level >= limits.expandDepth) throw this.error(`$expand nested deeper than ${limits.expandDepth} levels`, token.pos);
        item.expand = this.parseExpandList(level + 1);
        break;
      case 'filter':
        item.optionPos.filter = token.pos;
        item.filter = this.parseOr();
        break;
      case 'orderby':
        item.optionPos.orderby = token.pos;
        item.orderby = this.parseOrderList();
        break;
      case 'top':
      case 'skip': {
        item.optionPos[name] = token.pos;
        const value = this.peek();
        const max = name === 'top' ? limits.maxTop : limits.maxSkip;
        if (value.kind !== 'number' || !/^\d+$/.test(value.value) || Number(value.value) > max) {
          throw this.error(`$${name} of '${item.name}' must be an integer between 0 and ${max}`, value.pos);
        }
        this.next();
        item[name] = Number(value.value);
        break;
      }
      default:
        throw this.error(`unknown option '${token.text}' in the options of '${item.name}'`, token.pos);
    }
    this.expectEnd(stop, end);
  }
}

function parserFor(text: string, option: string): Parser {
  if (text.length > limits.optionLength) {
    throw new ODataError(`${option} is too long (${text.length} characters; the limit is ${limits.optionLength})`);
  }
  return new Parser(tokenize(text, option), option);
}

/** Parses a whole option with `rule`, which must consume every token. */
function parseWhole<T>(text: string, option: string, rule: (parser: Parser) => T, continuation: string): T {
  const parser = parserFor(text, option);
  if (parser.peek().kind === 'eof') throw new ODataError(`${option} is empty`);
  const result = rule(parser);
  parser.expectEnd(['eof'], continuation);
  return result;
}

export function parseFilter(text: string, option = '$filter'): FilterNode {
  return parseWhole(text, option, (p) => p.parseOr(), "an operator such as 'and' or the end of input");
}

export function parseOrderBy(text: string, option = '$orderby'): OrderItem[] {
  return parseWhole(text, option, (p) => p.parseOrderList(), "',', 'asc', 'desc' or the end of input");
}

export function parseSelect(text: string, option = '$select'): SelectItem[] {
  return parseWhole(text, option, (p) => p.parseSelectList(), "',' or the end of input");
}

export function parseExpand(text: string, option = '$expand'): ExpandItem[] {
  return parseWhole(text, option, (p) => p.parseExpandList(1), "',', '(' or the end of input");
}
