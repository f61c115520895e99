/* global db, rs, quit */
// The mongo service's health check (mongosh, connected to this node without credentials).
// Healthy once this node is the writable primary of its replica set. On the very first check
// the set does not exist yet: sign in as root and initiate it with this one member, under the
// name the app connects to (mongo:27017); a later check then finds it primary.
const hello = db.hello();
if (hello.isWritablePrimary) quit(0);

if (!hello.setName) {
  const admin = db.getSiblingDB("admin");
  admin.auth(process.env.MONGO_INITDB_ROOT_USERNAME, process.env.MONGO_INITDB_ROOT_PASSWORD);
  rs.initiate({ _id: "rs0", members: [{ _id: 0, host: "mongo:27017" }] });
}
quit(1);
