import { expect, it } from "vitest";
import { cpuSecondsOf } from "./server";

// The load section's "server CPU µs per request" is the difference of two readings of the server's
// /proc/PID/stat: it must count a process's work in seconds, as Node's own process.cpuUsage() does.
it("reads a process's CPU time as Node counts it", () => {
  const before = cpuSecondsOf(process.pid);
  const usage = process.cpuUsage();
  // Work until this process has used 200 ms of CPU, however long that takes on a busy machine.
  let spins = 0;
  while (process.cpuUsage(usage).user < 200_000) spins++;
  const used = process.cpuUsage(usage);
  const after = cpuSecondsOf(process.pid);
  expect(spins).toBeGreaterThan(0);
  // /proc counts in 10 ms ticks; other threads of the process (GC) may add a little.
  expect(after - before).toBeGreaterThan((used.user + used.system) / 1e6 - 0.03);
  expect(after - before).toBeLessThan((used.user + used.system) / 1e6 + 0.1);
});
