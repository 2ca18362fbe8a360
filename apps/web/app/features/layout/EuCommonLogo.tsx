import type { CountryCode } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';

const STRIPES = [0, 1, 2, 3, 4, 5, 6];

/**
 * The EU common logo for online sale of medicines (Regulation (EU) 699/2014): striped field, the
 * national flag top left and the white cross mark; it must link to the shop's entry in the
 * national authority's register.
 */
export function EuCommonLogo({ country, href }: { country: CountryCode; href: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      className="flex w-44 flex-col overflow-hidden rounded border border-line bg-white hover:border-brand-700"
    >
      <svg viewBox="0 0 132 77" className="block w-full" aria-hidden="true" focusable="false">
        {STRIPES.map((stripe) => (
          <rect
            key={stripe}
            y={stripe * 11}
            width="132"
            height="11"
            fill={stripe % 2 === 0 ? '#3e9a6c' : '#7cc197'}
          />
        ))}
        <NationalFlag country={country} />
        <path
          d="M80 14h14v17h17v14H94v18H80V45H63V31h17z"
          fill="#fff"
          stroke="#fff"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
      <span className="px-2.5 py-2 text-[0.6875rem] leading-snug font-semibold text-ink">
        {t('Click to verify if this website is operating legally')}
      </span>
    </a>
  );
}

/** The coloured bands of each flag on its white field, as [x, y, width, height, fill]. */
const FLAG_BANDS: Record<CountryCode, [number, number, number, number, string][]> = {
  EE: [
    [1, 1, 34, 7, '#0072ce'],
    [1, 8, 34, 7, '#000'],
  ],
  FI: [
    [10, 1, 6, 21, '#002f6c'],
    [1, 8.5, 34, 6, '#002f6c'],
  ],
};

function NationalFlag({ country }: { country: CountryCode }) {
  return (
    <g transform="translate(7 7)">
      <rect width="36" height="23" fill="#fff" />
      {FLAG_BANDS[country].map(([x, y, width, height, fill]) => (
        <rect key={`${x} ${y}`} x={x} y={y} width={width} height={height} fill={fill} />
      ))}
    </g>
  );
}
