import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEAL_MESSAGES } from '@oko/shared/schemas/deals';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '@/testing/console';
import { server } from '@/testing/mocks/server';
import { API, demoCheckout, renderCheckout } from './checkout-testing';
import { loadPagesBeforeAll } from '@/testing/test-utils';

loadPagesBeforeAll();

// The checkout's deals (issue 28): a discount code and the discount for paying ahead.

describe('checkout: deals (issue 28)', () => {
  /** A shop giving 5% for paying ahead and a code HARVEST of ₦500 off; any other code is unknown. */
  function dealsShop() {
    const checks: unknown[] = [];
    server.use(
      http.get(`${API}/pay-ahead`, () => HttpResponse.json({ data: { percent: 5 } })),
      http.post(`${API}/discount-codes/check`, async ({ request }) => {
        const body = (await request.json()) as { code: string };
        checks.push(body);
        return body.code.toUpperCase() === 'HARVEST'
          ? HttpResponse.json({ data: { code: 'HARVEST', discount: '500.00' } })
          : HttpResponse.json(
              { message: DEAL_MESSAGES.unknown, errors: { code: [DEAL_MESSAGES.unknown] } },
              { status: 422 },
            );
      }),
    );
    return checks;
  }

  it('applies a code: a Discount row between Subtotal and Delivery Fee, and the Grand Total follows', async () => {
    const shop = demoCheckout();
    dealsShop();
    renderCheckout();
    expect(await screen.findByTestId('summary-subtotal')).toHaveTextContent('₦315,000.50');
    await waitFor(() => expect(screen.getByTestId('summary-delivery-fee')).toHaveTextContent('₦1,500.00'));
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    // Beside the payment method select, and in the Summary.
    expect(await screen.findAllByText(/Pay by card or transfer and save 5%/)).toHaveLength(2);

    await userEvent.type(screen.getByRole('textbox', { name: 'Discount code' }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(DEAL_MESSAGES.unknown)).toBeInTheDocument();
    // Every refused call is logged (spec section 8).
    expectConsoleError(DEAL_MESSAGES.unknown);
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Discount code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Discount code' }), 'harvest');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('summary-discount')).toHaveTextContent('−₦500.00');
    expect(screen.getByText('Discount (HARVEST)')).toBeInTheDocument();
    const rows = screen.getAllByRole('definition').map((row) => row.getAttribute('data-testid'));
    expect(rows.slice(0, 3)).toEqual(['summary-subtotal', 'summary-discount', 'summary-delivery-fee']);
    expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('₦316,000.50');

    // Paying by transfer: 5% of ₦314,500.50 (after the code, never the fee) is ₦15,725.025: ₦15,726 off, rounded
    // up to whole naira in the shopper's favour (decision 040).
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Bank Transfer');
    expect(screen.getByTestId('summary-pay-ahead')).toHaveTextContent('−₦15,726.00');
    expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('₦300,274.50');

    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(shop.orders).toHaveLength(1));
    expect(shop.orders[0]?.body).toMatchObject({ payment_method: 'bank_transfer', discount_code: 'harvest' });
  });
});
