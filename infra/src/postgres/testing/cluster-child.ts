import { startEmbeddedPostgres } from '../embedded';

/** Starts a cluster as `npm start` would and waits to be killed (the orphan-postmaster test). */
const handle = await startEmbeddedPostgres({
  dataDir: process.env.CLUSTER_DIR!,
  port: Number(process.env.CLUSTER_PORT),
  password: process.env.CLUSTER_PASSWORD!,
  persistent: true,
});
console.log(`READY ${handle.port}`);
setInterval(() => {}, 60_000);
