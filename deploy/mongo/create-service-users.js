// One MongoDB user per service, each allowed to read and write its own database only.
//
// The official mongo image runs this with mongosh, as the root user, on the first start of an
// empty data volume (docker-compose.yml mounts it into /docker-entrypoint-initdb.d). It is
// idempotent, so it can also be run again to rotate passwords:
//   docker compose exec mongo sh -c 'mongosh -u "$MONGO_INITDB_ROOT_USERNAME" \
//     -p "$MONGO_INITDB_ROOT_PASSWORD" --authenticationDatabase admin \
//     /docker-entrypoint-initdb.d/10-create-service-users.js'
//
// For each service S in auth, incidents, volunteer, docusign, notifications it reads S_DB_PASSWORD
// (required) and S_DB (the database name, default rescue_S), and makes the user S in that
// database (so its authSource is that database) with the role readWrite on that database
// and nothing else: no service can read or change another service's data.
/* global db, print */

const SERVICES = ['auth', 'incidents', 'volunteer', 'docusign', 'notifications'];

for (const service of SERVICES) {
  const prefix = service.toUpperCase();
  const password = process.env[`${prefix}_DB_PASSWORD`];
  const dbName = process.env[`${prefix}_DB`] || `rescue_${service}`;
  if (!password)
    throw new Error(`${prefix}_DB_PASSWORD is not set: cannot create the ${service} user`);
  if (!/^[A-Za-z0-9_-]{16,}$/.test(password)) {
    // The password goes into the service's MONGO_URL as is: keep it URL-safe.
    throw new Error(`${prefix}_DB_PASSWORD must be at least 16 of A-Z a-z 0-9 _ -`);
  }
  const target = db.getSiblingDB(dbName);
  const roles = [{ role: 'readWrite', db: dbName }];
  if (target.getUser(service)) {
    target.updateUser(service, { pwd: password, roles });
    print(`rescue: updated user ${service} (readWrite on ${dbName} only)`);
  } else {
    target.createUser({ user: service, pwd: password, roles });
    print(`rescue: created user ${service} (readWrite on ${dbName} only)`);
  }
}
