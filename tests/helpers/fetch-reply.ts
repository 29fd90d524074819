/** jsdom has no Response: an answer as the site's fetch callers read it (ok, status, json()). */
export const fetchReply = (status: number, body: unknown) => ({
  ok: status < 300,
  status,
  json: async () => body,
});
