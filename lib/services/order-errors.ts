/** Errors of the pharmacy order services, mapped to status codes by the route handlers. */

/** Bad input: answered 400 with `{ errors: { field: message } }`. */
export class OrderInputError extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors)[0] ?? 'Invalid order');
  }
}

/** No pharmacy payment order with that id: answered 404. */
export class PaymentNotFoundError extends Error {}
