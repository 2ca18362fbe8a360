import { errorResponses, type PathItems } from '../docs/index.ts';

const period = {
  type: 'object',
  properties: { start: { type: 'string', example: '09:00' }, end: { type: 'string', example: '21:00' } },
};

const openingTimes = {
  type: 'object',
  description:
    'When prescriptions may be bought, Europe/Tallinn wall-clock times; ' +
    "'24:00' closes at midnight. Days of the week: 0 = Sunday … 6 = Saturday.",
  properties: {
    allowedDays: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 6 } },
    weekendDays: {
      type: 'array',
      items: { type: 'integer' },
      description: 'Allowed days with the weekend hours',
    },
    holidayDates: {
      type: 'array',
      items: { type: 'string', format: 'date' },
      description: 'Closed all day: Estonia’s public holidays unless staff opened on one',
    },
    workdays: period,
    weekends: period,
    blockNewCustomersBeforeClosingMinutes: { type: 'integer' },
    preWarnBeforeClosingMinutes: { type: 'integer' },
    lastWarnBeforeClosingMinutes: { type: 'integer' },
  },
};

export const openingHoursPaths: PathItems = {
  '/api/prescription/opening-times': {
    get: {
      summary: 'The pharmacy’s opening hours for prescriptions',
      description:
        'Public, Cache-Control: public, max-age=60. While minutesTillClosing (@apteek/domain) of the server’s ' +
        "time is 0, the server refuses adding prescription lines and placing prescription orders (409 'Prescriptions " +
        "can be bought only while the pharmacy is open.').",
      responses: {
        200: {
          description: 'The hours',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { code: { const: 200 }, resultCode: { const: 200 }, result: openingTimes },
                required: ['code', 'resultCode', 'result'],
              },
            },
          },
        },
        ...errorResponses,
      },
    },
  },
};
