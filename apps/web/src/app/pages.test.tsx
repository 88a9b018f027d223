import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/testing/mocks/server';
import { routes } from './routes';
import { loadPagesBeforeAll, memoryRouter } from '@/testing/test-utils';

loadPagesBeforeAll();

// About, Privacy and Terms (decision 018): the app's heading, the owner's Markdown below it, with the shop's
// details filled in by the API (here the mock API's demo shop).

function renderPage(path: string) {
  const { element: app } = memoryRouter(routes, path);
  render(<QueryClientProvider client={createQueryClient()}>{app}</QueryClientProvider>);
}

describe('the shop’s pages', () => {
  it('/terms shows the Terms & Conditions with their sections', async () => {
    renderPage('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Cancellations and refunds' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Prices are in Nigerian naira/)).toBeInTheDocument();
  });

  it('/privacy keeps its heading and names the shop’s e-mail and the NDPC', async () => {
    renderPage('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ndpc.gov.ng' })).toHaveAttribute('href', 'https://ndpc.gov.ng');
    expect(screen.getAllByText(/hello@okofarm\.ng/).length).toBeGreaterThan(0);
  });

  it('/about shows what the owner wrote, raw HTML as text', async () => {
    server.use(
      http.get('/api/v1/pages/about', () =>
        HttpResponse.json({
          data: {
            slug: 'about',
            title: 'About',
            body: 'We farm in **Ogun**. <b onclick="x()">bold</b>',
            updated_at: '2026-11-24T00:00:00.000Z',
          },
        }),
      ),
    );
    renderPage('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(await screen.findByText('Ogun')).toHaveProperty('tagName', 'STRONG');
    expect(screen.getByText(/<b onclick="x\(\)">bold<\/b>/)).toBeInTheDocument();
  });
});
