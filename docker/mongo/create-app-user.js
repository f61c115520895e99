/* global db */
// Runs once, on the first start of an empty data volume (the image's /docker-entrypoint-initdb.d):
// the app's own user, allowed to read and write the viewfinder database and nothing else.
// Its password is read from the environment here; changing it later in .env does not change it
// in MongoDB (see the README's Production section).
const password = process.env.VIEWFINDER_DB_PASSWORD;
if (!password) throw new Error("VIEWFINDER_DB_PASSWORD is not set");

db.getSiblingDB("viewfinder").createUser({
  user: "viewfinder",
  pwd: password,
  roles: [{ role: "readWrite", db: "viewfinder" }],
});
