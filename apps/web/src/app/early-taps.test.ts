// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '@oko/shared/early-taps';

const PAGE = `
  <button type="button" id="menu">Open menu</button>
  <a href="#elsewhere" id="link">A link</a>
  <form id="search"><button id="submit">Search</button></form>
  <label><input type="radio" name="unit" value="1" checked /> 1 kg</label>
  <label id="second"><input type="radio" name="unit" value="2" id="unit-2" /> 2 kg</label>
  <button type="button" id="add">Add to cart</button>`;

let taps: string[];
const listen = () => {
  for (const element of document.querySelectorAll('button, a, input'))
    element.addEventListener('click', () => taps.push(element.id || (element as HTMLInputElement).value));
  document.getElementById('search')?.addEventListener('submit', (event) => event.preventDefault());
};
const running = async () => {
  document.documentElement.dataset.storefront = 'running';
  await Promise.resolve(); // the MutationObserver's callback
};
const tap = (id: string) => document.getElementById(id)!.click();

beforeEach(() => {
  taps = [];
  document.documentElement.removeAttribute('data-storefront');
  document.body.innerHTML = PAGE;
  listen();
  new Function(EARLY_TAPS_SCRIPT)();
});
afterEach(async () => {
  await running(); // the script's listener goes with its page
});

describe('the early-taps script (issue 29)', () => {
  it('holds taps on buttons and radios until the storefront runs, then makes each once, in order', async () => {
    tap('add');
    tap('second'); // the unit's label: the browser taps its radio
    tap('menu');
    expect(taps).toEqual([]);
    expect((document.getElementById('unit-2') as HTMLInputElement).checked).toBe(false);

    document.documentElement.dataset.storefront = 'loading';
    await Promise.resolve();
    expect(taps).toEqual([]);

    await running();
    expect(taps).toEqual(['add', 'unit-2', 'menu']);
    expect((document.getElementById('unit-2') as HTMLInputElement).checked).toBe(true);
  });

  it('leaves links and a plain form to the browser', () => {
    tap('link');
    tap('submit');
    expect(taps).toEqual(['link', 'submit']);
  });

  it('stands aside once the storefront runs', async () => {
    await running();
    tap('add');
    tap('add');
    expect(taps).toEqual(['add', 'add']);
  });

  it('taps the element at the same place when the page was rendered anew', async () => {
    tap('add');
    document.body.innerHTML = PAGE;
    listen();
    await running();
    expect(taps).toEqual(['add']);
    expect(document.getElementById('add')?.isConnected).toBe(true);
  });
});
