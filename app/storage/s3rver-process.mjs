// Runs s3rver in its own process for tests (see test-s3-server.ts). It must be started with
// --openssl-legacy-provider: s3rver encrypts ListObjectsV2 continuation tokens with DES, which
// Node's OpenSSL 3 refuses otherwise, so every truncated listing would fail.
import S3rver from "s3rver";

// An optional third argument fixes the port, so a test can stop the server and start it again
// at the same address over the same directory (an outage and a recovery).
const [directory, bucket, port = "0"] = process.argv.slice(2);
const server = new S3rver({
  address: "127.0.0.1",
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const address = await server.run();
process.send?.({ port: address.port });
// Die with the test process, however it ends.
process.on("disconnect", () => process.exit(0));
