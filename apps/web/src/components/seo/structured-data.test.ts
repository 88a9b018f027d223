import { describe, expect, it } from 'vitest';
import { jsonForScript, summarize } from './structured-data';

describe('jsonForScript', () => {
  it('leaves no "<" that could end the script block, and parses back to the same value', () => {
    const value = { description: 'Fresh </script><script>alert(1)</script> & more \u2028 <!-- yam -->' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('summarize', () => {
  it('keeps a short text, flattening its white space', () => {
    expect(summarize('Fresh   yams\nfrom Benue.')).toBe('Fresh yams from Benue.');
  });

  it('cuts a long text at a word, with an ellipsis, within the length', () => {
    const text = `${'Sweet ripe pawpaw, '.repeat(20)}picked this morning.`;
    const summary = summarize(text, 60);
    expect(summary.length).toBeLessThanOrEqual(60);
    expect(summary).toMatch(/^Sweet ripe pawpaw, Sweet .*[a-z]…$/);
  });
});
