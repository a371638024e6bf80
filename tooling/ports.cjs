// The ports `npm start` and `npm run dev` use, from one variable: PORT_BASE (default 3000).
//   shell server       PORT_BASE          (PORT, when set, moves the shell alone, as before)
//   the six remotes    PORT_BASE + 1 … 6  (catalogue, content, forms, checkout, account, configurator)
//   release server     PORT_BASE + 100
//   API                PORT_BASE + 1000
// Nothing set: 3000, 3001–3006, 3100, 4000, as always. A second site beside the first:
// `PORT_BASE=8000 npm start` (8000, 8001–8006, 8100, 9000). A plan with a port that browsers and
// Node's fetch refuse (the Fetch standard's "bad ports": 6000, 6665–6669…) is refused.
// Before anything starts, every port is tried; one already taken stops the start with a message
// naming it and the variable that moves it (portTakenMessage).
const net = require('node:net');

const DEFAULT_PORT_BASE = 3000;
/** In this order: the remote at index i listens on PORT_BASE + 1 + i. */
const REMOTE_NAMES = ['catalogue', 'content', 'forms', 'checkout', 'account', 'configurator'];
const RELEASES_OFFSET = 100;
const API_OFFSET = 1000;
/** The highest PORT_BASE whose API port (PORT_BASE + 1000) is still a port. */
const MAX_PORT_BASE = 65_535 - API_OFFSET;
const MIN_PORT_BASE = 1024;

/**
 * The Fetch standard's "bad ports" (https://fetch.spec.whatwg.org/#port-blocking) above 1023: a
 * browser and Node's fetch refuse to connect to them, so a server there is unreachable (the shell's
 * reads of the API, the browser's loads of a remote). PORT_BASE=5000 put the API on 6000.
 */
const BAD_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);
/** The PORT_BASE the messages suggest when none was found free: every port of its plan is usable. */
const EXAMPLE_PORT_BASE = 8000;

class PortPlanError extends Error {}

/** A whole number from the environment, or a PortPlanError naming the variable. */
function wholeNumber(env, name, min, max) {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
    throw new PortPlanError(`${name}=${raw} is not a port number between ${min} and ${max}.`);
  }
  return value;
}

/**
 * Where each server of the site listens, from PORT_BASE and PORT in `env`. Every service says which
 * variable moves it (`variable`) and on which addresses it listens (`hosts`: the browser-facing ones
 * on every interface, the API on loopback only, as stack.mjs starts them).
 */
function portPlan(env = process.env) {
  const base = wholeNumber(env, 'PORT_BASE', MIN_PORT_BASE, MAX_PORT_BASE) ?? DEFAULT_PORT_BASE;
  const shellFromPort = wholeNumber(env, 'PORT', 1, 65_535);
  const baseVariable = env.PORT_BASE ? 'PORT_BASE' : undefined;
  const open = ['0.0.0.0', '::'];
  const services = [
    {
      label: 'shell',
      what: 'the shell server (the site)',
      port: shellFromPort ?? base,
      variable: shellFromPort === undefined ? 'PORT_BASE' : 'PORT',
      hosts: open,
    },
    ...REMOTE_NAMES.map((name, index) => ({
      label: name,
      what: `the ${name} remote`,
      port: base + 1 + index,
      variable: 'PORT_BASE',
      hosts: open,
    })),
    {
      label: 'releases',
      what: 'the release server',
      port: base + RELEASES_OFFSET,
      variable: 'PORT_BASE',
      hosts: open,
    },
    { label: 'api', what: 'the API', port: base + API_OFFSET, variable: 'PORT_BASE', hosts: ['127.0.0.1'] },
  ];
  const byPort = new Map();
  for (const service of services) {
    if (byPort.has(service.port)) {
      // Only PORT can land on another service's port (the shell is listed first).
      throw new PortPlanError(
        `PORT=${shellFromPort} is also the port of ${service.what} (PORT_BASE=${base} puts the remotes on ` +
          `${base + 1}–${base + REMOTE_NAMES.length}, the release server on ${base + RELEASES_OFFSET} and ` +
          `the API on ${base + API_OFFSET}): choose another PORT, or move the whole site with PORT_BASE alone.`,
      );
    }
    byPort.set(service.port, service);
  }
  const blocked = services.find((service) => BAD_PORTS.has(service.port));
  if (blocked) {
    throw new PortPlanError(
      `${blocked.variable}=${blocked.variable === 'PORT' ? shellFromPort : base} puts ${blocked.what} on ` +
        `${blocked.port}, a port browsers and Node's fetch refuse to connect to: choose another ` +
        `${blocked.variable}${blocked.variable === 'PORT_BASE' ? ` (e.g. PORT_BASE=${EXAMPLE_PORT_BASE})` : ''}.`,
    );
  }
  const port = (label) => services.find((service) => service.label === label).port;
  return {
    base,
    baseVariable,
    shell: port('shell'),
    api: port('api'),
    releases: port('releases'),
    remotes: REMOTE_NAMES.map((name) => ({ name, port: port(name) })),
    services,
  };
}

