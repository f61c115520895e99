// Runs s3rver in its own process for tests (see test-s3-server.ts). It must be started with
// --openssl-legacy-provider: s3rver encrypts ListObjectsV2 continuation tokens with DES, which
// Node 20's OpenSSL 3 refuses otherwise, so every truncated listing would fail.
import S3rver from "s3rver";

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.send?.({ port });
// Die with the test process, however it ends.
process.on("disconnect", () => process.exit(0));
