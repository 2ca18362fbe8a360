/** A small pack shot of a product inside a grouped or bundle product; decorative, the name follows it. */
export function MemberThumbnail({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={150}
      height={150}
      loading="lazy"
      className="size-12 shrink-0 rounded-md border border-line bg-white object-contain"
    />
  );
}
