import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Today's calendar date in the shops' time zone, 'YYYY-MM-DD' (special-price windows, campaigns). */
    today(): string;
    /** The current instant (opening hours, compensation validity); tests pass a fixed or stepping one. */
    now: () => Date;
  }
}

export interface ClockOptions {
  today?: () => string;
  now?: () => Date;
}

/**
 * The shops' clock (Estonia and Finland share Europe/Tallinn time). Tests pass a fixed day, a
 * fixed instant, or both; given only an instant, the day is that instant's day in Tallinn.
 */
export const clockPlugin = fp<ClockOptions>(
  async (app, options) => {
    const now = options.now ?? (() => new Date());
    app.decorate('now', now);
    app.decorate('today', options.today ?? (() => tallinnDate(now())));
  },
  { name: 'clock' },
);

function tallinnDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(instant);
}
