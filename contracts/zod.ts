import { z } from "zod";

// zod probes for eval support (`new Function`) when it builds its first object schema. Our CSP
// forbids eval, so Chromium reports that probe as a CSP violation (Lighthouse best practices)
// even though zod catches it. Jitless mode skips the probe; schemas import z from here.
z.config({ jitless: true });

export { z };
