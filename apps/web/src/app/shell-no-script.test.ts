import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 43 item 15: /carts, /auth/login, /checkout and /users/orders are not rendered by the server (decision
// 016): they are the shell, index.html, and with JavaScript off they were white pages.
const shell = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

describe('the shell without JavaScript', () => {
  it('says the page needs JavaScript and links to the pages that work without it', () => {
    const note = /<noscript>([\s\S]*?)<\/noscript>/.exec(shell)?.[1] ?? '';
    expect(note.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')).toContain('This page needs JavaScript.');
    expect([...note.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((link) => [link[2], link[1]])).toEqual([
      ['Home', '/'],
      ['Categories', '/categories'],
      ['New products', '/products'],
      ['About', '/about'],
    ]);
    // Before the root: the note is in the page a server-rendered page never uses (entry-server.tsx has its own).
    expect(shell.indexOf('<noscript>')).toBeLessThan(shell.indexOf('<div id="root">'));
  });
});
