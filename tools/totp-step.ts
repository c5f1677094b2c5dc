// Two-factor enrolment in the tests sends the code of the 30-second step before now: still
// accepted, and it leaves the current step's code for a sign-in that follows (each step is taken
// once). When the step changes while that request is on its way, the code has aged out of the
// server's window (one step either side), so it is sent again with the new step's previous code:
// a retry on that condition only (seen on a busy machine: "Invalid code").

const STEP_MS = 30_000;

/** Sends the previous step's code (`generate` at a timestamp) until accepted or refused within one step. */
export async function sendPreviousStepCode<T>(generate: (timestamp: number) => string, send: (code: string) => T | Promise<T>, ok: (answer: T) => boolean): Promise<T> {
  for (;;) {
    const step = Math.floor(Date.now() / STEP_MS);
    const answer = await send(generate((step - 1) * STEP_MS));
    if (ok(answer) || Math.floor(Date.now() / STEP_MS) === step) return answer;
  }
}
