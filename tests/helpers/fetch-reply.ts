/** jsdom has no Response: an answer as the site's fetch callers read it (ok, status, json()). */
export const fetchReply = (status: number, body: unknown) => ({
  ok: status < 300,
  status,
  json: async () => body,
});

/** The answer of /api/payment_order: a simulated provider's order for `amount` paise. */
export const paymentOrderReply = (amount: number) =>
  fetchReply(201, { id: 'order_x', amount, currency: 'INR', key: 'k', provider: 'simulated' });
