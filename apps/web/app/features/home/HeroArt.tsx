/** Decorative drawing beside the home heading; hidden on phones, where the text needs the room. */
export function HeroArt() {
  return (
    <svg viewBox="0 0 320 260" className="hidden w-56 md:block lg:w-64" aria-hidden="true" focusable="false">
      <circle cx="170" cy="130" r="120" fill="var(--color-brand-100)" />
      <rect x="92" y="52" width="156" height="156" rx="40" fill="#fff" />
      <path
        d="M170 88v84M128 130h84"
        stroke="var(--color-brand-700)"
        strokeWidth="30"
        strokeLinecap="round"
      />
      <g transform="rotate(-35 64 196)">
        <rect
          x="24"
          y="178"
          width="80"
          height="36"
          rx="18"
          fill="#fff"
          stroke="var(--color-brand-700)"
          strokeWidth="4"
        />
        <path d="M64 178h22a18 18 0 0 1 0 36H64z" fill="var(--color-brand-700)" />
      </g>
      <circle cx="272" cy="58" r="10" fill="var(--color-brand-700)" opacity="0.25" />
      <circle cx="292" cy="206" r="16" fill="#fff" />
    </svg>
  );
}
