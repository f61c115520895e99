// A load run (http-load.mjs) with the CPU each side used over it: the server measured, the load
// generator (this process), and all other work on the machine — a figure is only as good as the
// core the server had to itself (docs/decisions/0025-page-benchmark-against-a-bare-server.md).
import { runLoad } from "./http-load.mjs";
import { machineBusySeconds, processCpuSeconds } from "./processes.mjs";

/** runLoad against `server` (a started child with `port`); shares of a core: serverCpu, otherCpu. */
export async function measure(server, options) {
  const serverBefore = processCpuSeconds(server.pid);
  const machineBefore = machineBusySeconds();
  const result = await runLoad({ port: server.port, ...options });
  const serverCpu = (processCpuSeconds(server.pid) - serverBefore) / result.seconds;
  const machineCpu = (machineBusySeconds() - machineBefore) / result.seconds;
  return {
    ...result,
    serverCpu,
    otherCpu: Math.max(0, machineCpu - serverCpu - result.generatorCpu),
  };
}