/**
 * The release server as browsers reach it on this machine, from PORT_BASE alone (PORT moves only
 * the shell): the release tool's RELEASES_URL when unset (tooling/release/release.mjs), so a release
 * onto a site started with PORT_BASE=8000 goes to the server that site started, on 8100.
 */
function releasesUrl(env = process.env) {
  return `http://localhost:${portPlan({ PORT_BASE: env.PORT_BASE }).releases}`;
}

/** What `npm start` passes the shell and the API so that they follow the plan; a variable already set wins. */
function serviceEnv(plan, env = process.env) {
  const site = `http://localhost:${plan.shell}`;
  const remoteUrls = {};
  for (const remote of plan.remotes) {
    if (!env[`REMOTE_${remote.name.toUpperCase()}_URL`]) {
      remoteUrls[remote.name] = `http://localhost:${remote.port}/mf-manifest.json`;
    }
  }
  return {
    remoteUrls,
    /** The shell's canonical address (canonical URLs, sitemap). */
    shell: env.PUBLIC_URL ? {} : { PUBLIC_URL: site },
    /** Where the API's e-mails and payment returns send the shopper. */
    api: env.PUBLIC_SITE_URL ? {} : { PUBLIC_SITE_URL: site },
  };
}

/** Whether `port` can be listened on at `host` (an address family the machine lacks counts as free). */
function canListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error) => resolve(error.code !== 'EADDRINUSE' && error.code !== 'EACCES'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

async function isTaken(service) {
  for (const host of service.hosts) if (!(await canListen(service.port, host))) return true;
  return false;
}

/** The services of the plan whose port something else already holds. */
async function takenPorts(plan) {
  const taken = [];
  for (const service of plan.services) if (await isTaken(service)) taken.push(service);
  return taken;
}

/** A PORT_BASE (from 8000 up, by 200) whose every port is free and usable now, for the message; undefined if none. */
async function freeBase(env = process.env) {
  for (let base = EXAMPLE_PORT_BASE; base <= 12_000; base += 200) {
    let plan;
    try {
      plan = portPlan({ ...env, PORT_BASE: String(base), PORT: '' });
    } catch (error) {
      if (error instanceof PortPlanError) continue; // a refused port in its plan
      throw error;
    }
    if (!(await takenPorts(plan)).length) return base;
  }
  return undefined;
}

function describePlan(plan) {
  return (
    `shell ${plan.shell}, remotes ${plan.remotes[0].port}–${plan.remotes.at(-1).port}, ` +
    `release server ${plan.releases}, API ${plan.api}`
  );
}

/**
 * The message of a start refused because `taken` ports are in use: each port and what needed it,
 * the variable that moves it, and a PORT_BASE whose ports are all free now (`suggestion`).
 */
function portTakenMessage(taken, plan, { suggestion } = {}) {
  const one = taken.length === 1;
  const byShellPort = taken.filter((service) => service.variable === 'PORT');
  const byBase = taken.filter((service) => service.variable === 'PORT_BASE');
  const base = plan.baseVariable ? `PORT_BASE=${plan.base}` : `PORT_BASE, unset: ${plan.base}`;
  const example = suggestion ?? EXAMPLE_PORT_BASE;
  return [
    `npm start: ${one ? 'a port' : `${taken.length} ports`} this site needs ${one ? 'is' : 'are'} already in use; nothing was started.`,
    ...taken.map((service) => `  ${service.port}  ${service.what}`),
    `Another \`npm start\` (this checkout or another one) or another program holds ${one ? 'it' : 'them'}: ` +
      `\`ss -ltnp 'sport = :${taken[0].port}'\` shows which.`,
    ...(byShellPort.length ? [`The shell's port is set by PORT=${plan.shell}: choose another, or unset PORT.`] : []),
    ...(byBase.length
      ? [
          `${one ? 'It is' : byShellPort.length ? 'The others are' : 'They are'} set by ${base}. ` +
            `To run this site beside the other one: PORT_BASE=${example} npm start ` +
            `(${describePlan(portPlan({ PORT_BASE: String(example) }))}${suggestion ? ', all free now' : ''}).`,
        ]
      : []),
  ].join('\n');
}

module.exports = {
  API_OFFSET,
  BAD_PORTS,
  DEFAULT_PORT_BASE,
  MAX_PORT_BASE,
  MIN_PORT_BASE,
  PortPlanError,
  RELEASES_OFFSET,
  REMOTE_NAMES,
  describePlan,
  freeBase,
  portPlan,
  portTakenMessage,
  releasesUrl,
  serviceEnv,
  takenPorts,
};
