import { describe, expect, it } from 'vitest';
import { safeHref } from './safeHref.ts';

describe('safeHref', () => {
  it('links http and https URLs as they are', () => {
    expect(safeHref('https://tickets.example.com/42?x=1')).toBe('https://tickets.example.com/42?x=1');
    expect(safeHref('http://example.com')).toBe('http://example.com');
  });

  it('gives no link for script, data and other schemes, however they are spelled', () => {
    for (const value of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', 'file:///etc/passwd', 'ftp://example.com', 'not a url', '', null, undefined]) {
      expect({ value, href: safeHref(value) }).toEqual({ value, href: undefined });
    }
  });

  it('takes a path on this site only when asked, never one that leaves it', () => {
    expect(safeHref('/downloads/agent.msi')).toBeUndefined();
    expect(safeHref('/downloads/agent.msi', { allowRelative: true })).toBe(`${window.location.origin}/downloads/agent.msi`);
    expect(safeHref('//evil.example/agent.msi', { allowRelative: true })).toBeUndefined();
    expect(safeHref('/\\evil.example/agent.msi', { allowRelative: true })).toBeUndefined();
    expect(safeHref('javascript:alert(1)', { allowRelative: true })).toBeUndefined();
  });
});
