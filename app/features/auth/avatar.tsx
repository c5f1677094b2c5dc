/** A round avatar showing the upper-case first letter of `text` (an e-mail or a name). */
export function Avatar({ text, size = "sm" }: { text: string; size?: "sm" | "lg" }) {
  const letter = text.trim().charAt(0).toUpperCase() || "?";
  return (
    <span
      aria-hidden="true"
      className={`flex items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-purple-700 font-semibold text-white ${size === "lg" ? "size-16 text-2xl" : "size-9 text-sm"}`}
    >
      {letter}
    </span>
  );
}
