// Temporary profiling harness (not committed): serve in this process, profile only the load window.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { serve } from './serve';
const session = new Session();
session.connect();
process.send = ((m: unknown) => {
  void (async () => {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    console.log(`PORTS ${JSON.stringify(m)}`);
  })();
  return true;
}) as typeof process.send;
const stop = async () => {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(`/tmp/prof/load.cpuprofile`, JSON.stringify(profile));
  process.exit(0);
};
process.on("SIGINT", () => void stop());
await serve(process.argv[2] ?? null);
