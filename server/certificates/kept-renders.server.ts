// A certificate's PDF takes ~90 ms in English and ~145 ms in Hindi (shaping) on the 2-core machine
// this project is built on, on the renderer's thread (render-in-worker.server.ts), which renders one
// at a time; and a learner may download 20 a minute (contracts/rate-limits.ts). Each instance keeps
// the last PDFs it made, by their whole content (a changed title or name is another key), and
// renders one certificate once however many ask for it together. A revoked certificate is refused
// before it gets here (certificates.server.ts).

/** `render`, made once per distinct arguments; the last `max` results kept, most recently asked last. */
export function keptRenders<A extends unknown[]>(render: (...args: A) => Promise<Buffer>, max = 100): (...args: A) => Promise<Buffer> {
  const kept = new Map<string, Promise<Buffer>>();
  return (...args) => {
    const key = JSON.stringify(args);
    const found = kept.get(key);
    if (found) {
      // Moved to the end: the one asked for least recently is dropped first.
      kept.delete(key);
      kept.set(key, found);
      return found;
    }
    if (kept.size >= max) kept.delete(kept.keys().next().value!);
    const made = render(...args);
    kept.set(key, made);
    // A render that failed is not kept: the next request tries again.
    made.catch(() => {
      if (kept.get(key) === made) kept.delete(key);
    });
    return made;
  };
}
