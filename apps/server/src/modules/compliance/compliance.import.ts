import { type EvidenceSource, controlSetCsvColumns, evidenceSources, firstControlCharacter } from '@portal/contracts';
import { badRequest } from '../../platform/errors/index.ts';

/** A control read from an import file, before anything is stored. */
export interface ImportedControl {
  name: string;
  title: string;
  description: string | null;
  evidenceSource: EvidenceSource | null;
}

export interface ImportedControlSet {
  name: string | null;
  description: string | null;
  source: string | null;
  controls: ImportedControl[];
}

const MAX_CONTROLS = 5000;
const MAX_NAME = 100;
const MAX_TITLE = 500;
const MAX_DESCRIPTION = 4000;

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field); rows.push(row); row = []; field = '';
    } else field += c;
  }
  if (quoted) throw badRequest('The CSV file ends inside a quoted field: a closing " is missing.');
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

function checkControl(control: ImportedControl, where: string, seen: Set<string>): void {
  if (!control.name) throw badRequest(`${where}: the control id is empty.`);
  if (!control.title) throw badRequest(`${where}: the title of ${control.name} is empty.`);
  if (control.name.length > MAX_NAME) throw badRequest(`${where}: the control id is longer than ${MAX_NAME} characters.`);
  if (control.title.length > MAX_TITLE) throw badRequest(`${where}: the title of ${control.name} is longer than ${MAX_TITLE} characters.`);
  for (const [field, value] of [['control', control.name], ['title', control.title], ['description', control.description ?? '']] as const) {
    if (firstControlCharacter(value, field === 'description') !== undefined) throw badRequest(`${where}: the ${field} of ${control.name} holds a control character.`);
  }
  const key = control.name.toLowerCase();
  if (seen.has(key)) throw badRequest(`${where}: the control ${control.name} appears twice.`);
  seen.add(key);
}

function evidenceOf(value: string, where: string): EvidenceSource | null {
  const v = value.trim();
  if (!v) return null;
  const found = evidenceSources.find((e) => e.toLowerCase() === v.toLowerCase());
  if (!found) throw badRequest(`${where}: evidence must be empty or one of ${evidenceSources.join(', ')}.`);
  return found;
}

/**
 * A control set from CSV: a header row naming the columns `control`, `title` (both required), `description`
 * and `evidence` in any order and case; one control per following row. Any bad row refuses the whole file.
 */
export function controlSetFromCsv(text: string): ImportedControlSet {
  const rows = parseCsv(text);
  const [header, ...body] = rows;
  if (!header) throw badRequest('The CSV file has no header row.');
  const columns = header.map((h) => h.trim().toLowerCase());
  const index = Object.fromEntries(controlSetCsvColumns.map((c) => [c, columns.indexOf(c)])) as Record<(typeof controlSetCsvColumns)[number], number>;
  if (index.control < 0 || index.title < 0) {
    throw badRequest(`The CSV header must name the columns control and title (found: ${columns.join(', ') || 'none'}).`);
  }
  if (!body.length) throw badRequest('The CSV file has no controls below its header.');
  if (body.length > MAX_CONTROLS) throw badRequest(`The file has more than ${MAX_CONTROLS} controls.`);
  const seen = new Set<string>();
  const controls = body.map((row, i) => {
    const where = `Row ${i + 2}`;
    if (row.length > header.length) throw badRequest(`${where}: ${row.length} fields, but the header names ${header.length}.`);
    const at = (c: number) => (c >= 0 ? (row[c] ?? '').trim() : '');
    const control: ImportedControl = {
      name: at(index.control),
      title: at(index.title),
      description: at(index.description).slice(0, MAX_DESCRIPTION) || null,
      evidenceSource: evidenceOf(at(index.evidence), where),
    };
    checkControl(control, where, seen);
    return control;
  });
  return { name: null, description: null, source: null, controls };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function prop(control: Json, name: string): string | undefined {
  const found = asArray(control.props).find((p) => isObject(p) && p.name === name && typeof p.value === 'string');
  return found ? String((found as Json).value) : undefined;
}

/** The statement's prose, its items joined by spaces; `{{ insert: param, … }}` placeholders shown as [parameter]. */
function statementOf(control: Json): string | null {
  const statement = asArray(control.parts).find((p) => isObject(p) && p.name === 'statement');
  const texts: string[] = [];
  const walk = (part: unknown) => {
    if (!isObject(part)) return;
    if (typeof part.prose === 'string') texts.push(part.prose);
    for (const inner of asArray(part.parts)) walk(inner);
  };
  walk(statement);
  const text = texts.join(' ').replace(/\{\{\s*insert:[^}]*\}\}/g, '[parameter]').replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, MAX_DESCRIPTION) : null;
}

/**
 * A control set from an OSCAL catalog (JSON, OSCAL 1.x `{ catalog: { metadata, groups, controls } }`): the
 * catalog's controls and those of its groups (nested groups too), not their enhancements; withdrawn controls
 * are skipped. A control's name is its `label` property (`AC-2`), else its id upper-cased.
 */
export function controlSetFromOscal(text: string): ImportedControlSet {
  let document: unknown;
  try {
    document = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (err) {
    throw badRequest(`The file is not valid JSON: ${(err as Error).message}`);
  }
  if (!isObject(document) || !isObject(document.catalog)) throw badRequest('The file is not an OSCAL catalog: it has no "catalog" object.');
  const catalog = document.catalog;
  const metadata = isObject(catalog.metadata) ? catalog.metadata : {};
  const found: Json[] = [];
  const collect = (holder: Json, depth: number) => {
    if (depth > 10) throw badRequest('The catalog nests groups more than 10 deep.');
    for (const c of asArray(holder.controls)) if (isObject(c)) found.push(c);
    for (const g of asArray(holder.groups)) if (isObject(g)) collect(g, depth + 1);
  };
  collect(catalog, 0);
  const active = found.filter((c) => prop(c, 'status') !== 'withdrawn');
  if (!active.length) throw badRequest('The catalog holds no controls.');
  if (active.length > MAX_CONTROLS) throw badRequest(`The catalog has more than ${MAX_CONTROLS} controls.`);
  const seen = new Set<string>();
  const controls = active.map((c, i) => {
    const id = typeof c.id === 'string' ? c.id : '';
    const control: ImportedControl = {
      name: (prop(c, 'label') ?? id.toUpperCase()).trim(),
      title: typeof c.title === 'string' ? c.title.trim() : '',
      description: statementOf(c),
      evidenceSource: null,
    };
    checkControl(control, `Control ${i + 1}${id ? ` (${id})` : ''}`, seen);
    return control;
  });
  const title = typeof metadata.title === 'string' ? metadata.title.trim().slice(0, 200) : null;
  const version = typeof metadata.version === 'string' ? metadata.version.trim().slice(0, 50) : null;
  return {
    name: title, description: null,
    source: title ? `OSCAL catalog: ${title}${version ? `, version ${version}` : ''}` : 'OSCAL catalog',
    controls,
  };
}
