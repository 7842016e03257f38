import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { exportQuery, sendCsv, sendListCsv, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a header and rows with CRLF, quoting per RFC 4180', () => {
    const csv = toCsv(
      [
        { name: 'Acme', note: 'a, b', quote: 'say "hi"', lines: 'one\ntwo', n: 3, ok: true, none: null },
        { name: 'Beta', note: '', quote: undefined, lines: 'cr\rhere', n: 0, ok: false, none: undefined },
      ],
      [
        { field: 'name', header: 'Name' }, { field: 'note', header: 'Note, with comma' }, { field: 'quote', header: 'Quote' },
        { field: 'lines', header: 'Lines' }, { field: 'n', header: 'N' }, { field: 'ok', header: 'OK' }, { field: 'none', header: 'None' },
      ],
    );
    expect(csv).toBe(
      'Name,"Note, with comma",Quote,Lines,N,OK,None\r\n' +
      'Acme,"a, b","say ""hi""","one\ntwo",3,true,\r\n' +
      'Beta,,,"cr\rhere",0,false,\r\n',
    );
  });

  it('reads dotted paths, dates as ISO and objects as JSON', () => {
    const csv = toCsv(
      [
        { tenant: { name: 'Acme', owner: { email: 'o@acme.test' } }, when: new Date('2026-11-22T03:00:00Z'), tags: ['a', 'b'], 'flat.key': 'flat' },
        { tenant: null, when: '2026-11-22T03:00:00.000Z', tags: [] },
      ],
      [
        { field: 'tenant.name', header: 'Tenant' }, { field: 'tenant.owner.email', header: 'Owner' }, { field: 'when', header: 'When' },
        { field: 'tags', header: 'Tags' }, { field: 'flat.key', header: 'Flat' },
      ],
    );
    expect(csv).toBe(
      'Tenant,Owner,When,Tags,Flat\r\n' +
      'Acme,o@acme.test,2026-11-22T03:00:00.000Z,"[""a"",""b""]",flat\r\n' +
      ',,2026-11-22T03:00:00.000Z,[],\r\n',
    );
  });

  it('neutralises formulas with a leading quote', () => {
    const rows = ['=SUM(A1)', '+1', '-cmd', '@x', '\tx', '\rx', "=HYPERLINK(\"http://x\",\"y\")", 'safe', '1+1'].map((v) => ({ v }));
    const csv = toCsv(rows, [{ field: 'v', header: '=Header' }]);
    expect(csv.split('\r\n')).toEqual([
      "'=Header", "'=SUM(A1)", "'+1", "'-cmd", "'@x", "'\tx", `"'\rx"`, `"'=HYPERLINK(""http://x"",""y"")"`, 'safe', '1+1', '',
    ]);
  });

  it('leaves real negative numbers alone', () => {
    expect(toCsv([{ n: -5 }, { n: '-5' }], [{ field: 'n', header: 'n' }])).toBe("n\r\n-5\r\n'-5\r\n");
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], [{ field: 'a', header: 'A' }])).toBe('A\r\n');
  });
});

describe('sendCsv', () => {
  it('sends a download with a UTF-8 BOM, content type and file name', async () => {
    const app = Fastify();
    app.get('/csv', async (_request, reply) => sendCsv(reply, 'versionreport.csv', 'a,b\r\n'));
    app.get('/list', async (_request, reply) => sendListCsv(reply, 'Liste été.csv', { value: [{ name: 'x', tenant: { name: 'y' } }] }));
    const response = await app.inject({ method: 'GET', url: '/csv' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="versionreport.csv"; filename*=UTF-8''versionreport.csv`);
    expect(response.body).toBe('\uFEFFa,b\r\n');
    const list = await app.inject({ method: 'GET', url: '/list' });
    expect(list.headers['content-disposition']).toBe(`attachment; filename="Liste _t_.csv"; filename*=UTF-8''Liste%20%C3%A9t%C3%A9.csv`);
    expect(list.body).toBe('\uFEFFname,tenant.name\r\nx,y\r\n');
    await app.close();
  });
});

describe('exportQuery', () => {
  it('caps $top at 1000 and drops $count, keeping the rest', () => {
    expect(exportQuery({ $top: '5000', $count: 'true', $filter: "name eq 'x'", $skip: '10', tenantId: 't' })).toEqual({ $top: '1000', $filter: "name eq 'x'", $skip: '10', tenantId: 't' });
    expect(exportQuery({ $top: '25' })).toEqual({ $top: '25' });
    expect(exportQuery({ $top: 2000 })).toEqual({ $top: '1000' });
    expect(exportQuery({})).toEqual({});
    // not a number: left for the list to answer 400
    expect(exportQuery({ $top: 'lots' })).toEqual({ $top: 'lots' });
  });
});
