import net from "node:net";

// A TCP port that nothing listens on now, on 127.0.0.1: for servers started by the tests, the
// benchmarks and `npm test` on a shared machine, where 3000 may be taken. Run directly
// (`node --import tsx tools/free-port.ts`), it prints one, for shell scripts (.ci/run).

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await freePort());
