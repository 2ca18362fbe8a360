import { barRuns, ean13Modules } from '@apteek/domain';

/** Quiet zones the symbol needs either side for a scanner to find it: 11 and 7 modules. */
const QUIET_LEFT = 11;
const QUIET_RIGHT = 7;
const BAR_HEIGHT = 60;
const GUARD_EXTRA = 6;
const GUARDS = new Set([0, 2, 46, 48, 92, 94]);

/**
 * An EAN-13 barcode as inline SVG, drawn from the domain's modules, black on white with its quiet
 * zones and the digits underneath as printed on cards (the first outside the bars), so a till's
 * scanner reads it from a phone's screen.
 */
export function Ean13Barcode({ number, label }: { number: string; label: string }) {
  const modules = ean13Modules(number);
  const width = QUIET_LEFT + modules.length + QUIET_RIGHT;
  const height = BAR_HEIGHT + GUARD_EXTRA + 8;
  const digitY = BAR_HEIGHT + 8;
  const half = (from: number, digits: string) =>
    [...digits].map((digit, i) => (
      <text key={from + i} x={QUIET_LEFT + from + i * 7 + 3.5} y={digitY} textAnchor="middle">
        {digit}
      </text>
    ));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full max-w-xs bg-white"
      shapeRendering="crispEdges"
      data-testid="loyalty-barcode"
    >
      <rect width={width} height={height} fill="#fff" />
      {barRuns(modules).map(({ x, width: barWidth }) => (
        <rect
          key={x}
          x={QUIET_LEFT + x}
          y={0}
          width={barWidth}
          height={GUARDS.has(x) ? BAR_HEIGHT + GUARD_EXTRA : BAR_HEIGHT}
          fill="#000"
        />
      ))}
      <g fontFamily="ui-monospace, monospace" fontSize="8" fill="#000">
        <text x={QUIET_LEFT - 5} y={digitY} textAnchor="middle">
          {number[0]}
        </text>
        {half(3, number.slice(1, 7))}
        {half(50, number.slice(7))}
      </g>
    </svg>
  );
}
