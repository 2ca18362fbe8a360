import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Today's calendar date in the shops' time zone, 'YYYY-MM-DD' (special-price windows, campaigns). */
    today(): string;
  }
}

/** The shops' calendar day (Estonia and Finland share Europe/Tallinn time); tests pass a fixed day. */
export const clockPlugin = fp<{ today?: () => string }>(
  async (app, options) => {
    app.decorate('today', options.today ?? tallinnToday);
  },
  { name: 'clock' },
);

function tallinnToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(new Date());
}
