import { envelope, type PathItems } from '../docs/index.ts';

export const localePaths: PathItems = {
  '/api/user/locale': {
    get: {
      summary: "The visitor's country, read from Accept-Language",
      description:
        'The region of the most preferred language range that names one (fi-FI → FI), or the country of a ' +
        'language spoken in one country (et → EE); null when the header tells neither.',
      parameters: [
        {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          example: 'fi-FI,fi;q=0.9,en;q=0.8',
        },
      ],
      responses: {
        200: envelope('The country', {
          type: 'object',
          properties: { countryCode: { type: ['string', 'null'], pattern: '^[A-Z]{2}$' } },
          required: ['countryCode'],
        }),
      },
    },
  },
};
