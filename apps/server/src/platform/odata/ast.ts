/** The trees the parser builds; positions are offsets in the option's text, from 0. */

export type CompareOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export type FunctionName = 'contains' | 'startswith' | 'endswith' | 'tolower' | 'toupper';

export type Literal =
  | { kind: 'literal'; type: 'string' | 'number' | 'date' | 'datetime' | 'guid'; value: string; text: string; pos: number }
  | { kind: 'literal'; type: 'boolean'; value: boolean; text: string; pos: number }
  | { kind: 'literal'; type: 'null'; value: null; text: string; pos: number };

/** `tenant/name`: relation names, then a field. */
export interface PathNode {
  kind: 'path';
  segments: Array<{ name: string; pos: number }>;
  pos: number;
}

export interface CallNode {
  kind: 'call';
  name: FunctionName;
  args: FilterNode[];
  pos: number;
}

export interface CompareNode {
  kind: 'compare';
  op: CompareOp;
  left: FilterNode;
  right: FilterNode;
  pos: number;
}

export interface InNode {
  kind: 'in';
  left: FilterNode;
  items: Literal[];
  pos: number;
}

/** `and`/`or` chains are kept flat: `a and b and c` is one node with three items. */
export interface LogicalNode {
  kind: 'and' | 'or';
  items: FilterNode[];
  pos: number;
}

export interface NotNode {
  kind: 'not';
  operand: FilterNode;
  pos: number;
}

export type FilterNode = Literal | PathNode | CallNode | CompareNode | InNode | LogicalNode | NotNode;

export interface OrderItem {
  expr: PathNode | CallNode;
  descending: boolean;
}

export interface SelectItem {
  name: string; // '*' selects the default fields
  pos: number;
}

export interface ExpandItem {
  name: string;
  pos: number;
  select?: SelectItem[];
  expand?: ExpandItem[];
  filter?: FilterNode;
  orderby?: OrderItem[];
  top?: number;
  skip?: number;
  /** Where each nested option was written, for messages about options a to-one relation cannot take. */
  optionPos: Partial<Record<'filter' | 'orderby' | 'top' | 'skip', number>>;
}
