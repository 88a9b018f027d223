import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import { memoryRouter } from '@/testing/test-utils';

// The owner's page text is shown to every shopper: it may format, never run or inject anything.

function renderMarkdown(text: string) {
  const { element: app } = memoryRouter([{ path: '/', element: <Markdown>{text}</Markdown> }]);
  return render(app).container;
}

describe('Markdown', () => {
  it('renders headings, lists, emphasis and links', () => {
    renderMarkdown(
      '## Orders\n\n- **Fresh** produce\n- [Our terms](/terms) and [NDPC](https://ndpc.gov.ng)\n\n[Mail](mailto:hello@okofarm.ng) [Call](tel:+2348095550142)',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Fresh').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Our terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'NDPC' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:hello@okofarm.ng');
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+2348095550142');
  });

  it('shows raw HTML as text: no element of it reaches the page', () => {
    const container = renderMarkdown(
      'Hello <script>alert(1)</script> <img src=x onerror="alert(2)"> <a href="javascript:alert(3)">x</a>\n\n<iframe src="https://evil.example"></iframe>',
    );
    // No role names a script or an iframe: the DOM itself is what must not hold them.
    // eslint-disable-next-line testing-library/no-node-access
    expect(container.querySelector('script, img, iframe, [onerror]')).toBeNull();
    // Only the address written in the iframe's text becomes a (web) link.
    // eslint-disable-next-line testing-library/no-node-access
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://evil.example%22',
    ]);
    expect(container).toHaveTextContent('Hello <script>alert(1)</script> <img src=x onerror="alert(2)">');
  });

  it('refuses javascript:, data: and vbscript: links, keeping their words', () => {
    const container = renderMarkdown(
      '[one](javascript:alert(1)) [two](JaVaScRiPt:alert(2)) [three](data:text/html,hi) [four](vbscript:x) [five](//evil.example)',
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(container).toHaveTextContent('one two three four five');
  });
});
