import type request from 'supertest';

// A call sent as the web sends it when the user accepts every "continue?": each 428 ConfirmRequired is
// answered by sending the same call again with the tokens received so far in X-Confirm. A token seen
// twice means the server asks again about what was accepted: that answer is returned as it is.
export async function confirmThrough(send: () => request.Test): Promise<request.Response> {
  const tokens: string[] = [];
  for (;;) {
    const req = send();
    const r = await (tokens.length ? req.set('X-Confirm', tokens.join(',')) : req);
    const token = r.body?.confirmToken;
    if (r.status !== 428 || typeof token !== 'string' || tokens.includes(token) || tokens.length >= 5) return r;
    tokens.push(token);
  }
}
